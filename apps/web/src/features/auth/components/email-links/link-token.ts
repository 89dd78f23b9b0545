/** The token an e-mailed link carries in its fragment (`/verify-email#<token>`), or ''. */
export function readLinkToken(): string {
  return decodeURIComponent(window.location.hash.slice(1)).trim();
}

/** Shown when the page was opened without the token (the link was cut when copied). */
export const INCOMPLETE_LINK_MESSAGE =
  'This link is incomplete. Open the whole link from the mail, or ask for a new one.';
