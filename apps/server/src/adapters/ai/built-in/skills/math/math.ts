import type { Skill } from '../skill';
import { algebraSkill } from './algebra';
import { arithmeticSkill } from './arithmetic';
import { percentagesSkill } from './percentages';
import { unitConversionSkill } from './unit-conversion';

// Most specific first: "15% of 240" must not reach arithmetic, nor "2x + 3 = 11" percentages.
const MATH_SKILLS: Skill[] = [percentagesSkill, unitConversionSkill, algebraSkill, arithmeticSkill];

/** Math: percentages, unit conversions, algebra and arithmetic, each with its working. */
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
