import { describe, expect, it } from 'vitest';
import type { PolymathSource } from '../adapters/ai/polymath-context';
import { answerQuestion } from './answer-question';

const percentArticle: PolymathSource = {
  title: 'Percentage',
  content: 'In mathematics, a percentage is a number or ratio expressed as a fraction of 100.',
  excerpt: 'In mathematics, a percentage is a number or ratio expressed as a fraction of 100.',
  reliability: 0.9,
  sourceUrl: 'https://en.wikipedia.org/wiki/Percentage',
};
const context = { sources: [percentArticle] };

describe('answerQuestion', () => {
  it('prefers the certain skills over the sources', () => {
    expect(answerQuestion('What is 15% of 240?', context)).toEqual({
      skill: 'math',
      text: '15% of 240 = 0.15 × 240 = **36**',
      isComputed: true,
    });
    expect(answerQuestion('hi, what is 2+2?', context).skill).toBe('math');
    expect(answerQuestion('hello', context).skill).toBe('greetings');
  });

  it('answers from the sources when no other skill claims the question', () => {
    const reply = answerQuestion('What is a percentage in mathematics?', context);
    expect(reply.skill).toBe('knowledge');
    expect(reply.isComputed).toBe(false);
    expect(reply.text).toContain('fraction of 100 [1].');
  });

  it('answers a 50,000-character paste quickly', () => {
    const started = performance.now();
    for (const paste of [
      '1'.repeat(50_000),
      `a${' '.repeat(49_998)}b`,
      'what is 2+2 '.repeat(4_000),
    ]) {
      expect(answerQuestion(paste, context).skill).toMatch(/knowledge|fallback/);
    }
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('falls back honestly when nothing fits', () => {
    expect(answerQuestion('Who will win the next election?', { sources: [] }).skill).toBe(
      'fallback',
    );
  });
});
