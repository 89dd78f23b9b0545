import type { Verification } from '@polymath/shared';
import { plainTextOf, splitSentences } from '../../text/sentences';
import { isOwnSource, type ScoredSource } from './sources';
import { contentWords, coverage, numbersIn, vocabularyOf } from './text-overlap';

/**
 * How far an answer can be trusted, for every provider alike: each claim (a sentence with enough
 * meaningful words) is checked against the independent sources. Its score is the share of its
 * words a source holds times that source's reliability; confidence is the mean over claims, less a
 * penalty per figure the sources contradict. The asker's own notes and files are shown as sources
 * but never counted: an answer quoting a note saved from an earlier answer would otherwise vouch
 * for itself. Answers the built-in engine computed (arithmetic, dates) are verified by
 * construction: the computation is the check.
 */

/** Confidence of an answer nothing could check (below the medium band on purpose). */
export const UNVERIFIED_CONFIDENCE = 0.3;
/** Confidence of a computed answer: certain arithmetic, less a margin for reading the question. */
export const COMPUTED_CONFIDENCE = 0.95;
/** A claim counts as supported when a source holds this share of its meaningful words. */
export const SUPPORTED_CLAIM_COVERAGE = 0.5;
/** Each figure contradicting the sources lowers confidence by this much. */
const CONTRADICTION_PENALTY = 0.15;
/** Sentences with fewer meaningful words than this are not claims ("Sure!", "Here it is:"). */
const MIN_CLAIM_WORDS = 3;
/** A sentence ending in a colon introduces what follows ("Here are the latest headlines:"). */
const LEAD_IN = /:\s*$/;
/**
 * A story's age ('20 minutes ago') is the writer's arithmetic on the source's date, as 'today'
 * is: it is left out of the words and figures held against the sources.
 */
const RELATIVE_AGE = /\b\d+ (?:second|minute|hour|day|week|month|year)s? ago\b/gi;
/** Quoted claims in inconsistencies are cut to this length. */
const QUOTE_CHARS = 120;

/** Confidence of an answer that says its sources lack what was asked: the low band. */
export const UNANSWERED_CONFIDENCE = 0.2;
/** The inconsistency reported with it. */
export const UNANSWERED_NOTE =
  'The sources found are on the subject but do not answer the question; only what they do say is quoted.';

/** The inconsistency reported when there was nothing to check the answer against. */
export const UNVERIFIED_NOTE =
  'No source was found to check this answer against; treat it as unverified.';

/** The inconsistency reported when only the asker's own notes and files back the answer. */
export const OWN_SOURCES_ONLY_NOTE =
  'Only your own notes or files back this answer. They are shown as sources but do not count towards confidence; treat it as unverified.';

export interface VerifyInput {
  answer: string;
  sources: readonly ScoredSource[];
  /** The engine computed the answer (arithmetic, dates) rather than recalled it. */
  isComputed: boolean;
  /** The engine found the sources lack what was asked, and the answer says so. */
  isUnanswered?: boolean;
  /**
   * How much of the question the source sentence the answer leads with speaks to (0 to 1), when
   * the engine reports it: a quoted sentence agrees with its source word for word even when it
   * is not the one that answers.
   */
  leadSupport?: number | undefined;
}

/** Confidence 0 to 1 and the answer's claims the sources do not support or contradict. */
export function verifyAnswer({
  answer,
  sources,
  isComputed,
  isUnanswered = false,
  leadSupport,
}: VerifyInput): Verification {
  // An honest "the article doesn't say" quotes its source faithfully, but answers nothing.
  if (isUnanswered)
    return { confidence: UNANSWERED_CONFIDENCE, inconsistencies: [UNANSWERED_NOTE] };
  if (isComputed) return { confidence: COMPUTED_CONFIDENCE, inconsistencies: [] };
  const independent = sources.filter(({ hit }) => !isOwnSource(hit));
  if (independent.length === 0) {
    const note = sources.length === 0 ? UNVERIFIED_NOTE : OWN_SOURCES_ONLY_NOTE;
    return { confidence: UNVERIFIED_CONFIDENCE, inconsistencies: [note] };
  }

  const checked = independent.map(({ hit }) => {
    // The resources a source lists (the subjects directory's courses) are its own words too.
    const listed = (hit.links ?? []).map((link) => link.name).join(' ');
    return {
      reliability: hit.reliability,
      // A byline naming the publication is supported by that publication's source.
      vocabulary: vocabularyOf(`${hit.title} ${hit.sourceName ?? ''} ${listed} ${hit.content}`),
      numbers: new Set(numbersIn(`${listed} ${hit.content}`)),
    };
  });
  const own = sources
    .filter(({ hit }) => isOwnSource(hit))
    .map(({ hit }) => vocabularyOf(`${hit.title} ${hit.content}`));
  const claims = splitSentences(plainTextOf(answer).replace(RELATIVE_AGE, ' ')).filter(
    (sentence) => contentWords(sentence).length >= MIN_CLAIM_WORDS && !LEAD_IN.test(sentence),
  );
  if (claims.length === 0) {
    return { confidence: UNVERIFIED_CONFIDENCE, inconsistencies: [UNVERIFIED_NOTE] };
  }

  const inconsistencies: string[] = [];
  let total = 0;
  let contradictions = 0;
  for (const claim of claims) {
    const best = checked
      .map((source) => ({ source, share: coverage(claim, source.vocabulary) }))
      .reduce((a, b) => (b.share * b.source.reliability > a.share * a.source.reliability ? b : a));
    total += best.share * best.source.reliability;
    if (best.share < SUPPORTED_CLAIM_COVERAGE) {
      const isOwnClaim = own.some((words) => coverage(claim, words) >= SUPPORTED_CLAIM_COVERAGE);
      inconsistencies.push(
        isOwnClaim
          ? `Supported only by your own notes or files: "${quote(claim)}"`
          : `Not supported by the sources: "${quote(claim)}"`,
      );
      continue;
    }
    // A claim that matches a source in words but not in figures contradicts it.
    const foreign = numbersIn(claim).filter((number) => !best.source.numbers.has(number));
    if (foreign.length > 0 && best.source.numbers.size > 0) {
      contradictions += 1;
      inconsistencies.push(
        `The sources give different figures than ${foreign.join(', ')} in: "${quote(claim)}"`,
      );
    }
  }
  const agreed = total / claims.length - contradictions * CONTRADICTION_PENALTY;
  const confidence =
    leadSupport === undefined ? agreed : Math.min(agreed, supportedConfidence(leadSupport));
  return { confidence: round(Math.min(1, Math.max(0, confidence))), inconsistencies };
}

/** The most an extract can be trusted when its leading sentence shares nothing with the question. */
const UNSUPPORTED_CEILING = 0.35;

/**
 * The most an extract can be trusted for how much of the question its leading sentence speaks
 * to: from UNSUPPORTED_CEILING when it shares nothing, to full trust when it uses every word.
 */
export function supportedConfidence(leadSupport: number): number {
  return UNSUPPORTED_CEILING + (1 - UNSUPPORTED_CEILING) * leadSupport;
}

/**
 * The verification of a reply that makes no claim to check (this server cannot make images or
 * videos, and says so): certain, and marked so no confidence badge is shown.
 */
export function notApplicableVerification(): Verification {
  return { confidence: COMPUTED_CONFIDENCE, inconsistencies: [], isApplicable: false };
}

function quote(text: string): string {
  return text.length <= QUOTE_CHARS ? text : `${text.slice(0, QUOTE_CHARS - 1).trimEnd()}…`;
}

/** Two decimals: the UI shows percentages, more digits only add noise to the payload. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}
