/**
 * The rules that keep secrets out of the log. They run on every line as it is written (pino's
 * `streamWrite` hook), whatever logged it — a request line, an error's message or stack, a
 * library's own object — so a secret is caught by what it looks like, not by who remembered to
 * hide it: session tokens, one-time sign-in codes, e-mailed link tokens, device tokens, calendar
 * feed keys, API keys, passwords, cookies, and credentials inside URLs.
 */

/** What a secret is replaced with. */
export const REDACTED = '[redacted]';

/**
 * Names of URL query, fragment and form parameters whose values are secrets. `code` and `state`
 * are OAuth's authorization code and state; `key` is the calendar feed link's.
 */
const SECRET_PARAMETER_NAMES = [
  'access_token',
  'api_key',
  'apikey',
  'client_secret',
  'code',
  'code_verifier',
  'devicetoken',
  'id_token',
  'key',
  'password',
  'refresh_token',
  'secret',
  'session',
  'signature',
  'signincode',
  'state',
  'token',
];

/** JSON property names (any depth, any case) whose string values are secrets. */
const SECRET_PROPERTY_NAMES = [
  'api_key',
  'apikey',
  'authorization',
  'client_secret',
  'clientsecret',
  'code_verifier',
  'codeverifier',
  'cookie',
  'currentpassword',
  'devicetoken',
  'newpassword',
  'password',
  'proxy-authorization',
  'secret',
  'set-cookie',
  'signincode',
  'token',
  'x-api-key',
  'x-device-token',
];

// `name=value` after `?`, `&`, `#` or `;`, the name possibly percent-encoded. The value runs to
// the next separator, quote, backslash (a JSON escape) or space.
const SECRET_PARAMETER = new RegExp(
  `([?&#;](?:${SECRET_PARAMETER_NAMES.map(encodedNamePattern).join('|')})=)[^&#;\\s"'\\\\<>]+`,
  'gi',
);
// `"name":"value"` in the JSON line; the value may hold escaped quotes.
const SECRET_PROPERTY = new RegExp(
  `("(?:${SECRET_PROPERTY_NAMES.map(escapeRegExp).join('|')})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`,
  'gi',
);
// The same inside a string of the line, its quotes escaped (`\"token\":\"…\"` in a message).
const ESCAPED_SECRET_PROPERTY = new RegExp(
  `(\\\\"(?:${SECRET_PROPERTY_NAMES.map(escapeRegExp).join('|')})\\\\"\\s*:\\s*)\\\\"(?:[^"\\\\]|\\\\[^"])*\\\\"`,
  'gi',
);
// `"name":["value", …]` (a set-cookie header list, several cookies).
const SECRET_PROPERTY_LIST = new RegExp(
  `("(?:${SECRET_PROPERTY_NAMES.map(escapeRegExp).join('|')})"\\s*:\\s*)\\[(?:"(?:[^"\\\\]|\\\\.)*"\\s*,?\\s*)*\\]`,
  'gi',
);
// An HTTP credential anywhere in text: `Bearer <token>`, `Basic <base64>`.
const AUTHORIZATION_CREDENTIAL = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/g;
// The password of credentials written into a URL (`smtp://user:password@host`).
const URL_PASSWORD = /\b([a-z][a-z0-9+.-]*:\/\/[^\s/:@"'\\]*:)[^\s/@"'\\]+@/gi;

// What every rule above needs somewhere in the text: `=` (a parameter), `@` (a URL's password),
// or a word of a secret property's name or of a credential's scheme. Most lines (a request to a
// route without a query, its response) hold none of them and skip the six replacements, which
// otherwise cost the busiest route about a tenth of its throughput. Keep it a superset of the rules.
const MAY_HOLD_SECRET =
  /[=@]|key|secret|code_?verifier|signincode|cookie|password|token|authorization|bearer|basic/i;

/** A log line (or any text) with every secret the rules recognise replaced by `[redacted]`. */
export function redactSecrets(text: string): string {
  if (!MAY_HOLD_SECRET.test(text)) return text;
  return text
    .replace(SECRET_PROPERTY_LIST, `$1"${REDACTED}"`)
    .replace(SECRET_PROPERTY, `$1"${REDACTED}"`)
    .replace(ESCAPED_SECRET_PROPERTY, `$1\\"${REDACTED}\\"`)
    .replace(SECRET_PARAMETER, `$1${REDACTED}`)
    .replace(AUTHORIZATION_CREDENTIAL, `$1 ${REDACTED}`)
    .replace(URL_PASSWORD, `$1${REDACTED}@`);
}

/** A parameter name as a pattern that also matches it percent-encoded letter by letter. */
function encodedNamePattern(name: string): string {
  return [...name]
    .map((char) => {
      const hex = char.charCodeAt(0).toString(16);
      return `(?:${escapeRegExp(char)}|%${hex})`;
    })
    .join('');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
}
