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

/**
 * What the web app says where it would say a link was mailed, when the server sends no mail
 * (`SMTP_URL` unset): the link waits in the server's data folder, for its administrator to pass on.
 */
export const NO_MAIL_MESSAGE =
  'This server has no mail set up: ask its administrator for your link.';

/** The text of an e-mailed link that is unknown, used already or expired. */
export const EMAIL_LINK_INVALID_MESSAGE =
  'This link has expired or was already used. Ask for a new one.';

/**
 * The one-time code that verifies an `ADMIN_EMAILS` address on a server that sends no mail
 * (`SMTP_URL` unset): the server writes it to a file in its data folder at start, for whoever runs
 * it, and the verification page takes it with the address and the account's new password.
 */
export const ADMIN_VERIFICATION_CODE = {
  /** How long a code works after the server wrote it; a restart writes a new one. */
  minutes: 60,
  /** Tries for one address with one code, in an hour. */
  triesPerAddressPerHour: 5,
  /** Tries from one client network, whatever the address, in an hour. */
  triesPerClientPerHour: 10,
  /** Wrong codes, from anyone, after which the code stops working. */
  maxWrongTries: 20,
} as const;

/**
 * The one answer to a code that verifies nothing, whatever the reason (a wrong, used or expired
 * code, an address without an account, verified already or not an administrator's), so it never
 * tells whether an address has an account.
 */
export const ADMIN_CODE_INVALID_MESSAGE = `This code does not verify this address. A code verifies the account of an ADMIN_EMAILS address not verified yet, once, within ${ADMIN_VERIFICATION_CODE.minutes} minutes of the server writing it; a restart writes a new one.`;
