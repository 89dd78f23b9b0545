export { GuestLimitDialog, type GuestLimitDialogProps } from './components/guest-limit-dialog';
export { GuestLimitDialogHost } from './components/guest-limit-dialog-host';
export {
  getUsageLimitsQueryOptions,
  USAGE_LIMITS_QUERY_KEY,
  useUsageLimits,
} from './api/get-usage-limits';
