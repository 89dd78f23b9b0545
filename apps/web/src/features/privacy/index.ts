/**
 * Privacy and consent. Optional features (ads, location, analytics) call `hasConsent(purpose)`, or
 * `useConsent()` in components, before running anything: without a granted consent they stay off.
 * Only the Privacy dialog changes the consent.
 */
export { OPTIONAL_PURPOSES, hasConsent, type OptionalPurpose } from './consent/has-consent';
export { readConsent } from './consent/consent-storage';
export { useConsent, type ConsentState } from './hooks/use-consent';
export { openPrivacyDialog } from './stores/privacy-dialog-store';
export { PrivacyDialogHost } from './components/privacy-dialog-host';
