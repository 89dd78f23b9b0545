import type { CONFIDENCE_LEVELS } from '@polymath/shared';
import { isConfusedText, normalisePhrasing } from '../../../text/question';

/*
 * What a message's phrasing says about its author's learning: what kind of gap a question shows,
 * and how confident its wording sounds. Our own cue lists, matched on lower-cased text (whether it
 * asks something or sounds confused is read by the text toolkit).
 */

/** novice | intermediate | advanced (001 §3 "Interest"). */
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];

/** What a knowledge gap is about, from the phrasing of the questions it comes from. */
export const GAP_TYPES = ['concept', 'application', 'troubleshooting', 'comparison'] as const;
export type GapType = (typeof GAP_TYPES)[number];

const TROUBLESHOOTING =
  /\b(error|errors|bug|bugs|crash(es|ed|ing)?|fail(s|ed|ing)?|broken|not working|doesn't work|does not work|won't|why (doesn't|does not|isn't|is not|won't|can't|don't)|fix|exception|undefined|wrong (answer|result|output)|debug)\b/;
const COMPARISON =
  /\b(difference between|differences between|compare|comparing|comparison|versus|vs\.?|better than|which is better|pros and cons|trade-?offs?)\b/;
const APPLICATION =
  /\b(how (do|can|should|would) (i|we|you|one)|how to|examples?|implement(ing|ation)?|apply(ing)?|use|using|build(ing)?|solve|calculate|practise|practice|exercises?|step by step)\b/;

/** Asking what something is: a mild sign, outweighed by any depth in the rest of the message. */
const DEFINITION_QUESTION = /\bwhat(?: is|'s| are| was| were)\b/;

const NOVICE_CUES: RegExp[] = [
  /\blike i'?m (five|5|a child|a kid)\b/,
  /\beli5\b/,
  /\b(i'm|i am) (completely |totally |very )?new to\b/,
  /\b(beginner|newbie|complete novice)\b/,
  /\bbasics?\b/,
  /\bin (simple|plain) (terms|words|english)\b/,
  /\bsimply\b/,
  /\bnever (used|learned|studied|done)\b/,
  /\bfrom scratch\b/,
  /\bwhere (do|should) i (start|begin)\b/,
  /\bjust (started|starting)\b/,
  /\bwhat does .{1,40} mean\b/,
  /\bhow does .{1,40} work\b/,
];

const ADVANCED_CUES: RegExp[] = [
  /\btrade-?offs?\b/,
  /\boptimi[sz](e|es|ed|ing|ation)\b/,
  /\b(time|space|computational|asymptotic) complexity\b|\bbig o\b/,
  /\b(internals?|under the hood|implementation details?)\b/,
  /\bedge cases?\b/,
  /\bbenchmark/,
  /\bscal(ability|able|ing) (to|under|beyond)\b/,
  /\b(prove|proof|derive|derivation|formally)\b/,
  /\b(implications?|nuances?|caveats?)\b/,
  /\bbest practices?\b/,
];

/** Comparing signals some depth, less than the cues above. */
const COMPARING = COMPARISON;

/** Words of specialised vocabulary: each one used adds depth. */
// prettier-ignore
const TECHNICAL_WORDS = new Set([
  'asymptotic', 'concurrency', 'concurrent', 'idempotent', 'eigenvalue', 'eigenvector',
  'polymorphism', 'mutex', 'latency', 'throughput', 'monad', 'heuristic', 'stochastic',
  'covariance', 'variance', 'entropy', 'kinetics', 'hermitian', 'gradient', 'regression',
  'amortized', 'amortised', 'invariant', 'isomorphism', 'homomorphism', 'lemma', 'tensor',
  'hamiltonian', 'lagrangian', 'enthalpy', 'stereochemistry', 'allele', 'epigenetic',
  'phenotype', 'genotype', 'elasticity', 'arbitrage', 'derivatives', 'hedging', 'subjunctive',
  'epistemology', 'ontology', 'deadlock', 'serialization', 'serialisation', 'sharding',
  'replication', 'consensus', 'generics', 'lifetimes', 'borrow', 'checker', 'orm', 'indexes',
  'joins', 'pivot', 'quantization', 'backpropagation', 'overfitting', 'regularization',
  'convolution', 'pharmacokinetics', 'etiology', 'macroeconomic', 'microeconomic', 'dialectic',
]);

/** Code in a message: fences, inline code, or the punctuation of code. */
const CODE =
  /```|`[^`]+`|=>|\b\w+\([^)]*\)\s*[{;]|[{};]\s*$|\bconst \w+ =|\bdef \w+\(|\bfunction \w*\(/m;

/** What kind of gap a question shows, the most specific phrasing first. */
export function gapTypeOf(text: string): GapType {
  const lower = normalisePhrasing(text);
  if (TROUBLESHOOTING.test(lower)) return 'troubleshooting';
  if (COMPARISON.test(lower)) return 'comparison';
  if (APPLICATION.test(lower)) return 'application';
  return 'concept';
}

/**
 * How confident the wording sounds. Novice cues ("what is", "explain like I'm five", "I'm new to")
 * take 2 points each ("what is" 1); depth adds: advanced cues ("trade-offs", "optimise", "under the hood") 2
 * each, code 3, comparing and each technical word 1, a long message (over 40 words) 1; confusion
 * takes 1.
 * Below 0 is novice, 3 and above advanced, the rest intermediate.
 */
export function confidenceOf(text: string): ConfidenceLevel {
  const lower = normalisePhrasing(text);
  let score = 0;
  for (const cue of NOVICE_CUES) if (cue.test(lower)) score -= 2;
  if (DEFINITION_QUESTION.test(lower)) score -= 1;
  for (const cue of ADVANCED_CUES) if (cue.test(lower)) score += 2;
  if (CODE.test(text)) score += 3;
  if (COMPARING.test(lower)) score += 1;
  const words = lower.match(/[\p{L}\p{N}-]+/gu) ?? [];
  score += Math.min(4, words.filter((word) => TECHNICAL_WORDS.has(word)).length);
  if (words.length > 40) score += 1;
  if (isConfusedText(lower)) score -= 1;
  if (score < 0) return 'novice';
  if (score >= 3) return 'advanced';
  return 'intermediate';
}
