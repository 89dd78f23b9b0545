import { inCategory, type CalibrationQuestion } from './calibration-question';
import {
  allOf,
  anyOf,
  not,
  says,
  statesInteger,
  statesNumber,
  statesResult,
  type Judge,
} from './judges';

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** A calendar date written as people write it: `November 23, 2026`, `23 November 2026`, `2026-11-23`. */
function statesDate(year: number, monthIndex: number, day: number): Judge {
  const month = monthName.format(Date.UTC(year, monthIndex));
  const iso = `${year}-${String(monthIndex + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return anyOf(
    says(new RegExp(`\\b${month} ${day}(?:st|nd|rd|th)?,? ${year}\\b`, 'i')),
    says(new RegExp(`\\b${day}(?:st|nd|rd|th)? ${month},? ${year}\\b`, 'i')),
    says(new RegExp(`\\b${iso}\\b`)),
  );
}

/**
 * Today as the runner's clock has it, in its own time zone or in UTC: the server answers in its
 * zone, which a question without a location cannot pin down further.
 */
function statesToday(now: Date): Judge {
  return anyOf(
    statesDate(now.getFullYear(), now.getMonth(), now.getDate()),
    statesDate(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
  );
}

const ARITHMETIC = inCategory('arithmetic', [
  { text: 'What is 17 * 23?', judge: statesInteger(391) },
  { text: 'What is 1234 + 5678?', judge: statesInteger(6912) },
  { text: 'What is 144 divided by 12?', judge: statesResult(12) },
  { text: 'What is 2 + 3 * 4?', judge: allOf(statesInteger(14), not(says(/=\s*20\b/))) },
  { text: 'Calculate (7 + 5) * 3 - 4', judge: statesInteger(32) },
  { text: 'What is 10 divided by 4?', judge: statesNumber(2.5, 0) },
  { text: 'What is the square root of 144?', judge: statesInteger(12) },
  { text: 'What is 1/3 + 1/4?', judge: anyOf(says(/\b7\/12\b/), statesNumber(0.5833, 0.001)) },
]);

const BIG_INTEGERS = inCategory('big-integers', [
  { text: 'What is 2^64?', judge: statesInteger(18_446_744_073_709_551_616n) },
  { text: 'What is 20 factorial?', judge: statesInteger(2_432_902_008_176_640_000n) },
  { text: 'What is 123456789 * 987654321?', judge: statesInteger(121_932_631_112_635_269n) },
  { text: 'What is 2^100?', judge: statesInteger(1_267_650_600_228_229_401_496_703_205_376n) },
  {
    text: 'Is 97 a prime number?',
    judge: allOf(says(/\byes\b|\bis (?:a )?prime/i), not(says(/not (?:a )?prime/i))),
  },
  {
    text: 'Is 1000001 prime?',
    judge: allOf(says(/not (?:a )?prime|\bno\b|composite/i), says(/101\b|9901/)),
  },
]);

const PERCENTAGES = inCategory('percentages', [
  { text: 'What is 15% of 240?', judge: statesInteger(36) },
  { text: 'What is 20% of 85?', judge: statesInteger(17) },
  { text: 'What percentage of 180 is 45?', judge: says(/\b25(?:\.0+)?\s?%|\b25 percent/i) },
  {
    text: 'A jacket costs $80 and is 25% off. What is the sale price?',
    judge: statesResult(60),
  },
  {
    text: 'What is the percentage increase from 50 to 65?',
    judge: says(/\b30(?:\.0+)?\s?%|\b30 percent/i),
  },
  { text: 'What is 7.5% of 1,200?', judge: statesInteger(90) },
]);

const UNIT_CONVERSIONS = inCategory('unit-conversions', [
  { text: 'Convert 5 miles to kilometers', judge: statesNumber(8.04672, 0.01) },
  { text: 'Convert 100 degrees Fahrenheit to Celsius', judge: statesNumber(37.778, 0.05) },
  { text: 'How many centimeters are in 6 feet?', judge: statesNumber(182.88, 0.01) },
  { text: 'What is 10 kg in pounds?', judge: statesNumber(22.0462, 0.01) },
  { text: 'Convert 30 degrees Celsius to Fahrenheit', judge: statesNumber(86, 0) },
  { text: 'How many seconds are in a day?', judge: statesInteger(86_400) },
  // US gallons are what an American asker means; the imperial gallon is as right for a Briton.
  {
    text: 'Convert 3 liters to gallons',
    judge: anyOf(statesNumber(0.7925, 0.005), statesNumber(0.6599, 0.005)),
  },
]);

const ALGEBRA = inCategory('algebra', [
  { text: 'Solve 2x + 3 = 11', judge: says(/x\s*=\s*4\b/) },
  { text: 'Solve 3x - 7 = 2x + 5', judge: says(/x\s*=\s*12\b/) },
  {
    text: 'Solve x^2 - 5x + 6 = 0',
    judge: allOf(says(/\b2\b/), says(/\b3\b/), not(says(/x\s*=\s*-\s*[23]\b/))),
  },
  { text: 'What is the derivative of x^3 + 2x?', judge: says(/3\s*x\s*(?:\^\s*2|²)\s*\+\s*2\b/) },
  {
    text: 'What is the derivative of x^2 * sin(x)?',
    judge: allOf(says(/2\s*x\s*(?:\*|·)?\s*sin/), says(/x\s*(?:\^\s*2|²)\s*(?:\*|·)?\s*cos/)),
  },
  { text: 'What is the integral of 2x?', judge: says(/x\s*(?:\^\s*2|²)\s*\+\s*C\b/) },
]);

function dateQuestions(now: Date): CalibrationQuestion[] {
  return inCategory('dates', [
    { text: "What is today's date?", judge: statesToday(now) },
    { text: 'What day of the week was July 4, 1776?', judge: says(/\bThursday\b/i) },
    {
      text: 'How many days are there between January 1, 2024 and March 1, 2024?',
      judge: statesInteger(60),
    },
    { text: 'Is 2100 a leap year?', judge: says(/\bnot a leap year|^\W*no\b|isn't a leap year/i) },
    { text: 'What date is 100 days after January 1, 2025?', judge: statesDate(2025, 3, 11) },
  ]);
}

const STATISTICS = inCategory('statistics', [
  { text: 'What is the average of 4, 8, 15, 16, 23, 42?', judge: statesNumber(18, 0) },
  { text: 'What is the median of 3, 1, 4, 1, 5, 9, 2?', judge: statesResult(3) },
  // The population and the sample standard deviation are both what people mean by it.
  {
    text: 'What is the standard deviation of 2, 4, 4, 4, 5, 5, 7, 9?',
    judge: anyOf(statesResult(2), statesResult(2.138, 0.005)),
  },
  { text: 'What is the mode of 1, 2, 2, 3, 3, 3, 4?', judge: statesResult(3) },
]);

/** The questions the built-in engine answers by computing: math, dates and statistics. */
export function computedQuestions(now: Date): CalibrationQuestion[] {
  return [
    ...ARITHMETIC,
    ...BIG_INTEGERS,
    ...PERCENTAGES,
    ...UNIT_CONVERSIONS,
    ...ALGEBRA,
    ...dateQuestions(now),
    ...STATISTICS,
  ];
}
