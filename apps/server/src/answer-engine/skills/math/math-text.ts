const QUESTION_PREFIX =
  /^(please\s+)?(can you\s+|could you\s+)?(what\s+is|what's|whats|calculate|compute|evaluate|work out|solve for|how much is)\s+/i;

/** Strips the question words and trailing punctuation around a math expression. */
export function stripMathQuestion(question: string): string {
  return (
    question
      .trim()
      // A final "!" after a number is a factorial ("30!"), not an exclamation.
      .replace(/[?.=\s]+$/, '')
      .replace(/(?<!\d)[!?.=\s]+$/, '')
      // "Hi, what is 2+2?" is still a sum.
      .replace(/^(?:hi|hello|hey)\b[\s,!.]*/i, '')
      .replace(QUESTION_PREFIX, '')
      .trim()
  );
}

const WORD_OPERATORS: [RegExp, string][] = [
  [/\bdivided by\b/gi, '/'],
  [/\b(multiplied by|times)\b/gi, '*'],
  [/\bplus\b/gi, '+'],
  [/\bminus\b/gi, '-'],
  [/\bto the power of\b/gi, '^'],
  [/\bsquared\b/gi, '^2'],
  [/\bcubed\b/gi, '^3'],
  [/\b(?:the\s+)?square root of\s+(-?\d+(?:\.\d+)?)/gi, 'sqrt($1)'],
  [/\b(?:the\s+)?cube root of\s+(-?\d+(?:\.\d+)?)/gi, 'cbrt($1)'],
  [/\b(?:the\s+)?square root of\b/gi, 'sqrt'],
  [/\bfactorial of\s+(\d+)/gi, '$1!'],
  [/(\d+)\s+factorial\b/gi, '$1!'],
  [/[×✕]/g, '*'],
  [/÷/g, '/'],
  [/−/g, '-'],
  [/\bln\(/g, 'log('],
];

/** Turns "3 times 4 plus 2" or "3 × 4" into mathjs syntax. */
export function wordsToOperators(text: string): string {
  return WORD_OPERATORS.reduce(
    (result, [pattern, symbol]) => result.replace(pattern, symbol),
    text,
  );
}

/** Parses a number as people write it: "1,200", "2.5". */
export function parseAmount(text: string): number {
  return Number(text.replace(/,/g, ''));
}

/** A number pattern for regexes: 1,200.50 or -3 or .5 (never empty). */
export const AMOUNT = String.raw`-?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)`;

/** Functions and constants a typed expression may use; anything else could be slow or unsafe. */
const KNOWN_NAMES = new Set([
  'sqrt',
  'cbrt',
  'sin',
  'cos',
  'tan',
  'asin',
  'acos',
  'atan',
  'log',
  'log10',
  'log2',
  'exp',
  'abs',
  'round',
  'floor',
  'ceil',
  'factorial',
  'pi',
  'e',
  'mod',
]);

/**
 * Whether every name in an expression is a known function or constant, or (with `allowVariables`)
 * a single-letter variable. This keeps matrix builders like zeros(1e9) away from mathjs.
 */
export function usesOnlyKnownNames(
  expression: string,
  options: { allowVariables: boolean },
): boolean {
  const names = expression.match(/[a-z]+\d*/gi) ?? [];
  return names.every(
    (name) =>
      KNOWN_NAMES.has(name.toLowerCase()) || (options.allowVariables && /^[a-z]$/i.test(name)),
  );
}
