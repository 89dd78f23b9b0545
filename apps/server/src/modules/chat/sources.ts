import { CHAT, type Source } from '@polymath/shared';
import type { AnswerCitation } from '../../adapters/ai/polymath-context';
import { splitSentences } from '../../text/sentences';
import { truncateOnWord } from '../../text/truncate';
import type { KnowledgeHit } from './chat.ports';
import { contentWords, coverage, vocabularyOf } from './text-overlap';

/** A knowledge hit with how far the answer agrees with it (0 to 1). */
export interface ScoredSource {
  hit: KnowledgeHit;
  agreement: number;
  /** Its number among the sources the model was given, as the answer cites it ([n]). */
  givenNumber?: number;
}

/**
 * A source is shown only when at least this share of the answer's meaningful words appear in it:
 * below that the answer did not use it, and citing it would mislead.
 */
export const MIN_SOURCE_AGREEMENT = 0.2;

/**
 * The sources an answer actually agrees with, most trustworthy agreement first, at most
 * CHAT.maxSources of them. When the model reports the source sentence its answer leads with (the
 * built-in engine does), that source comes first and its excerpt starts at that sentence; every
 * other source's excerpt starts at its sentence that shares most with what the answer says citing
 * it, so the excerpt shown holds the support rather than the page's opening.
 */
export function selectSources(
  answer: string,
  hits: readonly KnowledgeHit[],
  citation?: AnswerCitation,
): ScoredSource[] {
  const cited = citation ? hits[citation.sourceNumber - 1] : undefined;
  const scored = hits
    .map((hit, index) => ({
      hit,
      agreement: coverage(answer, vocabularyOf(`${hit.title} ${hit.content}`)),
      givenNumber: index + 1,
    }))
    .filter((source) => source.agreement >= MIN_SOURCE_AGREEMENT || source.hit === cited)
    .sort((a, b) => b.agreement * b.hit.reliability - a.agreement * a.hit.reliability);
  const ordered = cited
    ? [...scored.filter(({ hit }) => hit === cited), ...scored.filter(({ hit }) => hit !== cited)]
    : scored;
  return ordered.slice(0, CHAT.maxSources).map((source) => {
    if (source.hit === cited && citation) {
      return {
        ...source,
        hit: { ...source.hit, excerpt: passageFrom(source.hit.content, citation.sentence) },
      };
    }
    const claims = claimsCiting(answer, source.givenNumber);
    const sentence = supportingSentence(source.hit.content, claims);
    return sentence
      ? { ...source, hit: { ...source.hit, excerpt: passageFrom(source.hit.content, sentence) } }
      : source;
  });
}

/** '[2]' in running text; not a Markdown link's text ('[2](https://…)'). */
const CITATION_MARK = /(\s?)\[(\d{1,2})\](?!\()/g;
/**
 * What ends a sentence between two citations: a stop followed by a space or by the next citation
 * ('One fact.[1] Another.[1]'), or a line break.
 */
const SENTENCE_BREAK = /[.!?]["”’)]*(?:\s|$)|\n/;

/**
 * The answer with its citations numbered as the sources are shown: the model cites the sources it
 * was given, the reader sees the ones the answer agrees with, in another order. A citation of a
 * source not shown is dropped rather than left pointing at the wrong one, and a source is cited
 * once per sentence: a quoted sentence that carried its own marker ('… energy [1] [1].') or two
 * given sources shown as one read as a single citation.
 */
export function renumberCitations(answer: string, shown: readonly ScoredSource[]): string {
  const shownAs = new Map(shown.map((source, index) => [source.givenNumber, index + 1]));
  let citedInSentence = new Set<number>();
  let sentenceFrom = 0;
  return answer.replace(
    CITATION_MARK,
    (mark: string, space: string, given: string, offset: number) => {
      if (SENTENCE_BREAK.test(answer.slice(sentenceFrom, offset))) citedInSentence = new Set();
      sentenceFrom = offset + mark.length;
      const number = shownAs.get(Number(given));
      if (number === undefined || citedInSentence.has(number)) return '';
      citedInSentence.add(number);
      return `${space}[${number}]`;
    },
  );
}

/**
 * Whether a source is the asker's own (a note they wrote, a file they sent): shown beside the
 * answer, but no check of it, since it holds what the asker already believes.
 */
export function isOwnSource(hit: KnowledgeHit): boolean {
  return hit.kind === 'note' || hit.kind === 'file';
}

/** The answer's sentences that cite source `number` as [n]; the whole answer when none does. */
export function claimsCiting(answer: string, number: number): string {
  const marker = `[${number}]`;
  const citing = splitSentences(answer).filter((sentence) => sentence.includes(marker));
  return citing.length > 0 ? citing.join(' ') : answer;
}

/**
 * The sentence of a source that shares most meaningful words with `claims`, a figure counting
 * twice (a claim's numbers are what must agree); the earliest on a tie, undefined when none shares
 * any.
 */
export function supportingSentence(content: string, claims: string): string | undefined {
  const claimed = vocabularyOf(claims);
  let best: string | undefined;
  let bestScore = 0;
  for (const sentence of splitSentences(content)) {
    const shared = new Set(contentWords(sentence).filter((word) => claimed.has(word)));
    const score = [...shared].reduce((sum, word) => sum + (/\d/.test(word) ? 2 : 1), 0);
    if (score > bestScore) {
      best = sentence;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The passage of a text that starts at a sentence, followed by the next sentences while they fit
 * in CHAT.sourceExcerptChars; the sentence alone (cut on a word) when it is longer or not found.
 */
export function passageFrom(content: string, sentence: string): string {
  const sentences = splitSentences(content);
  const start = sentences.indexOf(sentence.trim());
  let passage = sentence.trim();
  for (const next of start >= 0 ? sentences.slice(start + 1) : []) {
    if (passage.length + 1 + next.length > CHAT.sourceExcerptChars) break;
    passage = `${passage} ${next}`;
  }
  return truncateOnWord(passage, CHAT.sourceExcerptChars);
}

/** A source as the chat response carries it: title and address, reliability, a short excerpt. */
export function toResponseSource({ hit }: ScoredSource): Source {
  return {
    source: `${hit.title} (${whereFrom(hit)})`,
    reliability: clampUnit(hit.reliability),
    content: truncateExcerpt(hit.excerpt || hit.content),
    ...(isOwnSource(hit) ? { isOwn: true } : {}),
  };
}

/** Where a source comes from, as shown: a file or a note has no address to show, but an owner. */
function whereFrom(hit: KnowledgeHit): string {
  if (hit.kind === 'file') return 'a file you sent';
  if (hit.kind === 'note') return 'your note';
  return hit.sourceUrl;
}

/** Cuts a text to CHAT.sourceExcerptChars characters, ending with an ellipsis when cut. */
export function truncateExcerpt(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= CHAT.sourceExcerptChars) return clean;
  return `${clean.slice(0, CHAT.sourceExcerptChars - 1).trimEnd()}…`;
}

function clampUnit(value: number): number {
  return Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));
}
