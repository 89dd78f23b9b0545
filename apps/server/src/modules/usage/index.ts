/** The usage module: plan allowances and what has been used. Other modules use only this file. */
export { createUsageModule, type MessageLimits } from './usage.module';
export type { UsageService } from './usage.service';
