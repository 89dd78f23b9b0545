import type { Skill } from '../skill';
import { formatNumber } from './math-engine';
import { AMOUNT, parseAmount } from './math-text';

type PercentRule = { pattern: RegExp; solve: (a: number, b: number) => string };

const PERCENT = String.raw`\s*(?:%|percent)`;

const RULES: PercentRule[] = [
  {
    // "15% of 240", "15 percent of 240" (not "50% of 50% of 80", a chain)
    pattern: new RegExp(
      String.raw`(${AMOUNT})${PERCENT}\s+of\s+(${AMOUNT})(?![\d.,]*${PERCENT})`,
      'i',
    ),
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
    // "what percentage of 180 is 45"
    pattern: new RegExp(
      String.raw`what\s+(?:percent|percentage)\s+of\s+(${AMOUNT})\s+is\s+(${AMOUNT})`,
      'i',
    ),
    solve: (whole, part) => ratioAnswer(part, whole),
  },
  {
    // "the percentage increase from 50 to 65", "percent change from 80 to 60"
    pattern: new RegExp(
      String.raw`(?:percent|percentage)\s+(?:increase|decrease|change)\s+from\s+(${AMOUNT})\s+to\s+(${AMOUNT})`,
      'i',
    ),
    solve: percentChangeAnswer,
  },
  {
    // "25% off $80", "25 percent off 80"
    pattern: new RegExp(String.raw`(${AMOUNT})${PERCENT}\s+off\s+(?:of\s+)?\$?(${AMOUNT})`, 'i'),
    solve: (percent, price) => changeAnswer(price, percent, -1),
  },
  {
    // "a jacket costs $80 and is 25% off"
    pattern: new RegExp(String.raw`\$(${AMOUNT})\b.*?\b(${AMOUNT})${PERCENT}\s+off\b`, 'i'),
    solve: (price, percent) => changeAnswer(price, percent, -1),
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

function percentChangeAnswer(from: number, to: number): string {
  if (from === 0) return `A change from 0 has no percentage: you cannot divide by zero.`;
  const change = ((to - from) / from) * 100;
  const kind = change >= 0 ? 'increase' : 'decrease';
  return `(${formatNumber(to)} − ${formatNumber(from)}) ÷ ${formatNumber(from)} × 100 = **${formatNumber(Math.abs(change))}% ${kind}**`;
}

/** "50% of 50% of 80": each percentage taken of what follows it, from the right. */
const CHAIN = new RegExp(String.raw`((?:${AMOUNT}${PERCENT}\s+of\s+){2,})(${AMOUNT})`, 'i');
const CHAIN_LINK = new RegExp(String.raw`(${AMOUNT})${PERCENT}\s+of`, 'gi');

function chainAnswer(question: string): string | null {
  const chain = CHAIN.exec(question);
  if (!chain?.[1] || !chain[2]) return null;
  const percents = [...chain[1].matchAll(CHAIN_LINK)].map((link) => parseAmount(link[1] ?? ''));
  const base = parseAmount(chain[2]);
  if (![...percents, base].every(Number.isFinite)) return null;
  const value = percents.reduceRight((result, percent) => (percent / 100) * result, base);
  const factors = percents.map((percent) => formatNumber(percent / 100)).join(' × ');
  return `${chain[0].trim()} = ${factors} × ${formatNumber(base)} = **${formatNumber(value)}**`;
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
    const chained = chainAnswer(question);
    if (chained) return chained;
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
