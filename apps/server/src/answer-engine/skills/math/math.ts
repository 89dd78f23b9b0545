import type { Skill } from '../skill';
import { algebraSkill } from './algebra';
import { arithmeticSkill } from './arithmetic';
import { decimalRootsSkill } from './decimal-roots';
import { fractionsSkill } from './fractions';
import { percentagesSkill } from './percentages';
import { primesSkill } from './primes';
import { statisticsSkill } from './statistics';
import { unitConversionSkill } from './unit-conversion';

// Most specific first: "15% of 240" must not reach arithmetic, nor "2x + 3 = 11" percentages, and
// "simplify 42/56" is a fraction before it is algebra.
const MATH_SKILLS: Skill[] = [
  percentagesSkill,
  primesSkill,
  statisticsSkill,
  decimalRootsSkill,
  fractionsSkill,
  unitConversionSkill,
  algebraSkill,
  arithmeticSkill,
];

/**
 * Math: percentages, primes, statistics of a list, roots to N decimals, exact fractions, unit
 * conversions, algebra and arithmetic (exact for whole numbers), each with its working.
 */
export const mathSkill: Skill = {
  name: 'math',
  isComputed: true,
  answer(input) {
    for (const skill of MATH_SKILLS) {
      const reply = skill.answer(input);
      if (reply) return reply;
    }
    return null;
  },
};
