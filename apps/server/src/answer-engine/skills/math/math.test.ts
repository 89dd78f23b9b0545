import { describe, expect, it } from 'vitest';
import { algebraSkill } from './algebra';
import { arithmeticSkill } from './arithmetic';
import { decimalRootsSkill, rootToDecimals } from './decimal-roots';
import { fractionsSkill } from './fractions';
import { mathSkill } from './math';
import { percentagesSkill } from './percentages';
import { primesSkill } from './primes';
import { readNumberList, statisticsSkill } from './statistics';
import { unitConversionSkill } from './unit-conversion';
import type { Skill } from '../skill';

const ask = (skill: Skill, question: string) =>
  skill.answer({ question, context: { sources: [] } });

describe('percentages', () => {
  it('answers "What is 15% of 240?" with 36 and its working', () => {
    expect(ask(percentagesSkill, 'What is 15% of 240?')).toBe('15% of 240 = 0.15 × 240 = **36**');
  });

  it('answers what percent one number is of another', () => {
    expect(ask(percentagesSkill, 'what percent is 30 of 120')).toContain('**25%**');
    expect(ask(percentagesSkill, '30 is what percentage of 120?')).toContain('**25%**');
  });

  it('takes a chain of percentages each of what follows it', () => {
    expect(ask(percentagesSkill, 'What is 50% of 50% of 80?')).toBe(
      '50% of 50% of 80 = 0.5 × 0.5 × 80 = **20**',
    );
  });

  it('reads "what percentage of A is B", a percentage change and a discount', () => {
    expect(ask(percentagesSkill, 'What percentage of 180 is 45?')).toContain('**25%**');
    expect(ask(percentagesSkill, 'What is the percentage increase from 50 to 65?')).toContain(
      '**30% increase**',
    );
    expect(ask(percentagesSkill, 'percent change from 80 to 60')).toContain('**25% decrease**');
    expect(
      ask(percentagesSkill, 'A jacket costs $80 and is 25% off. What is the sale price?'),
    ).toBe('80 × 0.75 = **60**');
    expect(ask(percentagesSkill, 'What is 20% off $45?')).toBe('45 × 0.8 = **36**');
  });

  it('increases and decreases by a percentage', () => {
    expect(ask(percentagesSkill, 'increase 80 by 25%')).toBe('80 × 1.25 = **100**');
    expect(ask(percentagesSkill, 'decrease 1,200 by 10 percent')).toBe('1200 × 0.9 = **1080**');
  });

  it('leaves other questions alone', () => {
    expect(ask(percentagesSkill, 'What is the capital of France?')).toBeNull();
  });
});

describe('arithmetic', () => {
  it.each([
    ['2^10', '1024'],
    ['What is sqrt(144)?', '12'],
    ['(3+4)*5', '35'],
    ['calculate 12 divided by 4', '3'],
    ['what is 3 x 4', '12'],
    ['7 × 6', '42'],
  ])('evaluates "%s" to %s', (question, result) => {
    expect(ask(arithmeticSkill, question)).toContain(`**${result}**`);
  });

  it('ignores questions that are not calculations', () => {
    expect(ask(arithmeticSkill, 'What is the speed of light?')).toBeNull();
    expect(ask(arithmeticSkill, 'Who won the 2018 World Cup?')).toBeNull();
    expect(ask(arithmeticSkill, 'what is 2024')).toBeNull();
  });

  it.each([
    ['2^64', '18446744073709551616'],
    ['30!', '265252859812191058636308480000000'],
    ['what is 30 factorial?', '265252859812191058636308480000000'],
    ['123456789 * 987654321', '121932631112635269'],
    ['2^3^2', '512'],
    ['(2^64 - 1) - 2^64', '-1'],
  ])('keeps whole numbers exact: "%s" = %s', (question, result) => {
    expect(ask(arithmeticSkill, question)).toContain(`**${result}**`);
  });

  it('never exposes functions outside the allowed list', () => {
    expect(ask(arithmeticSkill, 'import(1)')).toBeNull();
    expect(ask(arithmeticSkill, 'ones(10000, 10000) + 1')).toBeNull();
    expect(ask(arithmeticSkill, '999999999!')).toBeNull();
  });
});

