import { describe, expect, it } from 'vitest';
import { extractKeywords, extractTopic, isLookupWorthy } from './topic';

describe('extractTopic', () => {
  it.each([
    ['What is photosynthesis?', 'photosynthesis'],
    ['Tell me about the French Revolution', 'French Revolution'],
    ['who was Ada Lovelace', 'Ada Lovelace'],
    ["What's a black hole?", 'black hole'],
    ['Can you please explain quantum entanglement?', 'quantum entanglement'],
    ['How does photosynthesis work?', 'photosynthesis'],
    ['What is the capital of France?', 'capital of France'],
    ['Hi, tell me about Marie Curie!', 'Marie Curie'],
    ['I want to learn about volcanoes', 'volcanoes'],
    ['Photosynthesis', 'Photosynthesis'],
  ])('%s -> %s', (question, topic) => {
    expect(extractTopic(question).topic).toBe(topic);
  });

  it('keeps the meaningful words as keywords, lower case, once each', () => {
    expect(extractTopic('Tell me about the French Revolution').keywords).toEqual([
      'french',
      'revolution',
    ]);
    expect(extractKeywords('the history of the history of Rome')).toEqual(['history', 'rome']);
  });

  it('reads a 50,000-character paste quickly', () => {
    const started = performance.now();
    const { keywords } = extractTopic(`${'-,'.repeat(25_000)}x`);
    expect(keywords).toEqual([]);
    expect(isLookupWorthy(`What is ${' -'.repeat(25_000)}?`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('tells questions from bare phrases', () => {
    expect(extractTopic('who was Ada Lovelace').isQuestion).toBe(true);
    expect(extractTopic('volcanoes?').isQuestion).toBe(true);
    expect(extractTopic('volcanoes').isQuestion).toBe(false);
  });
});

describe('isLookupWorthy', () => {
  it.each([
    'What is photosynthesis?',
    'Tell me about the French Revolution',
    'who was Ada Lovelace',
    'Photosynthesis',
    'What happened in 1848?',
  ])('looks up %s', (question) => {
    expect(isLookupWorthy(question)).toBe(true);
  });

  it.each([
    'hello',
    'Hi there, how are you?',
    'thanks!',
    'What is 15% of 240?',
    '2 + 2',
    'calculate the square root of 81',
    'convert 5 km to miles',
    'What time is it?',
    "What's the date today?",
    'what day is it tomorrow',
    'who are you?',
    'write a short poem about cats and dogs',
    '',
    '?!',
  ])('does not look up %j', (question) => {
    expect(isLookupWorthy(question)).toBe(false);
  });
});
