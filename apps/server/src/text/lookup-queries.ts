import { keywordsOf } from './words';

/*
 * What to search an encyclopedia for to answer a question, best first: the topic as the question
 * states it ('photosynthesis'), then the names it uses ('Danube', 'Marie Curie'), then all its
 * noun phrases at once ('dance OR "honey bee" OR food'). A question's whole wording is never
 * searched for: no article holds 'sea does the Danube flow'.
 */

/**
 * A subject with more meaningful words than this is a whole question, which no article holds
 * every word of.
 */
const MAX_TOPIC_KEYWORDS = 6;
/** Noun phrases searched at once, in the question's order. */
const MAX_PHRASES = 6;

/** What `lookupQueriesOf` reads of a message (see MessageReading). */
export interface LookupSource {
  text: string;
  subject: string;
  nounPhrases(): string[];
}

/** Small words a name may hold between its capitalised words: 'French and Indian War'. */
const NAME_JOINERS = new Set(['of', 'and', 'the', 'de', 'van', 'von', 'du', 'da', 'la', 'le']);

/**
 * The names a text uses: runs of capitalised words inside its sentences ('the Danube', 'Marie
 * Curie', 'the French and Indian War'), a sentence's first word left out (it is capitalised
 * anyway), lower case.
 */
function namesIn(text: string): string[] {
  const names: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    const words = sentence.match(/[\p{L}\p{N}][\p{L}\p{N}-]*/gu) ?? [];
    let run: string[] = [];
    const flush = () => {
      while (run.length > 0 && NAME_JOINERS.has(run.at(-1)!.toLowerCase())) run.pop();
      if (run.length > 0) names.push(run.join(' ').toLowerCase());
      run = [];
    };
    words.slice(1).forEach((word) => {
      if (/^\p{Lu}/u.test(word)) run.push(word);
      else if (run.length > 0 && NAME_JOINERS.has(word)) run.push(word);
      else flush();
    });
    flush();
  }
  return [...new Set(names)];
}

/** A search term: a phrase of several words in quotes, so its words are found together. */
function term(phrase: string): string {
  return phrase.includes(' ') ? `"${phrase}"` : phrase;
}

function anyOf(phrases: string[]): string {
  return phrases.map(term).join(' OR ');
}

/** Encyclopedia searches for a question, best first, each different (MediaWiki search syntax). */
export function lookupQueriesOf(source: LookupSource): string[] {
  const queries: string[] = [];
  const topic = keywordsOf(source.subject);
  if (topic.length > 0 && topic.length <= MAX_TOPIC_KEYWORDS) queries.push(topic.join(' '));

  const names = namesIn(source.text).filter((name) => keywordsOf(name).length > 0);
  if (names.length > 0) queries.push(anyOf(names.slice(0, MAX_PHRASES)));
  const phrases = source
    .nounPhrases()
    .filter((phrase) => keywordsOf(phrase).length > 0)
    .slice(0, MAX_PHRASES);
  if (phrases.length > 0) queries.push(anyOf(phrases));
  return [...new Set(queries)];
}