describe('algebra', () => {
  it('solves a linear equation in one variable', () => {
    expect(ask(algebraSkill, 'Solve 2x + 3 = 11')).toContain('x = **4**');
    expect(ask(algebraSkill, 'solve for y: 3y - 4 = 2y + 1')).toContain('y = **5**');
  });

  it('says when an equation has no solution', () => {
    expect(ask(algebraSkill, 'x + 1 = x + 2')).toContain('no solution');
  });

  it('declines equations of a degree above two', () => {
    expect(ask(algebraSkill, 'x^2 = 4')).toContain('x = **-2** or x = **2**');
    expect(ask(algebraSkill, 'x^4 = 16')).toBeNull();
  });

  it('refuses expressions that name functions outside the allowed list', () => {
    expect(ask(algebraSkill, 'simplify zeros(99999999) + x')).toBeNull();
    expect(ask(algebraSkill, 'derivative of range(1 1e9) x')).toBeNull();
  });

  it('simplifies and differentiates', () => {
    expect(ask(algebraSkill, 'simplify 2x + 3x')).toContain('**5x**');
    expect(ask(algebraSkill, 'What is the derivative of x^2 + 3x?')).toContain('**2x + 3**');
  });

  it.each([
    ['derivative of x^3 + 2x', 'd/dx (x³ + 2x) = **3x² + 2**'],
    ['differentiate x^3 - 2x + 5 - sin(x)', '**3x² - 2 - cos(x)**'],
    ['derivative of sin(x)', '**cos(x)**'],
    ['derivative of cos(x)', '**-sin(x)**'],
    ['derivative of exp(x)', '**eˣ**'],
    ['differentiate exp(2x)', 'd/dx (e²ˣ) = **2e²ˣ**'],
    ['derivative of ln(x)', 'd/dx (ln(x)) = **1/x**'],
    ['derivative of x^2 * sin(x)', '**2x·sin(x) + x²·cos(x)**'],
    ['derivative of sqrt(x)', '**1/(2√x)**'],
    ['d/dt 4t^2', '**8t**'],
  ])('writes the derivative "%s" as a textbook would', (question, answer) => {
    expect(ask(algebraSkill, question)).toContain(answer);
  });
});

describe('primes', () => {
  it.each([
    ['is 97 prime?', '**Yes**, 97 is a prime number.'],
    [
      'Is 91 a prime number?',
      '**No**, 91 is not a prime number: it is divisible by 7 (91 = 7 × 13).',
    ],
    ['is 1 prime', '**No**, 1 is not a prime number: primes start at 2.'],
    ['is 18446744073709551557 prime?', '**Yes**'],
    ['factor 360', '360 = **2³ × 3² × 5**'],
    ['prime factorization of 360', '360 = **2³ × 3² × 5**'],
    ['What is the prime factorisation of 1001?', '1001 = **7 × 11 × 13**'],
    ['factor 97', 'its only prime factor is itself, **97**'],
    ['next prime after 100', 'The next prime after 100 is **101**.'],
    ['what is the smallest prime greater than 1000?', '**1009**'],
    ['primes below 50', '**2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47**'],
    ['what are the prime numbers up to 13?', 'The 6 primes up to 13: **2, 3, 5, 7, 11, 13**.'],
  ])('answers "%s"', (question, answer) => {
    expect(ask(primesSkill, question)).toContain(answer);
  });

  it('leaves other questions alone', () => {
    expect(ask(primesSkill, 'What is a prime minister?')).toBeNull();
    expect(ask(primesSkill, 'primes below 10000000')).toBeNull();
  });
});

describe('roots to a number of decimals', () => {
  it.each([
    ['square root of 2 to 10 decimal places', '√2 to 10 decimal places = **1.4142135624**'],
    ['cube root of 10 to 5 decimals', '∛10 to 5 decimal places = **2.15443**'],
    ['What is sqrt(3) to 4 dp?', '**1.7321**'],
    ['the square root of 2.25 to 3 decimal places', '**1.500**'],
    ['fourth root of 16 to 2 decimal places', '**2.00**'],
  ])('answers "%s"', (question, answer) => {
    expect(ask(decimalRootsSkill, question)).toContain(answer);
  });

  it('rounds the last digit half up from exact digits', () => {
    expect(rootToDecimals('2', 2, 50)).toBe('1.41421356237309504880168872420969807856967187537695');
    expect(rootToDecimals('99', 2, 1)).toBe('9.9');
    expect(rootToDecimals('0.5', 3, 6)).toBe('0.793701');
    expect(rootToDecimals('2', 2, 0)).toBe('1');
  });
});

describe('fractions', () => {
  it.each([
    ['1/3 + 1/6', '1/3 + 1/6 = **1/2** (≈ 0.5)'],
    ['what is 2/3 * 3/4?', '**1/2**'],
    ['1/3 - 1/2', '**-1/6**'],
    ['simplify 42/56', '42/56 = **3/4** (≈ 0.75)'],
    ['reduce 10/4', '**5/2**'],
    ['0.375 as a fraction', '0.375 = **3/8**'],
    ['convert 0.125 to a fraction', '0.125 = **1/8**'],
  ])('answers "%s"', (question, answer) => {
    expect(ask(fractionsSkill, question)).toContain(answer);
  });

  it('leaves whole results and plain divisions to arithmetic', () => {
    expect(ask(fractionsSkill, '1/2 * 4')).toBeNull();
    expect(ask(fractionsSkill, '12 / 4')).toBeNull();
    expect(ask(fractionsSkill, '1/0 + 1')).toBeNull();
  });
});

