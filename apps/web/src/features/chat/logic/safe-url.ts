// Schemes a link in an answer may use; anything else (javascript:, data:, vbscript:, file:) is dropped.
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * The `urlTransform` of the markdown renderer: keeps web, mail and relative links and returns an
 * empty string for every other scheme, so model output can never carry script into the page.
 */
export function toSafeUrl(url: string): string {
  // Browsers ignore control characters and white space inside a scheme ("java\tscript:").
  const compact = url.replace(/[\p{Cc}\s]/gu, '');
  const schemeMatch = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (schemeMatch === null) return url;
  return SAFE_PROTOCOLS.has(`${schemeMatch[1]?.toLowerCase()}:`) ? url : '';
}
