/** Addresses are compared trimmed and in lower case, so ` Ada@X.org` and `ada@x.org` are one account. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
