import type { Skill } from '../skill';
import { evaluateExactInteger } from './exact-integers';
import { describeNonReal, evaluateNumber, formatNumber } from './math-engine';
import { stripMathQuestion, usesOnlyKnownNames, wordsToOperators } from './math-text';

const ALLOWED_CHARS = /^[\d\s+\-*/^().,!%a-z]+$/i;

/** The calculation in a question, in mathjs syntax, or null when it is not one. */
export function extractArithmetic(question: string): string | null {
  const expression = wordsToOperators(stripMathQuestion(question))
    // "1,200" is a thousands separator here, never an argument list.
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    // "3 x 4" with spaces is a multiplication sign, not a variable.
    .replace(/(\d)\s+x\s+(?=[\d(])/gi, '$1 * ')
    .trim();
  if (!/\d/.test(expression) || !/[+\-*/^!(]|sqrt|log|sin|cos|tan/.test(expression)) return null;
  if (!ALLOWED_CHARS.test(expression)) return null;
  if (!usesOnlyKnownNames(expression, { allowVariables: false })) return null;
  return expression;
}

/** Arithmetic: "2^10", "sqrt(144)", "(3+4)*5", "12 divided by 4", exact "2^64" and "30!". */
export const arithmeticSkill: Skill = {
  name: 'arithmetic',
  isComputed: true,
  answer({ question }) {
    const expression = extractArithmetic(question);
    if (!expression) return null;
    // Whole numbers stay exact however large: 2^64 is 18446744073709551616, not 1.8e19.
    const exact = evaluateExactInteger(expression);
    if (exact !== null) return `${expression} = **${exact.toString()}**`;
    try {
      const value = evaluateNumber(expression);
      return `${expression} = **${formatNumber(value)}**`;
    } catch {
      return nonRealAnswer(expression);
    }
  },
};

/** "100 / 0" and "sqrt(-1)" have no real value: say so rather than decline. */
function nonRealAnswer(expression: string): string | null {
  const nonReal = describeNonReal(expression);
  if (nonReal?.kind === 'division-by-zero' && /\/\s*\(?\s*0(?![\d.])/.test(expression)) {
    return `${expression} is **undefined**: a number cannot be divided by zero.`;
  }
  if (nonReal?.kind === 'complex') {
    return `${expression} has **no real value**; in the complex numbers it is **${nonReal.value}** (i is the square root of -1).`;
  }
  return null;
}
