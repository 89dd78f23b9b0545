import { describe, expect, it } from 'vitest';
import { type AskedQuestion, detectGap, gapPriorityOf } from './detect-gap';

const topic = { topic: 'closure', category: 'Computer Science' };
const plain = (question: string): AskedQuestion => ({
  question,
  isConfused: false,
  gapType: 'concept',
});
const confused = (question: string): AskedQuestion => ({
  question,
  isConfused: true,
  gapType: 'troubleshooting',
});

describe('detectGap', () => {
  it('finds no gap in a single plain question', () => {
    expect(detectGap(topic, [plain('What is a closure?')])).toBeUndefined();
    expect(detectGap(topic, [])).toBeUndefined();
  });

  it('finds a low-priority gap in a topic asked about twice', () => {
    const gap = detectGap(topic, [plain('What is a closure?'), plain('How do closures capture?')]);
    expect(gap).toEqual({
      ...topic,
      gapType: 'concept',
      priority: 'low',
      detectedFrom: ['What is a closure?', 'How do closures capture?'],
    });
  });

  it('lists a question asked again once, where it was last asked', () => {
    const gap = detectGap(topic, [
      plain('What is a closure?'),
      plain('How do closures capture?'),
      plain('what is a closure'),
    ]);
    expect(gap?.detectedFrom).toEqual(['How do closures capture?', 'what is a closure']);
  });

  it('finds a medium-priority gap in one confused question, typed by its phrasing', () => {
    const gap = detectGap(topic, [confused("Why doesn't my closure see the new value?")]);
    expect(gap).toMatchObject({ priority: 'medium', gapType: 'troubleshooting' });
  });

  it('types the gap by the latest question', () => {
    const gap = detectGap(topic, [
      plain('What is a closure?'),
      { question: 'Closures vs classes?', isConfused: false, gapType: 'comparison' },
    ]);
    expect(gap?.gapType).toBe('comparison');
  });

  it('keeps only the latest ten questions as evidence', () => {
    const questions = Array.from({ length: 12 }, (_, i) => plain(`question ${i}`));
    const gap = detectGap(topic, questions);
    expect(gap?.detectedFrom).toHaveLength(10);
    expect(gap?.detectedFrom.at(-1)).toBe('question 11');
  });
});

describe('gapPriorityOf', () => {
  it('rises with repetition and confusion', () => {
    expect(gapPriorityOf([plain('a'), plain('b')])).toBe('low');
    expect(gapPriorityOf([plain('a'), plain('b'), plain('c')])).toBe('medium');
    expect(gapPriorityOf([confused('a')])).toBe('medium');
    expect(gapPriorityOf([plain('a'), confused('b')])).toBe('medium');
    expect(gapPriorityOf([confused('a'), confused('b')])).toBe('high');
    expect(gapPriorityOf(Array.from({ length: 5 }, (_, i) => plain(String(i))))).toBe('high');
  });
});
