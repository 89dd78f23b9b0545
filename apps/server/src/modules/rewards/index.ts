/** The rewards module: points, levels and achievements. Other modules use only this file. */
export { createRewardsModule } from './rewards.module';
export type { RewardsService } from './rewards.service';
