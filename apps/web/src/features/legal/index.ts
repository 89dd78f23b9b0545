/** The legal pages; each module also default-exports its page for `React.lazy`. */
export { PrivacyPolicyPage } from './privacy-policy-page';
export { TermsPage } from './terms-page';
export { LEGAL_LAST_UPDATED } from './last-updated';
