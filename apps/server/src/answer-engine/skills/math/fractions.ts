import type { Skill } from '../skill';
import { decimalToFraction, evaluateExactFraction, formatNumber } from './math-engine';
import { stripMathQuestion, wordsToOperators } from './math-text';

/** Whole numbers, + - * / ^ and parentheses, with at least one division: a sum of fractions. */
const FRACTION_EXPRESSION = /^[\d\s+\-*/^()]+$/;
const SIMPLIFY = /^(?:simplify|reduce)\s+(?:the\s+fraction\s+)?(\d+\s*\/\s*\d+)$/i;
const AS_FRACTION =
  /^(?:convert\s+|write\s+|express\s+)?(-?\d*\.\d+)\s+(?:as|to|in|into)\s+(?:a\s+)?(?:fraction|ratio)(?:\s+in lowest terms)?$/i;
const DECIMAL_AS_FRACTION_ALSO = /^(?:what\s+fraction\s+is|fraction\s+of)\s+(-?\d*\.\d+)$/i;

function fractionAnswer(expression: string): string | null {
  try {
    const { fraction, value } = evaluateExactFraction(expression);
    // A whole result is an ordinary sum, which arithmetic answers as such.
    if (!fraction.includes('/')) return null;
    return `${expression} = **${fraction}** (≈ ${formatNumber(value)})`;
  } catch {
    return null;
  }
}

/** Exact fractions: "1/3 + 1/6" -> 1/2, "simplify 42/56" -> 3/4, "0.375 as a fraction" -> 3/8. */
export const fractionsSkill: Skill = {
  name: 'fractions',
  isComputed: true,
  answer({ question }) {
    const text = stripMathQuestion(question).replace(/\s+/g, ' ');
    const simplify = SIMPLIFY.exec(text);
    if (simplify?.[1]) {
      const written = simplify[1].replace(/\s+/g, '');
      try {
        const { fraction, value } = evaluateExactFraction(written);
        return `${written} = **${fraction}** (≈ ${formatNumber(value)})`;
      } catch {
        return null;
      }
    }
    const decimal = AS_FRACTION.exec(text)?.[1] ?? DECIMAL_AS_FRACTION_ALSO.exec(text)?.[1];
    if (decimal) return `${decimal} = **${decimalToFraction(decimal)}**`;
    const expression = wordsToOperators(text).trim();
    if (!expression.includes('/') || !FRACTION_EXPRESSION.test(expression)) return null;
    // Only sums of fractions: "12 / 4" alone is a division, answered by arithmetic.
    if (!/\d\s*\/\s*\d/.test(expression) || !/[+\-*^(]/.test(expression.replace(/^-/, ''))) {
      return null;
    }
    return fractionAnswer(expression);
  },
};
