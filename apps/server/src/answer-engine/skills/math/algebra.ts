import type { Skill } from '../skill';
import { differentiate, evaluateNumber, formatNumber, simplifyExpression } from './math-engine';
import { toReadableMath } from './math-notation';
import { stripMathQuestion, usesOnlyKnownNames } from './math-text';

/** Coefficients smaller than this are float noise, not a real slope. */
const EPSILON = 1e-9;
const ALGEBRA_CHARS = /^[\d\s+\-*/^().a-z]+$/i;

function isAlgebra(text: string): boolean {
  return ALGEBRA_CHARS.test(text) && usesOnlyKnownNames(text, { allowVariables: true });
}

/** The single variable of an expression ("2x + 3" -> "x"), or null when there are none or several. */
function findVariable(expression: string): string | null {
  const names = new Set((expression.match(/[a-z]+/gi) ?? []).filter((name) => name.length === 1));
  const others = (expression.match(/[a-z]{2,}/gi) ?? []).filter((name) => name !== 'sqrt');
  if (names.size !== 1 || others.length > 0) return null;
  const [variable] = names;
  return variable ?? null;
}

/** Solves a linear equation in one variable, "2x + 3 = 11", by sampling it: f(v) = lhs - rhs. */
export function solveLinearEquation(equation: string): string | null {
  const sides = equation.split('=');
  if (sides.length !== 2 || !isAlgebra(sides.join(' '))) return null;
  const [left = '', right = ''] = sides.map((side) => side.trim());
  if (!left || !right) return null;
  const variable = findVariable(`${left} ${right}`);
  if (!variable) return null;
  try {
    const f = (value: number) => evaluateNumber(`(${left}) - (${right})`, { [variable]: value });
    const intercept = f(0);
    const slope = f(1) - intercept;
    const equationText = `${left} = ${right}`;
    // A linear function's value at 2 is intercept + 2·slope; anything else is not linear.
    if (Math.abs(f(2) - (intercept + 2 * slope)) > EPSILON) {
      return solveQuadratic(f, equationText, variable);
    }
    if (Math.abs(slope) < EPSILON) {
      return Math.abs(intercept) < EPSILON
        ? `${equationText} holds for every value of ${variable}.`
        : `${equationText} has no solution: both sides never meet.`;
    }
    const solution = -intercept / slope;
    return `${equationText} → ${variable} = **${formatNumber(solution)}**\n\nCheck: with ${variable} = ${formatNumber(solution)}, both sides equal ${formatNumber(evaluateNumber(right, { [variable]: solution }))}.`;
  } catch {
    return null;
  }
}

/**
 * A quadratic equation read from three samples of f = lhs - rhs (a fourth proves it is one), solved
 * with the quadratic formula; null for anything of higher degree.
 */
function solveQuadratic(
  f: (value: number) => number,
  equationText: string,
  variable: string,
): string | null {
  const c = f(0);
  // f(1) = a + b + c and f(-1) = a - b + c.
  const a = (f(1) + f(-1)) / 2 - c;
  const b = (f(1) - f(-1)) / 2;
  if (Math.abs(a) < EPSILON) return null;
  if (Math.abs(f(2) - (4 * a + 2 * b + c)) > EPSILON) return null;
  const discriminant = b * b - 4 * a * c;
  if (discriminant < -EPSILON) {
    return `${equationText} has **no real solution**: its discriminant b² − 4ac is ${formatNumber(discriminant)}, below zero.`;
  }
  if (Math.abs(discriminant) <= EPSILON) {
    return `${equationText} → ${variable} = **${formatNumber(-b / (2 * a))}** (a double root).`;
  }
  const root = Math.sqrt(discriminant);
  const [low, high] = [(-b - root) / (2 * a), (-b + root) / (2 * a)].sort((x, y) => x - y);
  return `${equationText} → ${variable} = **${formatNumber(low ?? 0)}** or ${variable} = **${formatNumber(high ?? 0)}**\n\nBy the quadratic formula with a = ${formatNumber(a)}, b = ${formatNumber(b)}, c = ${formatNumber(c)}.`;
}

const SIMPLIFY = /^simplify\s+(.+)$/i;
const DERIVATIVE =
  /^(?:(?:the\s+)?derivative\s+of|differentiate|d\/d([a-z]))\s+(.+?)(?:\s+with respect to\s+([a-z]))?$/i;

/** Algebra: linear and quadratic equations, "simplify 2x + 3x", "derivative of x^2 + 3x". */
export const algebraSkill: Skill = {
  name: 'algebra',
  isComputed: true,
  answer({ question }) {
    const text = stripMathQuestion(question)
      .replace(/^solve\s+/i, '')
      // mathjs's natural logarithm is log().
      .replace(/\bln\(/g, 'log(')
      // "solve for x: 2x + 3 = 11" and "2x + 3 = 11 for x" name the variable around the equation.
      .replace(/^(?:for\s+)?[a-z]\s*:\s*/i, '')
      .replace(/,?\s+for\s+[a-z]$/i, '');
    const simplifyMatch = SIMPLIFY.exec(text);
    if (simplifyMatch?.[1] && isAlgebra(simplifyMatch[1])) {
      try {
        const simplified = toReadableMath(simplifyExpression(simplifyMatch[1]));
        return `${toReadableMath(simplifyMatch[1].trim())} = **${simplified}**`;
      } catch {
        return null;
      }
    }
    const derivativeMatch = DERIVATIVE.exec(text);
    if (derivativeMatch?.[2] && isAlgebra(derivativeMatch[2])) {
      const expression = derivativeMatch[2].trim();
      const variable = derivativeMatch[1] ?? derivativeMatch[3] ?? findVariable(expression) ?? 'x';
      try {
        const derivative = toReadableMath(differentiate(expression, variable));
        return `d/d${variable} (${toReadableMath(expression)}) = **${derivative}**`;
      } catch {
        return null;
      }
    }
    return text.includes('=') ? solveLinearEquation(text) : null;
  },
};
