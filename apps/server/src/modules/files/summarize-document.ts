import { splitSentences } from '../../text/sentences';
import { truncateOnWord } from '../../text/truncate';
import { termsOf, wordsOf } from '../../text/words';

/** An extractive summary: sentences of the document itself, never invented text. */
export interface DocumentDigest {
  summary: string;
  keyPoints: string[];
}

const SUMMARY_SENTENCES = 3;
const SUMMARY_MAX_CHARS = 700;
const KEY_POINTS = 5;
const KEY_POINT_MAX_CHARS = 240;
/** Sentences read at most: a 40-page report has a few thousand; the centre is clear long before. */
const MAX_SENTENCES = 4_000;
/** Shorter fragments (headings, page numbers) and run-on table rows are not candidates. */
const MIN_WORDS = 5;
const MAX_WORDS = 70;

interface Candidate {
  text: string;
  index: number;
  weights: Map<string, number>;
  score: number;
}

function countTerms(terms: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

function normalise(vector: Map<string, number>): Map<string, number> {
  let norm = 0;
  for (const value of vector.values()) norm += value * value;
  norm = Math.sqrt(norm);
  if (norm === 0) return vector;
  return new Map([...vector].map(([term, value]) => [term, value / norm]));
}

/**
 * The most central sentences of a document (centroid summarisation, Radev et al. 2004): each
 * sentence is a TF-IDF vector over the document's sentences, the centroid their sum, and a
 * sentence's score its cosine with the centroid. The summary is the best few in reading order; the
 * key points the next best, one idea each (a sentence too like one kept already is skipped).
 */
export function summarizeDocument(text: string): DocumentDigest {
  const sentences = splitSentences(text)
    .slice(0, MAX_SENTENCES)
    .filter((sentence) => {
      const words = wordsOf(sentence).length;
      return words >= MIN_WORDS && words <= MAX_WORDS;
    });
  const termLists = sentences.map((sentence) => termsOf(sentence));
  const documentFrequency = new Map<string, number>();
  for (const terms of termLists) {
    for (const term of new Set(terms)) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  const total = sentences.length;
  const idf = (term: string) =>
    Math.log((1 + total) / (1 + (documentFrequency.get(term) ?? 0))) + 1;
  const candidates: Candidate[] = sentences.map((sentence, index) => {
    const counts = countTerms(termLists[index] ?? []);
    const weights = normalise(
      new Map([...counts].map(([term, count]) => [term, count * idf(term)])),
    );
    return { text: sentence, index, weights, score: 0 };
  });
  const centroid = new Map<string, number>();
  for (const { weights } of candidates) {
    for (const [term, value] of weights) centroid.set(term, (centroid.get(term) ?? 0) + value);
  }
  const unitCentroid = normalise(centroid);
  for (const candidate of candidates) candidate.score = cosine(candidate.weights, unitCentroid);

  const ranked = [...candidates].sort((a, b) => b.score - a.score || a.index - b.index);
  const kept: Candidate[] = [];
  for (const candidate of ranked) {
    if (kept.length === SUMMARY_SENTENCES + KEY_POINTS) break;
    if (kept.some((other) => cosine(other.weights, candidate.weights) > 0.8)) continue;
    kept.push(candidate);
  }
  const inOrder = (list: Candidate[]) => [...list].sort((a, b) => a.index - b.index);
  const summary = truncateOnWord(
    inOrder(kept.slice(0, SUMMARY_SENTENCES))
      .map((candidate) => candidate.text)
      .join(' '),
    SUMMARY_MAX_CHARS,
  );
  // A short document has nothing beyond its summary: its points are the summary's sentences.
  const points = kept.length > SUMMARY_SENTENCES ? kept.slice(SUMMARY_SENTENCES) : kept;
  const keyPoints = inOrder(points).map((candidate) =>
    truncateOnWord(candidate.text, KEY_POINT_MAX_CHARS),
  );
  return { summary, keyPoints };
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [term, value] of small) dot += value * (large.get(term) ?? 0);
  return dot;
}
