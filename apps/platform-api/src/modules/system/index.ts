import type { PlatformModule } from '../../core/module';
import { systemRoutes } from './routes';
import { seedBrandSettings } from './seed';
import { systemMigrations } from './tables';

/** The system module, as the composition (src/platform-modules.ts) sees it. */
export const systemModule: PlatformModule = {
  name: 'system',
  migrations: systemMigrations,
  routes: systemRoutes,
  seed: seedBrandSettings,
};

// What other modules may use.
export { getSetting, getSettings, isFlagOn, putSetting } from './settings';
export { qrSvg } from './service';
export { bannersIn, defaultLanguageMissing } from './content';
export { brandDefaultLanguage } from './defaults';
export { brandRuntime, readBrandRuntime } from './service';
export { defaultBrandSettings } from './defaults';
export { brandSeeded } from './seed';
export type { BrandSettingKey, BrandSettings } from './defaults';
export { createBrandRegistry, ensureOwnBrand, listBrands, registerBrand } from './brands';
export type { BrandRegistry } from './brands';
