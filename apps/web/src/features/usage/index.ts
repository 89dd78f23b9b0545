export { GuestLimitDialog, type GuestLimitDialogProps } from './components/guest-limit-dialog';
export { GuestLimitDialogHost } from './components/guest-limit-dialog-host';
export {
  FeatureLimitDialog,
  FeatureLimitDialogHost,
  type FeatureLimitDialogProps,
} from './components/feature-limit-dialog';
export {
  getUsageLimitsQueryOptions,
  USAGE_LIMITS_QUERY_KEY,
  useUsageLimits,
} from '@/lib/usage-limits-query';
