import type { PersonalitySettings } from '@polymath/shared';
import { describe, expect, it } from 'vitest';
import type { PolymathCallContext, PolymathSource } from '../../adapters/ai/polymath-context';
import { answerShapeOf, DEFAULT_ANSWER_SHAPE } from './answer-shape';
import { knowledgeSkill } from '../skills/knowledge';

const photosynthesis: PolymathSource = {
  title: 'Photosynthesis',
  content: [
    'Photosynthesis is a process used by plants and other organisms to convert light energy into chemical energy.',
    'Most plants, algae and cyanobacteria perform photosynthesis in organelles called chloroplasts.',
    'During photosynthesis, the pigment chlorophyll captures the energy of sunlight.',
    'The light-dependent reactions of photosynthesis split water and release oxygen as a by-product.',
    'The Calvin cycle of photosynthesis then fixes carbon dioxide into sugars such as glucose.',
  ].join(' '),
  excerpt: '',
  reliability: 0.9,
  sourceUrl: 'https://en.wikipedia.org/wiki/Photosynthesis',
};
const DEFINITION = 'Photosynthesis is a process used by plants';

function contextFor(personality?: Partial<PersonalitySettings>): PolymathCallContext {
  return {
    sources: [photosynthesis],
    ...(personality
      ? {
          personalization: {
            personality: {
              style: 'balanced',
              verbosity: 'medium',
              expertise: 'adaptive',
              tone: 'professional',
              ...personality,
            },
            preferences: [],
          },
        }
      : {}),
  };
}

function answer(question: string, personality?: Partial<PersonalitySettings>): string {
  const reply = knowledgeSkill.answer({ question, context: contextFor(personality) });
  if (!reply || typeof reply === 'string') throw new Error('expected a reply with a citation');
  return reply.text;
}

const sentences = (text: string) => text.split(/(?<=\.)\s+/);

describe('the built-in engine’s answer shape', () => {
  it('is the default for a guest and for the default settings', () => {
    expect(answerShapeOf({ sources: [] })).toEqual(DEFAULT_ANSWER_SHAPE);
    expect(answerShapeOf(contextFor({}))).toEqual(DEFAULT_ANSWER_SHAPE);
    expect(answer('What is photosynthesis?', {})).toBe(answer('What is photosynthesis?'));
  });

  it('answers in one sentence when brief, three by default and more when detailed', () => {
    const question = 'What is photosynthesis?';
    expect(sentences(answer(question, { verbosity: 'brief' }))).toHaveLength(1);
    expect(sentences(answer(question))).toHaveLength(3);
    expect(sentences(answer(question, { verbosity: 'detailed' }))).toHaveLength(5);
    expect(answer(question, { verbosity: 'brief' }).startsWith(DEFINITION)).toBe(true);
  });

  it('keeps the plain definition first for a beginner and drops it for an advanced user', () => {
    const question = 'What is photosynthesis?';
    expect(answer(question, { expertise: 'beginner' }).startsWith(DEFINITION)).toBe(true);
    const advanced = answer(question, { expertise: 'advanced' });
    expect(advanced).not.toContain(DEFINITION);
    expect(advanced).toContain('chlorophyll');
  });

  it('leaves a question asking for one fact led by the sentence that gives it', () => {
    const question = 'How does photosynthesis release oxygen?';
    for (const expertise of ['beginner', 'advanced'] as const) {
      expect(answer(question, { expertise }).startsWith('The light-dependent reactions')).toBe(
        true,
      );
    }
  });
});
