import { CHAT } from '@polymath/shared';
import type { PolymathSource } from '../../polymath-context';
import { scoreBm25 } from '../../../../text/bm25';
import { splitSentences } from '../../../../text/sentences';
import { termsOf } from '../../../../text/words';
import type { Skill } from './skill';

const MAX_SENTENCES = 4;
/** A sentence joins the answer only if it scores at least this share of the best one. */
const RELATIVE_SCORE_FLOOR = 0.3;
/** Fragments and run-ons (tables, lists flattened into prose) make poor answers. */
const MIN_SENTENCE_CHARS = 20;
const MAX_SENTENCE_CHARS = 600;
/** An article's first sentence usually defines its subject, so it is worth more when it matches. */
const LEAD_SENTENCE_BOOST = 1.5;

interface Candidate {
  text: string;
  sourceNumber: number;
  position: number;
  terms: string[];
}

function collectCandidates(sources: PolymathSource[]): Candidate[] {
  return sources.slice(0, CHAT.maxSources).flatMap((source, index) =>
    splitSentences(source.content || source.excerpt)
      .map((text, position) => ({
        text,
        sourceNumber: index + 1,
        position,
        terms: termsOf(text),
      }))
      .filter(({ text }) => text.length >= MIN_SENTENCE_CHARS && text.length <= MAX_SENTENCE_CHARS),
  );
}

function cite(sentence: string, sourceNumber: number): string {
  const match = /^(.*?)([.!?]+["”)]?)$/.exec(sentence);
  return match ? `${match[1]} [${sourceNumber}]${match[2]}` : `${sentence} [${sourceNumber}]`;
}

/**
 * Up to 4 sentences of the sources most relevant to the question, in source order, each cited as [n],
 * or null when no sentence is about the question.
 */
export function extractAnswer(question: string, sources: PolymathSource[]): string | null {
  const queryTerms = [...new Set(termsOf(question))];
  if (queryTerms.length === 0) return null;
  const candidates = collectCandidates(sources);
  const scores = scoreBm25(
    queryTerms,
    candidates.map((candidate) => candidate.terms),
  );
  // With three or more topic words, a single shared word is a coincidence, not an answer.
  const bestMinimumMatches = queryTerms.length >= 3 ? 2 : 1;
  const matches = (candidate: Candidate) =>
    queryTerms.filter((term) => candidate.terms.includes(term)).length;

  const ranked = candidates
    .map((candidate, index) => ({
      candidate,
      score: (scores[index] ?? 0) * (candidate.position === 0 ? LEAD_SENTENCE_BOOST : 1),
    }))
    .filter(({ candidate, score }) => score > 0 && matches(candidate) > 0)
    .sort((a, b) => b.score - a.score);
  const best = ranked[0];
  if (!best || matches(best.candidate) < bestMinimumMatches) return null;

  const seen = new Set<string>();
  const chosen = ranked
    .filter(({ score }) => score >= best.score * RELATIVE_SCORE_FLOOR)
    .filter(({ candidate }) => !seen.has(candidate.text) && seen.add(candidate.text))
    .slice(0, MAX_SENTENCES)
    // Read in the sources' own order, so [1] comes before [2] and each article reads as written.
    .sort(
      (a, b) =>
        a.candidate.sourceNumber - b.candidate.sourceNumber ||
        a.candidate.position - b.candidate.position,
    );
  return chosen.map(({ candidate }) => cite(candidate.text, candidate.sourceNumber)).join(' ');
}

/** Knowledge: an extractive answer from the sources the chat service retrieved, with citations. */
export const knowledgeSkill: Skill = {
  name: 'knowledge',
  isComputed: false,
  answer({ question, context }) {
    return context.sources.length > 0 ? extractAnswer(question, context.sources) : null;
  },
};
