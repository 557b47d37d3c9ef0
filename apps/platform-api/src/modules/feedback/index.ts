import type { PlatformModule } from '../../core/module';
import { feedbackRoutes } from './routes';
import { feedbackMigrations } from './tables';

/**
 * Feedback: members and visitors send feedback with up to 3 images; members read the operator's replies.
 * The feedback rows live in the `feedback` table; this module adds the brand, the reply and the images.
 */
export const feedbackModule: PlatformModule = {
  name: 'feedback',
  migrations: feedbackMigrations,
  routes: feedbackRoutes,
};