describe('statistics of a list', () => {
  const data = 'of 3, 5, 7, 7, 9';
  it.each([
    [`mean ${data}`, 'Mean = 31 ÷ 5 = **6.2**'],
    [`What is the average ${data}?`, '**6.2**'],
    [`median ${data}`, '= **7**'],
    ['median of 1 2 3 4', '= **2.5**'],
    [`mode ${data}`, 'Mode = **7**'],
    ['mode of 1, 2, 3', 'Mode: **none**'],
    ['mode of 1, 1, 2, 2, 3', 'Modes = **1, 2**'],
    [`range ${data}`, 'Range = 9 − 3 = **6**'],
    [`variance ${data}`, 'population (÷ 5) = **4.16**; sample (÷ 4) = **5.2**'],
    [
      `standard deviation ${data}`,
      'population (÷ 5) = **2.039607805**; sample (÷ 4) = **2.28035085**',
    ],
    [`find the mean and median ${data}`, '- Median'],
  ])('answers "%s"', (question, answer) => {
    expect(ask(statisticsSkill, question)).toContain(answer);
  });

  it('reads lists written with commas, spaces, "and" or thousands separators', () => {
    expect(readNumberList('3, 5, 7 and 9')).toEqual([3, 5, 7, 9]);
    expect(readNumberList('3,5,7')).toEqual([3, 5, 7]);
    expect(readNumberList('1,200, 3,400')).toEqual([1200, 3400]);
    expect(readNumberList('-1.5 2 .5')).toEqual([-1.5, 2, 0.5]);
    expect(readNumberList('3, apples')).toBeNull();
  });
});

describe('unit conversion', () => {
  it.each([
    ['convert 5 km to miles', '**3.10686 miles**'],
    ['100 F in C', '**37.7778 C**'],
    ['3 feet to cm', '**91.44 cm**'],
    ['how many cm are in 3 feet?', '**91.44 cm**'],
    ['convert 100 degrees celsius to fahrenheit', '**212 fahrenheit**'],
    ['What is 2 kg in pounds?', '**4.40925 pounds**'],
  ])('converts "%s"', (question, result) => {
    expect(ask(unitConversionSkill, question)).toContain(result);
  });

  it('declines incompatible or unknown units', () => {
    expect(ask(unitConversionSkill, 'convert 5 km to kg')).toBeNull();
    expect(ask(unitConversionSkill, '5 apples in oranges')).toBeNull();
  });
});

describe('math skill', () => {
  it('routes each kind of question to the right solver', () => {
    expect(
      mathSkill.answer({ question: 'What is 15% of 240?', context: { sources: [] } }),
    ).toContain('36');
    expect(mathSkill.answer({ question: '2x + 3 = 11', context: { sources: [] } })).toContain(
      'x = **4**',
    );
    expect(
      mathSkill.answer({ question: 'Tell me about Paris', context: { sources: [] } }),
    ).toBeNull();
    expect(ask(mathSkill, 'simplify 42/56')).toContain('**3/4**');
    expect(ask(mathSkill, '2^64')).toContain('**18446744073709551616**');
    expect(ask(mathSkill, 'factor 360')).toContain('**2³ × 3² × 5**');
  });
});

describe('questions in words', () => {
  it('takes "the square root of 144" and "the cube root of 27"', () => {
    expect(ask(mathSkill, 'What is the square root of 144?')).toBe('sqrt(144) = **12**');
    expect(ask(mathSkill, 'What is the cube root of 27?')).toBe('cbrt(27) = **3**');
  });

  it('counts the seconds in a day', () => {
    expect(ask(mathSkill, 'How many seconds are in a day?')).toBe('1 day = **86400 seconds**');
  });

  it('solves a quadratic equation, and says when it has no real solution', () => {
    expect(ask(algebraSkill, 'Solve x^2 - 5x + 6 = 0')).toContain('x = **2** or x = **3**');
    expect(ask(algebraSkill, 'Solve x^2 - 4x + 4 = 0')).toContain('x = **2** (a double root)');
    expect(ask(algebraSkill, 'Solve x^2 + 1 = 0')).toContain('**no real solution**');
    // Higher degrees are not guessed at.
    expect(ask(algebraSkill, 'solve x^3 = 8')).toBeNull();
  });

  it('says a division by zero is undefined and a negative square root has no real value', () => {
    expect(ask(mathSkill, 'What is 100 divided by 0?')).toBe(
      '100 / 0 is **undefined**: a number cannot be divided by zero.',
    );
    expect(ask(mathSkill, 'What is the square root of -1?')).toBe(
      'sqrt(-1) has **no real value**; in the complex numbers it is **i** (i is the square root of -1).',
    );
  });
});
