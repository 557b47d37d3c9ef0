import type { PlatformModule } from '../../core/module';
import { rewardRoutes } from './routes';

/** The reward centre: every claimable reward of promotions, raffles and missions in one place. */
export const rewardsModule: PlatformModule = {
  name: 'rewards',
  routes: rewardRoutes,
};
