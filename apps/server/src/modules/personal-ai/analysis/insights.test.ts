import type { Interest } from '@polymath/shared';
import { describe, expect, it } from 'vitest';
import { insightsOf, keywordsOfTopic, type TopicMention, topicRecordsOf } from './insights';
import { sentimentOf, toneOf } from './topic-sentiment';

const mention = (overrides: Partial<TopicMention> = {}): TopicMention => ({
  topic: 'neural network',
  category: 'Computer Science',
  confidenceLevel: 'intermediate',
  at: Date.parse('2026-03-01T10:00:00.000Z'),
  text: 'How do neural networks learn?',
  tone: 'neutral',
  ...overrides,
});

const interest = (overrides: Partial<Interest> = {}): Interest => ({
  topic: 'neural network',
  category: 'Computer Science',
  frequency: 5,
  lastMentioned: '2026-03-09T10:00:00.000Z',
  confidenceLevel: 'advanced',
  keyQuestions: ['What is a transformer in neural networks?'],
  ...overrides,
});

describe('topicRecordsOf', () => {
  it('counts each topic’s mentions with its latest date and confidence', () => {
    const [record] = topicRecordsOf(
      [
        mention({ at: Date.parse('2026-03-02T00:00:00.000Z'), confidenceLevel: 'novice' }),
        mention({ at: Date.parse('2026-03-01T00:00:00.000Z'), confidenceLevel: 'advanced' }),
      ],
      [],
    );
    expect(record).toMatchObject({
      topic: 'neural network',
      frequency: 2,
      lastMentioned: Date.parse('2026-03-02T00:00:00.000Z'),
      confidenceLevel: 'novice',
    });
  });

  it('merges the learning record of a topic: the larger frequency, the later mention', () => {
    const [record] = topicRecordsOf([mention()], [interest()]);
    expect(record).toMatchObject({
      frequency: 5,
      lastMentioned: Date.parse('2026-03-09T10:00:00.000Z'),
      confidenceLevel: 'advanced',
    });
  });

  it('adds topics only the learning module saw, reading their key questions', () => {
    const records = topicRecordsOf(
      [mention()],
      [
        interest({
          topic: 'black hole',
          category: 'Physics',
          frequency: 1,
          keyQuestions: ['This is so frustrating, black holes make no sense'],
        }),
      ],
    );
    expect(records.map((record) => record.topic).sort()).toEqual(['black hole', 'neural network']);
    expect(records.find((record) => record.topic === 'black hole')).toMatchObject({
      category: 'Physics',
      texts: ['This is so frustrating, black holes make no sense'],
      tones: ['frustrated'],
    });
  });

  it('ranks the most frequent first, the most recent on a tie', () => {
    const records = topicRecordsOf(
      [
        mention({ topic: 'a', at: 1 }),
        mention({ topic: 'b', at: 2 }),
        mention({ topic: 'c', at: 3 }),
        mention({ topic: 'c', at: 4 }),
      ],
      [],
    );
    expect(records.map((record) => record.topic)).toEqual(['c', 'b', 'a']);
  });
});

describe('keywordsOfTopic', () => {
  it('gives the words said most with the topic, leaving out its own words and numbers', () => {
    expect(
      keywordsOfTopic('neural network', [
        'Neural networks and backpropagation in 2024',
        'Backpropagation with gradient descent',
        'Why does my network overfit?',
      ]),
    ).toEqual(['backpropagation', 'gradient', 'descent', 'overfit']);
  });

  it('leaves out everyday words: people, days, what someone does', () => {
    expect(
      keywordsOfTopic('report', [
        'My boss asking for a report by Friday, how do I write it?',
        'What should a quarterly sales report for my manager include?',
      ]),
    ).toEqual(['write', 'quarterly', 'sales', 'include']);
  });

  it('falls back on the topic’s own words when nothing else is said', () => {
    expect(keywordsOfTopic('photosynthesis', ['Photosynthesis?'])).toEqual(['photosynthesis']);
  });
});

describe('sentiment', () => {
  it('weighs pleased and excited messages against frustrated ones', () => {
    expect(sentimentOf(['positive', 'frustrated', 'excited'])).toBe('positive');
    expect(sentimentOf(['positive', 'frustrated', 'frustrated'])).toBe('negative');
    expect(sentimentOf(['neutral', 'positive', 'frustrated'])).toBe('neutral');
    expect(sentimentOf([])).toBe('neutral');
  });

  it('takes the tone the conversation store kept, else reads it', () => {
    expect(toneOf({ text: 'Thanks, great!', emotionalTone: 'frustrated' })).toBe('frustrated');
    expect(toneOf({ text: 'Thanks, that was helpful' })).toBe('positive');
    expect(toneOf({ text: 'It still does not work' })).toBe('frustrated');
  });
});

describe('insightsOf', () => {
  it('gives each topic a stable id, an ISO date and its sentiment', () => {
    const records = topicRecordsOf([mention({ tone: 'positive' })], []);
    const [insight] = insightsOf(records);
    expect(insight?.id).toMatch(/^insight-[0-9a-f]{16}$/);
    expect(insight).toEqual({
      id: insight?.id,
      topic: 'neural network',
      frequency: 1,
      lastMentioned: '2026-03-01T10:00:00.000Z',
      keywords: ['learn'],
      sentiment: 'positive',
    });
    expect(insightsOf(records)[0]?.id).toBe(insight?.id);
  });

  it('keeps the twelve most frequent topics', () => {
    const records = topicRecordsOf(
      Array.from({ length: 20 }, (_, index) => mention({ topic: `topic ${index}` })),
      [],
    );
    expect(insightsOf(records)).toHaveLength(12);
  });
});
