import { CHAT, type Source } from '@polymath/shared';
import type { KnowledgeHit } from './chat.ports';
import { coverage, vocabularyOf } from './text-overlap';

/** A knowledge hit with how far the answer agrees with it (0 to 1). */
export interface ScoredSource {
  hit: KnowledgeHit;
  agreement: number;
}

/**
 * A source is shown only when at least this share of the answer's meaningful words appear in it:
 * below that the answer did not use it, and citing it would mislead.
 */
export const MIN_SOURCE_AGREEMENT = 0.2;

/**
 * The sources an answer actually agrees with, most trustworthy agreement first, at most
 * CHAT.maxSources of them.
 */
export function selectSources(answer: string, hits: readonly KnowledgeHit[]): ScoredSource[] {
  return hits
    .map((hit) => ({
      hit,
      agreement: coverage(answer, vocabularyOf(`${hit.title} ${hit.content}`)),
    }))
    .filter((scored) => scored.agreement >= MIN_SOURCE_AGREEMENT)
    .sort((a, b) => b.agreement * b.hit.reliability - a.agreement * a.hit.reliability)
    .slice(0, CHAT.maxSources);
}

/** A source as the chat response carries it: title and address, reliability, a short excerpt. */
export function toResponseSource({ hit }: ScoredSource): Source {
  return {
    source: `${hit.title} (${hit.sourceUrl})`,
    reliability: clampUnit(hit.reliability),
    content: truncateExcerpt(hit.excerpt || hit.content),
  };
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
