import type { PlatformModule } from '../../core/module';
import { systemRoutes } from './routes';

/** The system module, as the composition (src/modules.ts) sees it. */
export const systemModule: PlatformModule = {
  name: 'system',
  routes: systemRoutes,
};

// What other modules may use.
export { getSettings, isFlagOn } from './settings';
export { qrSvg } from './service';
export { defaultBrandSettings } from './defaults';
export type { BrandSettingKey, BrandSettings } from './defaults';
