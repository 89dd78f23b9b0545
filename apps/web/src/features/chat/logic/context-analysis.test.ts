import { describe, expect, it } from 'vitest';
import { analyzeContext, contextHint, contextStrength, findReferences } from './context-analysis';

const user = (content: string) => ({ role: 'user' as const, content });
const assistant = (content: string) => ({ role: 'assistant' as const, content });

describe('contextStrength', () => {
  it('is strong with at least 4 messages and 2 references', () => {
    expect(contextStrength(4, 2)).toBe('strong');
    expect(contextStrength(4, 1)).toBe('moderate');
    expect(contextStrength(3, 5)).toBe('moderate');
  });

  it('is moderate with at least 2 messages or 1 reference, otherwise weak', () => {
    expect(contextStrength(2, 0)).toBe('moderate');
    expect(contextStrength(1, 1)).toBe('moderate');
    expect(contextStrength(1, 0)).toBe('weak');
    expect(contextStrength(0, 0)).toBe('weak');
  });
});

describe('findReferences', () => {
  it('finds words and phrases pointing back', () => {
    expect(findReferences('As you said, the above is wrong')).toEqual(
      expect.arrayContaining(['as you said', 'the above']),
    );
    expect(findReferences('Can you explain it again?')).toEqual(
      expect.arrayContaining(['it', 'same']),
    );
    expect(findReferences('What is photosynthesis?')).toEqual([]);
  });

  it('matches whole words only', () => {
    expect(findReferences('Italy and Thatcher')).toEqual([]);
  });
});

describe('analyzeContext', () => {
  it('reads only the last six messages', () => {
    const messages = [
      user('Tell me about that'),
      user('and that'),
      ...Array.from({ length: 6 }, (_, index) => assistant(`Answer number ${index}`)),
    ];
    const analysis = analyzeContext(messages);
    expect(analysis.referencePatterns).toEqual([]);
    expect(analysis.contextStrength).toBe('moderate');
  });

  it('finds the shared topic and counts the follow-ups on it', () => {
    const analysis = analyzeContext([
      user('What is photosynthesis?'),
      assistant('Photosynthesis turns light into energy.'),
      user('Where does photosynthesis happen?'),
      assistant('In the chloroplasts.'),
      user('Why is it green?'),
    ]);
    expect(analysis.currentTopic).toBe('photosynthesis');
    expect(analysis.conversationDepth).toBe(2);
    expect(analysis.contextStrength).toBe('moderate');
  });

  it('is strong with four messages and two references', () => {
    const analysis = analyzeContext([
      user('Explain gravity'),
      assistant('Gravity attracts masses.'),
      user('As you said, does it bend light?'),
      assistant('Yes.'),
    ]);
    expect(analysis.referencePatterns.length).toBeGreaterThanOrEqual(2);
    expect(analysis.contextStrength).toBe('strong');
  });

  it('is weak for a single message without references', () => {
    expect(analyzeContext([user('Hello there')]).contextStrength).toBe('weak');
  });
});

describe('contextHint', () => {
  it('needs a conversation depth of 2 or more', () => {
    const base = {
      currentTopic: 'gravity',
      referencePatterns: [],
      contextStrength: 'moderate' as const,
    };
    expect(contextHint({ ...base, conversationDepth: 1 })).toBeNull();
    expect(contextHint({ ...base, conversationDepth: 2 })).toMatchObject({ type: 'follow-up' });
    expect(contextHint({ ...base, conversationDepth: 2, referencePatterns: ['it'] })).toMatchObject(
      { type: 'reference' },
    );
  });
});
