const ELLIPSIS = '…';

/** Cuts `text` to at most `maxChars` characters on a word boundary, ending with an ellipsis. */
export function truncateOnWord(text: string, maxChars: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxChars) return clean;
  const room = clean.slice(0, maxChars - ELLIPSIS.length + 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, -1);
  return `${cut.replace(/[\s,;:.!?-]+$/, '')}${ELLIPSIS}`;
}
