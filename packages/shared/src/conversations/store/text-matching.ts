import { CONVERSATION_STORE } from '../../constants';

/**
 * Whether the lower-cased text holds the phrase as whole words, or its plural: "api" matches
 * "the api" and "apis", not "rapid".
 */
export function hasPhrase(lowerText: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${escaped}(?:e?s)?($|[^a-z0-9])`).test(lowerText);
}

/** How many of the phrases the lower-cased text holds. */
export function countPhrases(lowerText: string, phrases: readonly string[]): number {
  return phrases.filter((phrase) => hasPhrase(lowerText, phrase)).length;
}

/** The list without repeats, compared case-insensitively; the first spelling wins. */
export function uniqueText(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (item === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The words that count in matching: lower case, without repeats, longer than
 * CONVERSATION_STORE.ignoredWordMaxLength letters (001 §9), so "the", "and" and "how" never link
 * two conversations.
 */
export function significantWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.filter((word) => word.length > CONVERSATION_STORE.ignoredWordMaxLength));
}
