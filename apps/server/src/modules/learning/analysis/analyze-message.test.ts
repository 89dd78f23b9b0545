import { GENERAL_LEARNING_CATEGORY } from '@polymath/shared';
import { describe, expect, it } from 'vitest';
import { ANALYSED_MESSAGES } from '../../../../test/fixtures/learning-messages';
import { readMessage } from '../../../text/message-reading';
import { analyzeMessage } from './analyze-message';

const analyze = (message: string) => analyzeMessage(readMessage(message));

describe('analyzeMessage on sums, conversions and dates', () => {
  it.each([
    'What is 15% of 240?',
    'Convert 10 kg to pounds',
    'How many pounds are in a kilogram?',
    "What is today's date?",
    'How many days until Christmas?',
    'How many weeks until July 4?',
    'Is 2100 a leap year?',
    'What day of the week is December 25, 2026?',
  ])('finds no interest in "%s"', (message) => {
    expect(analyze(message).topics).toEqual([]);
  });
});

describe('analyzeMessage on realistic messages', () => {
  it('has at least 30 messages to check', () => {
    expect(ANALYSED_MESSAGES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(ANALYSED_MESSAGES)('reads "$message"', (expected) => {
    const analysis = analyze(expected.message);
    const found = Object.fromEntries(analysis.topics.map((t) => [t.topic, t.category]));
    expect(found).toMatchObject(expected.topics);
    if (Object.keys(expected.topics).length === 0) expect(analysis.topics).toEqual([]);
    expect(analysis.isQuestion).toBe(expected.isQuestion);
    expect(analysis.confidenceLevel).toBe(expected.confidenceLevel);
    expect(analysis.gapType).toBe(expected.gapType);
    expect(analysis.isConfused).toBe(expected.isConfused);
    // Confusion alone makes a gap on every topic of the message; a plain question does not.
    expect(analysis.gaps.length).toBe(expected.isConfused ? analysis.topics.length : 0);
  });
});

describe('analyzeMessage details', () => {
  it('normalises topics: lower case, head noun singular, no stop or filler words', () => {
    const analysis = analyze('Can you give me some examples of Neural Networks?');
    expect(analysis.topics.map((t) => t.topic)).toEqual(['neural network']);
  });

  it('files a topic with no cue under the message’s category', () => {
    const analysis = analyze('How do I fix a memory leak in my Python script?');
    expect(analysis.topics).toContainEqual({ topic: 'memory leak', category: 'Computer Science' });
    expect(analysis.gapType).toBe('troubleshooting');
  });

  it('files a topic nothing fits under the general category', () => {
    const analysis = analyze('Tell me about the Eiffel Tower');
    expect(analysis.topics).toEqual([
      { topic: 'eiffel tower', category: GENERAL_LEARNING_CATEGORY },
    ]);
  });

  it('sees code as depth', () => {
    const analysis = analyze(
      'Is this efficient? ```const total = items.reduce((sum, item) => sum + item.price, 0);```',
    );
    expect(analysis.confidenceLevel).toBe('advanced');
  });

  it('takes at most five topics and only the opening of a long paste', () => {
    const long = `${'Explain photosynthesis, mitosis, meiosis, evolution, genetics and ecology. '.repeat(3)}${'word '.repeat(20_000)}quantum`;
    const analysis = analyze(long);
    expect(analysis.topics.length).toBe(5);
    expect(analysis.topics.map((t) => t.topic)).not.toContain('quantum');
  });
});

describe('analyzeMessage on questions that only look like conversions', () => {
  it('keeps the topic of "How many bones are in a human body?"', () => {
    expect(readMessage('How many bones are in a human body?').isLookupWorthy).toBe(true);
    expect(analyze('How many bones are in a human body?').topics).not.toEqual([]);
  });
});

describe('analyzeMessage on a new user’s first hour', () => {
  it.each([
    ['Can you summarise Pride and Prejudice for me?', ['pride and prejudice']],
    ['What happened in this conversation?', []],
    ['Help me make a week plan', []],
    ['My boss asking for a report by Friday, how do I write it?', ['report']],
    ['What year did the Berlin wall fall?', ['berlin wall']],
  ])('finds in "%s" the topics %j', (message, topics) => {
    expect(analyze(message).topics.map((t) => t.topic)).toEqual(topics);
  });
});

describe('analyzeMessage on a message quoting a reply', () => {
  it('reads the topics of the user’s own words only', () => {
    const analysis = analyze(
      '> The Berlin Wall fell on 9 November 1989, opening the border between East and West Germany.\n\nWhy did the Soviet Union allow it?',
    );
    expect(analysis.topics.map((t) => t.topic)).toEqual(['soviet union']);
    expect(analysis.ownText).toBe('Why did the Soviet Union allow it?');
  });

  it('does not count a question only the quotation asks', () => {
    const analysis = analyze(
      'You wrote "is a tomato a fruit or a vegetable? Botanically it is a fruit" and I loved that about tomatoes',
    );
    expect(analysis.isQuestion).toBe(false);
    expect(analysis.topics.map((t) => t.topic)).toEqual(['tomato']);
    expect(analysis.ownText).toBe('You wrote and I loved that about tomatoes');
  });
});
