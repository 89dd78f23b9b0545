/** Escapes a literal text for use inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Matches an accessible name or text that starts with `words`, e.g. 'Video' matches
 * 'Video In Development' and 'View Conversations' matches 'View Conversations (2)', but 'Chat'
 * does not match 'New Chat'.
 */
export function startsWithWords(words: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(words)}(?![\\w-])`);
}
