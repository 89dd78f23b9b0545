// Plain values only: the web app's first bundle imports them (no schema may come along).

/**
 * The web app's pages e-mailed links open. The token travels in the fragment (`#token`), so it
 * never reaches a server log or a Referer header.
 */
export const EMAIL_LINK_PATHS = {
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
} as const;

/** How long an e-mailed link works, and how often one may be asked for. */
export const EMAIL_LINKS = {
  verificationHours: 24,
  resetMinutes: 60,
  /** Further verification mails one account may ask for in an hour. */
  verificationsPerHour: 5,
  /** Reset mails to one address in an hour, whoever asks. */
  resetsPerAddressPerHour: 3,
  /** Reset requests from one client address in an hour, whatever the e-mail. */
  resetRequestsPerClientPerHour: 20,
} as const;

/** The text of an e-mailed link that is unknown, used already or expired. */
export const EMAIL_LINK_INVALID_MESSAGE =
  'This link has expired or was already used. Ask for a new one.';
