import type { Skill } from '../skill';
import { convertQuantity, formatNumber } from './math-engine';
import { AMOUNT, parseAmount } from './math-text';

/** Conversions are shown to 6 significant digits: enough for any everyday question. */
const SIGNIFICANT_DIGITS = 6;

/** Names people type that mathjs spells differently ("F" is a farad to mathjs, "C" a coulomb). */
const UNIT_ALIASES: Record<string, string> = {
  f: 'degF',
  '°f': 'degF',
  fahrenheit: 'degF',
  'degrees fahrenheit': 'degF',
  c: 'degC',
  '°c': 'degC',
  celsius: 'degC',
  'degrees celsius': 'degC',
  centigrade: 'degC',
  k: 'K',
  kelvin: 'K',
  kilometers: 'km',
  kilometres: 'km',
  kilometer: 'km',
  kilometre: 'km',
  kms: 'km',
  meters: 'm',
  metres: 'm',
  meter: 'm',
  metre: 'm',
  centimeters: 'cm',
  centimetres: 'cm',
  centimeter: 'cm',
  centimetre: 'cm',
  millimeters: 'mm',
  millimetres: 'mm',
  foot: 'ft',
  feet: 'ft',
  inches: 'inch',
  in: 'inch',
  yards: 'yd',
  yard: 'yd',
  miles: 'mi',
  mile: 'mi',
  kilograms: 'kg',
  kilogram: 'kg',
  kilos: 'kg',
  grams: 'g',
  gram: 'g',
  pounds: 'lbm',
  pound: 'lbm',
  lb: 'lbm',
  lbs: 'lbm',
  ounces: 'oz',
  ounce: 'oz',
  liters: 'L',
  litres: 'L',
  liter: 'L',
  litre: 'L',
  l: 'L',
  milliliters: 'mL',
  ml: 'mL',
  gallons: 'gal',
  gallon: 'gal',
  cups: 'cup',
  mph: 'mi/h',
  'km/h': 'km/h',
  kph: 'km/h',
  'miles per hour': 'mi/h',
  'kilometers per hour': 'km/h',
  hours: 'h',
  hour: 'h',
  minutes: 'min',
  minute: 'min',
  seconds: 's',
  second: 's',
  days: 'day',
};

const UNIT = String.raw`(?:degrees\s+)?[a-z°/]+(?:\s+per\s+hour)?`;
const PATTERNS = [
  // "convert 5 km to miles", "5 km in miles", "100 F in C"
  new RegExp(
    String.raw`^(?:convert\s+)?(${AMOUNT})\s*(${UNIT})\s+(?:to|in|into)\s+(${UNIT})$`,
    'i',
  ),
  // "how many cm in 3 feet", "how many cm are in 3 feet", "how many seconds are in a day"
  new RegExp(
    String.raw`^how\s+many\s+(${UNIT})\s+(?:are\s+)?(?:there\s+)?in\s+(${AMOUNT}|an?|one)\s*(${UNIT})$`,
    'i',
  ),
];

/** The mathjs name of a unit as typed: "degrees Celsius" and "celsius" both become degC. */
function toMathUnit(name: string): string {
  const key = name.trim().toLowerCase().replace(/\s+/g, ' ');
  return UNIT_ALIASES[key] ?? UNIT_ALIASES[key.replace(/^degrees /, '')] ?? name.trim();
}

/** Reads amount, from and to units from a question, or null. */
export function parseConversion(
  question: string,
): { amount: number; from: string; to: string } | null {
  const text = question
    .trim()
    .replace(/[?!.]+$/, '')
    .replace(/^(?:please\s+)?(?:what\s+is|what's)\s+/i, '');
  const [forward, howMany] = PATTERNS;
  const direct = forward?.exec(text);
  if (direct?.[1] && direct[2] && direct[3]) {
    return { amount: parseAmount(direct[1]), from: direct[2], to: direct[3] };
  }
  const inverse = howMany?.exec(text);
  if (inverse?.[1] && inverse[2] && inverse[3]) {
    const amount = /^(?:an?|one)$/i.test(inverse[2]) ? 1 : parseAmount(inverse[2]);
    return { amount, from: inverse[3], to: inverse[1] };
  }
  return null;
}

/** Unit conversions with mathjs: "convert 5 km to miles", "100 F in C", "3 feet to cm". */
export const unitConversionSkill: Skill = {
  name: 'unit-conversion',
  isComputed: true,
  answer({ question }) {
    const conversion = parseConversion(question);
    if (!conversion) return null;
    try {
      const value = convertQuantity(
        conversion.amount,
        toMathUnit(conversion.from),
        toMathUnit(conversion.to),
      );
      const shown = formatNumber(Number(value.toPrecision(SIGNIFICANT_DIGITS)));
      return `${formatNumber(conversion.amount)} ${conversion.from.trim()} = **${shown} ${conversion.to.trim()}**`;
    } catch {
      return null;
    }
  },
};
