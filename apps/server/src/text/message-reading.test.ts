import { describe, expect, it } from 'vitest';
import { MAX_READ_CHARS, readMessage } from './message-reading';

describe('readMessage: the subject', () => {
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
    ['How tall is Mount Kilimanjaro?', 'Mount Kilimanjaro'],
    ['How far is the Andromeda Galaxy from Earth?', 'Andromeda Galaxy'],
    ['How many moons does Mars have?', 'Mars'],
    ['Who discovered the Rosetta Stone?', 'Rosetta Stone'],
    ['When was the Eiffel Tower built?', 'Eiffel Tower'],
    ['When was Mount Kilimanjaro first climbed?', 'Mount Kilimanjaro'],
    ['Where was Marie Curie born?', 'Marie Curie'],
    ['What does the report say about nitrate levels?', 'nitrate levels'],
  ])('%s -> %s', (question, subject) => {
    expect(readMessage(question).subject).toBe(subject);
  });

  it('keeps the subject’s meaningful words as keywords, lower case, once each', () => {
    expect(readMessage('Tell me about the French Revolution').keywords).toEqual([
      'french',
      'revolution',
    ]);
  });

  it('reads only the opening of a long paste', () => {
    const paste = `${'-,'.repeat(25_000)}x`;
    const reading = readMessage(paste);
    expect(reading.text).toHaveLength(MAX_READ_CHARS);
    expect(reading.keywords).toEqual([]);
    expect(readMessage(`What is ${' -'.repeat(25_000)}?`).isLookupWorthy).toBe(false);
    expect(readMessage(`${'a '.repeat(MAX_READ_CHARS)} photosynthesis`).nounPhrases()).toEqual([]);
  });
});

describe('readMessage: asking', () => {
  it.each([
    'who was Ada Lovelace',
    'volcanoes?',
    'Tell me about the French Revolution',
    'Hey, what causes tides',
    "I'd like to understand compound interest",
    'Give me an overview of the Cold War',
    "I still don't understand recursion",
  ])('reads %j as a question', (message) => {
    expect(readMessage(message).isQuestion).toBe(true);
  });

  it.each(['volcanoes', 'I love growing plants on my balcony.', 'Thanks, that was helpful!'])(
    'reads %j as a statement',
    (message) => {
      expect(readMessage(message).isQuestion).toBe(false);
    },
  );

  it('tells confusion apart', () => {
    expect(readMessage("I still don't understand photosynthesis").isConfused).toBe(true);
    expect(readMessage('How does photosynthesis work?').isConfused).toBe(false);
  });
});

describe('readMessage: worth an encyclopedia lookup', () => {
  it.each([
    'What is photosynthesis?',
    'Tell me about the French Revolution',
    'who was Ada Lovelace',
    'Photosynthesis',
    'What happened in 1848?',
  ])('looks up %s', (question) => {
    expect(readMessage(question).isLookupWorthy).toBe(true);
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
    expect(readMessage(question).isLookupWorthy).toBe(false);
  });
});

describe('readMessage: noun phrases', () => {
  it('finds them on first use and keeps them', () => {
    const reading = readMessage('How do neural networks learn from training data?');
    const phrases = reading.nounPhrases();
    expect(phrases).toContain('neural network');
    expect(reading.nounPhrases()).toBe(phrases);
  });
});

describe('readMessage: the user’s own words', () => {
  it('is the reading itself when the message quotes nothing', () => {
    const reading = readMessage('What is a closure in JavaScript?');
    expect(reading.ownWords()).toBe(reading);
  });

  it('reads what the user wrote around a reply they pasted back', () => {
    const reading = readMessage(
      '> What is the capital of France? Paris is its capital and largest city.\n\nThanks, that helps',
    );
    // The question was the quoted reply's, not the user's.
    expect(reading.isQuestion).toBe(true);
    const own = reading.ownWords();
    expect(own).toMatchObject({ text: 'Thanks, that helps', isQuestion: false });
    expect(own.nounPhrases()).toEqual([]);
    expect(reading.ownWords()).toBe(own);
    expect(own.ownWords()).toBe(own);
  });
});
