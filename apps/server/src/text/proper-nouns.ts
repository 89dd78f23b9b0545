import { continents, countries, languages } from 'countries-list';
import type { ItsFunction } from 'wink-nlp';
import { englishNlp } from './english-nlp';

/*
 * Whether a capitalised word of a title is a proper noun, which keeps its capital in sentence
 * case. Tagging the title as typed does not tell: in "The Structure of Scientific Revolutions"
 * the tagger takes every capitalised word for a proper noun. So each word is looked up in lower
 * case: the model tags the names it knows as proper nouns ("France", "NASA", "Monday"), and a
 * word outside its vocabulary is a name ("Darwin", "Freud", "Kierkegaard"), unless its lemma is
 * in it ("storybooks"). Countries, continents and languages come from the country data the
 * server already has; adjectives of peoples, faiths and eras, which the model holds in lower
 * case only, are listed here.
 */

// prettier-ignore
const PROPER_ADJECTIVES = [
  'African', 'American', 'Anglo', 'Asian', 'Australian', 'Brazilian', 'British', 'Buddhist',
  'Canadian', 'Catholic', 'Christian', 'Egyptian', 'Elizabethan', 'European', 'Hindu', 'Indian',
  'Irish', 'Islamic', 'Jewish', 'Mexican', 'Muslim', 'Protestant', 'Roman', 'Scottish', 'Soviet',
  'Victorian', 'Welsh',
];

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

const keyOf = (words: string[]) => words.join(' ').toLowerCase();

let properPhrases: { keys: Set<string>; longest: number } | undefined;

/** Names of countries, continents and languages, and the proper adjectives, as lower-case keys. */
function loadProperPhrases(): { keys: Set<string>; longest: number } {
  if (properPhrases) return properPhrases;
  const names = [
    ...Object.values(countries).map((country) => country.name),
    ...Object.values(continents),
    ...Object.values(languages).map((language) => language.name),
    ...PROPER_ADJECTIVES,
  ];
  const wordLists = names.map((name) => name.match(WORD) ?? []);
  properPhrases = {
    keys: new Set(wordLists.map(keyOf)),
    longest: Math.max(...wordLists.map((words) => words.length)),
  };
  return properPhrases;
}

/**
 * How many words from `start` name a country, continent or language or are a proper adjective
 * ("United States", "New Zealand", "English"): the longest such name, 0 if none.
 */
export function properPhraseLengthAt(words: readonly string[], start: number): number {
  const { keys, longest } = loadProperPhrases();
  for (let length = Math.min(longest, words.length - start); length > 0; length -= 1) {
    if (keys.has(keyOf(words.slice(start, start + length)))) return length;
  }
  return 0;
}

/**
 * Whether a word (one word, no spaces or hyphens; "Darwin's" is read as "Darwin") is a proper
 * noun by the English model: one it tags so, or one outside its vocabulary whose lemma is too.
 */
export function isProperNounWord(word: string): boolean {
  const lower = word.toLowerCase().replace(/['’]s$/u, '');
  if (!/\p{L}/u.test(lower)) return false;
  const nlp = englishNlp();
  const doc = nlp.readDoc(lower);
  // wink-nlp's `its` helpers are plain functions typed as methods; they use no `this`.
  /* eslint-disable @typescript-eslint/unbound-method */
  const pos = doc.tokens().out(nlp.its.pos);
  // Its typings give its.lemma another signature than `out` takes; it works the same.
  const [lemma = lower] = doc.tokens().out(nlp.its.lemma as unknown as ItsFunction<string>);
  /* eslint-enable @typescript-eslint/unbound-method */
  if (pos.length !== 1) return false;
  return pos[0] === 'PROPN' || (doc.isOOV(lower) && doc.isOOV(lemma.toLowerCase()));
}
