import type { Skill } from '../skill';
import { formatNumber } from './math-engine';
import { stripMathQuestion } from './math-text';

/** Lists longer than this are data sets, not a question typed into a chat. */
const MAX_VALUES = 200;

type Measure = 'mean' | 'median' | 'mode' | 'range' | 'variance' | 'deviation' | 'summary';

const MEASURES: [RegExp, Measure][] = [
  [/^(?:the\s+)?(?:arithmetic\s+)?(?:mean|average)$/i, 'mean'],
  [/^(?:the\s+)?median$/i, 'median'],
  [/^(?:the\s+)?modes?$/i, 'mode'],
  [/^(?:the\s+)?range$/i, 'range'],
  [/^(?:the\s+)?(?:(?:population|sample)\s+)?variance$/i, 'variance'],
  [
    /^(?:the\s+)?(?:(?:population|sample)\s+)?(?:standard\s+deviation|std(?:\s+dev)?|sd)$/i,
    'deviation',
  ],
  [/^(?:the\s+)?(?:summary\s+)?(?:statistics|stats)$/i, 'summary'],
];

function measureOf(name: string): Measure | undefined {
  return MEASURES.find(([pattern]) => pattern.test(name.trim()))?.[1];
}

const QUESTION =
  /^(.+?)\s+(?:of|for)\s+(?:the\s+)?(?:numbers\s+|values\s+|data\s+|list\s+)?:?\s*(.+)$/i;
const NUMBER = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

/** "3, 5, 7, 7, 9", "3 5 7 and 9", "1,200; 3,400": the numbers of a list, or null. */
export function readNumberList(text: string): number[] | null {
  const list = text.replace(/[[\]{}()]/g, ' ').trim();
  // With spaces between items, "1,200" is one number; without any ("3,5,7"), commas separate.
  const items = /\s/.test(list)
    ? list.split(/\s*(?:[;,]\s+|\s+and\s+|;|\s+)\s*/).map((item) => item.replace(/,/g, ''))
    : list.split(/[;,]/);
  const values = items.filter((item) => item !== '');
  if (values.length < 2 || values.length > MAX_VALUES || !values.every((v) => NUMBER.test(v))) {
    return null;
  }
  return values.map(Number);
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function modes(values: number[]): number[] {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const top = Math.max(...counts.values());
  if (top === 1) return [];
  return [...counts].filter(([, count]) => count === top).map(([value]) => value);
}

function squaredDeviations(values: number[]): number {
  const average = mean(values);
  return values.reduce((sum, value) => sum + (value - average) ** 2, 0);
}

const list = (values: number[]) => values.map(formatNumber).join(', ');

function describe(measure: Exclude<Measure, 'summary'>, values: number[]): string {
  const n = values.length;
  switch (measure) {
    case 'mean':
      return `Mean = ${formatNumber(values.reduce((a, b) => a + b, 0))} ÷ ${n} = **${formatNumber(mean(values))}**`;
    case 'median':
      return `Median (middle of the sorted list ${list([...values].sort((a, b) => a - b))}) = **${formatNumber(median(values))}**`;
    case 'mode': {
      const found = modes(values);
      if (found.length === 0) return 'Mode: **none**, every value occurs once.';
      return found.length === 1
        ? `Mode = **${formatNumber(found[0] ?? 0)}**`
        : `Modes = **${list(found)}** (each occurs equally often)`;
    }
    case 'range':
      return `Range = ${formatNumber(Math.max(...values))} − ${formatNumber(Math.min(...values))} = **${formatNumber(Math.max(...values) - Math.min(...values))}**`;
    case 'variance': {
      const sum = squaredDeviations(values);
      return `Variance: population (÷ ${n}) = **${formatNumber(sum / n)}**; sample (÷ ${n - 1}) = **${formatNumber(sum / (n - 1))}**`;
    }
    case 'deviation': {
      const sum = squaredDeviations(values);
      return `Standard deviation: population (÷ ${n}) = **${formatNumber(Math.sqrt(sum / n))}**; sample (÷ ${n - 1}) = **${formatNumber(Math.sqrt(sum / (n - 1)))}**`;
    }
  }
}

const SUMMARY: Exclude<Measure, 'summary'>[] = [
  'mean',
  'median',
  'mode',
  'range',
  'variance',
  'deviation',
];

/** Statistics of a list: "mean of 3, 5, 7, 7, 9", "standard deviation of …" (population and sample). */
export const statisticsSkill: Skill = {
  name: 'statistics',
  isComputed: true,
  answer({ question }) {
    const text = stripMathQuestion(question)
      .replace(/\s+/g, ' ')
      .replace(/^(?:find|what are)\s+/i, '');
    const match = QUESTION.exec(text);
    if (!match?.[1] || !match[2]) return null;
    // "mean and median of …", "mean, median and mode of …".
    const asked = match[1].split(/\s*(?:,\s*and|,|\band)\s+/i).map((name) => measureOf(name));
    const values = readNumberList(match[2]);
    if (!values || asked.length === 0 || asked.some((measure) => !measure)) return null;
    const measures = [...new Set(asked.flatMap((m) => (m === 'summary' ? SUMMARY : m ? [m] : [])))];
    const heading = `For ${list(values)} (${values.length} values):`;
    const lines = measures.map((m) => describe(m, values));
    return lines.length === 1 ? `${heading} ${lines[0]}` : `${heading}\n\n- ${lines.join('\n- ')}`;
  },
};
