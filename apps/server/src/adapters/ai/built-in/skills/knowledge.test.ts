import { describe, expect, it } from 'vitest';
import type { PolymathSource } from '../../polymath-context';
import { fallbackSkill } from './fallback';
import { extractAnswer, knowledgeSkill } from './knowledge';

function source(title: string, content: string): PolymathSource {
  return {
    title,
    content,
    excerpt: content.slice(0, 150),
    reliability: 0.9,
    sourceUrl: `https://en.wikipedia.org/wiki/${title}`,
  };
}

const photosynthesis = source(
  'Photosynthesis',
  'Photosynthesis is a process used by plants to convert light energy into chemical energy. ' +
    'The word comes from Greek roots meaning light and putting together. ' +
    'Most plants, algae and cyanobacteria perform photosynthesis in their chloroplasts. ' +
    'Ancient Greek philosophers wrote about many subjects.',
);
const chlorophyll = source(
  'Chlorophyll',
  'Chlorophyll is a green pigment found in plants. It absorbs light most strongly in the blue part of the spectrum. ' +
    'During photosynthesis, chlorophyll captures the energy of light.',
);
const football = source(
  'Football',
  'Football is a family of team sports that involve kicking a ball.',
);

describe('knowledge skill', () => {
  it('answers from the most relevant sentences with citations in source order', () => {
    const answer = extractAnswer('What is photosynthesis?', [photosynthesis, chlorophyll])!;
    expect(answer.startsWith('Photosynthesis is a process used by plants')).toBe(true);
    expect(answer).toContain('chemical energy [1].');
    expect(answer).toContain(
      'During photosynthesis, chlorophyll captures the energy of light [2].',
    );
    expect(answer.split(/\[\d\]\./).length - 1).toBeLessThanOrEqual(4);
  });

  it('never includes sentences unrelated to the question', () => {
    const answer = extractAnswer('What is photosynthesis?', [
      photosynthesis,
      chlorophyll,
      football,
    ])!;
    expect(answer).not.toContain('Ancient Greek philosophers');
    expect(answer).not.toContain('Football');
    expect(answer).not.toContain('[3]');
  });

  it('returns nothing when no source is about the question', () => {
    expect(extractAnswer('Who won the 1998 World Cup final?', [photosynthesis])).toBeNull();
    expect(
      knowledgeSkill.answer({ question: 'What is photosynthesis?', context: { sources: [] } }),
    ).toBeNull();
  });

  it('does not answer from one coincidental shared word', () => {
    expect(
      extractAnswer('How do plants grow in the desert at night?', [football, chlorophyll]),
    ).toBeNull();
  });
});

describe('fallback skill', () => {
  it('explains that a connected model is needed and how the operator can add one', () => {
    const reply = fallbackSkill.answer({ question: 'Write me a poem', context: { sources: [] } })!;
    expect(reply).toContain('needs a connected AI model');
    expect(reply).toContain('AI_BASE_URL');
  });

  it('says the sources found do not answer the question', () => {
    const reply = fallbackSkill.answer({ question: 'Who won?', context: { sources: [football] } })!;
    expect(reply).toContain('none of them answers this question');
  });
});
