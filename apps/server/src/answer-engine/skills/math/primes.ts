import type { Skill } from '../skill';
import { toSuperscript } from './math-notation';
import { stripMathQuestion } from './math-text';

/** Trial division stays instant up to here (a million divisions at most). */
const MAX_FACTORED = 10n ** 12n;
/** Lists of primes stop here, so an answer stays readable. */
const MAX_LISTED_BELOW = 10_000;
/** Miller-Rabin with these bases is exact below 3.3 × 10^24. */
const WITNESSES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n];
const MAX_TESTED = 3n * 10n ** 24n;

function modularPower(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let square = base % modulus;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
  }
  return result;
}

/** Whether a whole number is prime (exact for every number this skill accepts). */
export function isPrime(value: bigint): boolean {
  if (value < 2n) return false;
  for (const witness of WITNESSES) {
    if (value === witness) return true;
    if (value % witness === 0n) return false;
  }
  let odd = value - 1n;
  let twos = 0;
  while (odd % 2n === 0n) {
    odd /= 2n;
    twos += 1;
  }
  return WITNESSES.every((witness) => {
    let x = modularPower(witness, odd, value);
    if (x === 1n || x === value - 1n) return true;
    for (let round = 1; round < twos; round += 1) {
      x = (x * x) % value;
      if (x === value - 1n) return true;
    }
    return false;
  });
}

/** The prime factors of a whole number with their exponents, smallest first. */
export function primeFactors(value: bigint): { prime: bigint; exponent: number }[] {
  const factors: { prime: bigint; exponent: number }[] = [];
  let rest = value;
  for (let divisor = 2n; divisor * divisor <= rest; divisor += divisor === 2n ? 1n : 2n) {
    let exponent = 0;
    while (rest % divisor === 0n) {
      rest /= divisor;
      exponent += 1;
    }
    if (exponent > 0) factors.push({ prime: divisor, exponent });
  }
  if (rest > 1n) factors.push({ prime: rest, exponent: 1 });
  return factors;
}

/** "2³ × 3² × 5". */
export function formatFactorization(factors: { prime: bigint; exponent: number }[]): string {
  return factors
    .map(({ prime, exponent }) =>
      exponent === 1 ? `${prime}` : `${prime}${toSuperscript(String(exponent)) ?? `^${exponent}`}`,
    )
    .join(' × ');
}

function nextPrime(after: bigint): bigint {
  let candidate = after < 2n ? 2n : after + 1n;
  while (!isPrime(candidate)) candidate += 1n;
  return candidate;
}

function primesBelow(limit: number): number[] {
  const isComposite = new Uint8Array(limit);
  const primes: number[] = [];
  for (let value = 2; value < limit; value += 1) {
    if (isComposite[value]) continue;
    primes.push(value);
    for (let multiple = value * value; multiple < limit; multiple += value) {
      isComposite[multiple] = 1;
    }
  }
  return primes;
}

const NUMBER = String.raw`(\d[\d,]*)`;
const IS_PRIME = new RegExp(String.raw`^(?:is\s+)?${NUMBER}\s+(?:a\s+)?prime(?:\s+number)?$`, 'i');
const FACTOR = new RegExp(
  String.raw`^(?:(?:the\s+)?prime\s+factori[sz]ation\s+of|(?:the\s+)?prime\s+factors\s+of|factori[sz]e|factor)\s+${NUMBER}$`,
  'i',
);
const NEXT_PRIME = new RegExp(
  String.raw`^(?:the\s+)?(?:next|first|smallest)\s+prime(?:\s+number)?\s+(?:after|above|greater than|bigger than|larger than)\s+${NUMBER}$`,
  'i',
);
const PRIMES_BELOW = new RegExp(
  String.raw`^(?:what are\s+|(?:list|show|give me)\s+)?(?:all\s+)?(?:the\s+)?prime(?:s|\s+numbers)\s+(below|under|less than|up to|to|until)\s+${NUMBER}$`,
  'i',
);

function readWhole(text: string): bigint {
  return BigInt(text.replace(/,/g, ''));
}

function answerIsPrime(value: bigint): string | null {
  if (value >= MAX_TESTED) return null;
  if (isPrime(value)) return `**Yes**, ${value} is a prime number.`;
  if (value < 2n) return `**No**, ${value} is not a prime number: primes start at 2.`;
  if (value > MAX_FACTORED) return `**No**, ${value} is not a prime number.`;
  const [smallest] = primeFactors(value);
  const factors = formatFactorization(primeFactors(value));
  return `**No**, ${value} is not a prime number: it is divisible by ${smallest?.prime} (${value} = ${factors}).`;
}

function answerFactor(value: bigint): string | null {
  if (value < 2n) return `${value} has no prime factors.`;
  if (value > MAX_FACTORED) return null;
  if (isPrime(value)) return `${value} is prime: its only prime factor is itself, **${value}**.`;
  return `${value} = **${formatFactorization(primeFactors(value))}**`;
}

function answerPrimesBelow(bound: string, limit: bigint): string | null {
  const isInclusive = /^(up to|to|until)$/i.test(bound);
  const end = Number(limit) + (isInclusive ? 1 : 0);
  if (end > MAX_LISTED_BELOW) return null;
  const primes = primesBelow(end);
  const phrase = isInclusive ? `up to ${limit}` : `below ${limit}`;
  if (primes.length === 0) return `There are no primes ${phrase}.`;
  return `The ${primes.length} primes ${phrase}: **${primes.join(', ')}**.`;
}

/** Primes: "is 97 prime?", "factor 360", "next prime after 100", "primes below 50". */
export const primesSkill: Skill = {
  name: 'primes',
  isComputed: true,
  answer({ question }) {
    const text = stripMathQuestion(question).replace(/\s+/g, ' ');
    const isPrimeMatch = IS_PRIME.exec(text);
    if (isPrimeMatch?.[1]) return answerIsPrime(readWhole(isPrimeMatch[1]));
    const factorMatch = FACTOR.exec(text);
    if (factorMatch?.[1]) return answerFactor(readWhole(factorMatch[1]));
    const nextMatch = NEXT_PRIME.exec(text);
    if (nextMatch?.[1]) {
      const after = readWhole(nextMatch[1]);
      return after < MAX_TESTED
        ? `The next prime after ${after} is **${nextPrime(after)}**.`
        : null;
    }
    const belowMatch = PRIMES_BELOW.exec(text);
    if (belowMatch?.[1] && belowMatch[2]) {
      return answerPrimesBelow(belowMatch[1], readWhole(belowMatch[2]));
    }
    return null;
  },
};
