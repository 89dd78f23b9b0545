import { describe, expect, it } from 'vitest';
import { algebraSkill } from './algebra';
import { arithmeticSkill } from './arithmetic';
import { mathSkill } from './math';
import { percentagesSkill } from './percentages';
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

  it('declines equations that are not linear', () => {
    expect(ask(algebraSkill, 'x^2 = 4')).toBeNull();
  });

  it('refuses expressions that name functions outside the allowed list', () => {
    expect(ask(algebraSkill, 'simplify zeros(99999999) + x')).toBeNull();
    expect(ask(algebraSkill, 'derivative of range(1 1e9) x')).toBeNull();
  });

  it('simplifies and differentiates', () => {
    expect(ask(algebraSkill, 'simplify 2x + 3x')).toContain('**5 * x**');
    expect(ask(algebraSkill, 'What is the derivative of x^2 + 3x?')).toContain('**2 * x + 3**');
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
  });
});
