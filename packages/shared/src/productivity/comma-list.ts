/**
 * Splits the comma-separated text of a tags or authors field: each part trimmed, empty parts dropped
 * (001 §5). `'ai, , research '` gives `['ai', 'research']`.
 */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
