import type { Skill } from '../skill';
import { formatNumber } from './math-engine';
import { AMOUNT, parseAmount } from './math-text';

type PercentRule = { pattern: RegExp; solve: (a: number, b: number) => string };

const RULES: PercentRule[] = [
  {
    // "15% of 240", "15 percent of 240"
    pattern: new RegExp(String.raw`(${AMOUNT})\s*(?:%|percent)\s+of\s+(${AMOUNT})`, 'i'),
    solve: (percent, base) =>
      `${formatNumber(percent)}% of ${formatNumber(base)} = ${formatNumber(percent / 100)} × ${formatNumber(base)} = **${formatNumber((percent / 100) * base)}**`,
  },
  {
    // "what percent is 30 of 120"
    pattern: new RegExp(
      String.raw`what\s+(?:percent|percentage)\s+(?:is|of)\s+(${AMOUNT})\s+(?:of|out of|from)\s+(${AMOUNT})`,
      'i',
    ),
    solve: ratioAnswer,
  },
  {
    // "30 is what percent of 120"
    pattern: new RegExp(
      String.raw`(${AMOUNT})\s+is\s+what\s+(?:percent|percentage)\s+of\s+(${AMOUNT})`,
      'i',
    ),
    solve: ratioAnswer,
  },
  {
    // "increase 80 by 25%"
    pattern: new RegExp(String.raw`increase\s+(${AMOUNT})\s+by\s+(${AMOUNT})\s*(?:%|percent)`, 'i'),
    solve: (base, percent) => changeAnswer(base, percent, 1),
  },
  {
    // "decrease 80 by 25%"
    pattern: new RegExp(
      String.raw`(?:decrease|reduce)\s+(${AMOUNT})\s+by\s+(${AMOUNT})\s*(?:%|percent)`,
      'i',
    ),
    solve: (base, percent) => changeAnswer(base, percent, -1),
  },
];

function ratioAnswer(part: number, whole: number): string {
  if (whole === 0) return `A percentage of 0 is undefined: you cannot divide by zero.`;
  return `${formatNumber(part)} ÷ ${formatNumber(whole)} × 100 = **${formatNumber((part / whole) * 100)}%**`;
}

function changeAnswer(base: number, percent: number, sign: 1 | -1): string {
  const factor = 1 + (sign * percent) / 100;
  return `${formatNumber(base)} × ${formatNumber(factor)} = **${formatNumber(base * factor)}**`;
}

/** Percentages: "15% of 240", "what percent is 30 of 120", "increase 80 by 25%". */
export const percentagesSkill: Skill = {
  name: 'percentages',
  isComputed: true,
  answer({ question }) {
    for (const rule of RULES) {
      const match = rule.pattern.exec(question);
      if (!match?.[1] || !match[2]) continue;
      const a = parseAmount(match[1]);
      const b = parseAmount(match[2]);
      if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
      return rule.solve(a, b);
    }
    return null;
  },
};
