import type { Skill } from '../skill';
import { stripMathQuestion } from './math-text';

/** More decimals than this is not a question a calculator answers. */
const MAX_DECIMALS = 100;
const ROOT_NAMES: Record<string, number> = { square: 2, cube: 3, fourth: 4, fifth: 5 };

/** floor(value^(1/degree)) for a non-negative whole number, by Newton's method on BigInt. */
function integerRoot(value: bigint, degree: bigint): bigint {
  if (value < 2n) return value;
  // Start above the root (a power of two), then Newton steps decrease monotonically to it.
  let guess = 1n << (BigInt(value.toString(2).length) / degree + 1n);
  for (;;) {
    const next = ((degree - 1n) * guess + value / guess ** (degree - 1n)) / degree;
    if (next >= guess) return guess;
    guess = next;
  }
}

/**
 * The degree-th root of a non-negative decimal ("2", "10.5") rounded half up to `decimals`
 * places, written with exactly that many decimals: every digit shown is right.
 */
export function rootToDecimals(radicand: string, degree: number, decimals: number): string {
  const [whole = '0', fraction = ''] = radicand.split('.');
  const bigDegree = BigInt(degree);
  // Scale the radicand to a whole number whose root carries decimals + 1 digits after the point.
  const extra = BigInt(decimals + 1);
  const scale = bigDegree * extra;
  const digits = BigInt(`${whole}${fraction}`);
  // The radicand's own decimals must be a multiple of the degree to scale evenly: pad them.
  const pad = (degree - (fraction.length % degree)) % degree;
  const scaled = digits * 10n ** (scale + BigInt(pad));
  const rootShift = extra + BigInt((fraction.length + pad) / degree);
  const root = integerRoot(scaled, bigDegree);
  // root = floor(true root × 10^rootShift); drop the guard digit, rounding half up.
  const guardShift = rootShift - BigInt(decimals);
  const divisor = 10n ** guardShift;
  const rounded = (root + divisor / 2n) / divisor;
  const text = rounded.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? text : `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

const ROOT_QUESTION = new RegExp(
  String.raw`^(?:the\s+)?(?:(square|cube|fourth|fifth)\s+root\s+of|(sqrt|cbrt))\s*\(?\s*(\d+(?:\.\d+)?)\s*\)?\s+(?:to|in|with|correct to|rounded to)\s+(\d{1,3})\s+(?:decimal\s+places?|decimals?|dp|places?|digits?(?:\s+after the (?:decimal )?point)?)$`,
  'i',
);

/** Roots to a number of decimals: "square root of 2 to 10 decimal places", "cube root of 10 to 5 decimals". */
export const decimalRootsSkill: Skill = {
  name: 'decimal-roots',
  isComputed: true,
  answer({ question }) {
    const match = ROOT_QUESTION.exec(stripMathQuestion(question).replace(/\s+/g, ' '));
    if (!match?.[3] || !match[4]) return null;
    const name = (match[1] ?? match[2] ?? '').toLowerCase();
    const degree = ROOT_NAMES[name] ?? (name === 'cbrt' ? 3 : 2);
    const decimals = Number(match[4]);
    if (decimals > MAX_DECIMALS) return null;
    const value = rootToDecimals(match[3], degree, decimals);
    const symbol =
      degree === 2 ? '√' : degree === 3 ? '∛' : degree === 4 ? '∜' : `${degree}th root of `;
    const places = decimals === 1 ? '1 decimal place' : `${decimals} decimal places`;
    return `${symbol}${match[3]} to ${places} = **${value}**`;
  },
};
