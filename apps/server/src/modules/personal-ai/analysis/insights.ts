import { createHash } from 'node:crypto';
import type { EmotionalTone, Insight, Interest } from '@polymath/shared';
import { isGenericWord } from '../../../text/generic-words';
import { keywordsOf, stem } from '../../../text/words';
import { sentimentOf, toneOf } from './topic-sentiment';

/** One of the user's messages on a topic, as the learning analysis filed it. */
export interface TopicMention {
  /** The learning analysis's normalised topic. */
  topic: string;
  category: string;
  /** The learning analysis's confidence level of the message. */
  confidenceLevel: Interest['confidenceLevel'];
  /** When it was written (epoch ms). */
  at: number;
  text: string;
  tone: EmotionalTone;
}

/** Everything known of one topic: the conversations' mentions merged with the learning record. */
export interface TopicRecord {
  topic: string;
  category: string;
  frequency: number;
  lastMentioned: number;
  /** The latest confidence level the user showed on it. */
  confidenceLevel: Interest['confidenceLevel'];
  texts: string[];
  tones: EmotionalTone[];
}

/** Insight cards show 3 keywords; a few more let the web app choose. */
const KEYWORDS_PER_INSIGHT = 5;
/** The profile keeps the user's most frequent topics. */
const MAX_INSIGHTS = 12;

/**
 * The user's topics: each topic the learning analysis found in their stored messages, with the
 * learning module's record of it (the messages it saw as they were sent, including ones whose
 * conversation is no longer stored). A topic in both counts the larger of the two frequencies:
 * they are mostly the same messages, seen twice.
 */
export function topicRecordsOf(
  mentions: readonly TopicMention[],
  interests: readonly Interest[],
): TopicRecord[] {
  const records = new Map<string, TopicRecord & { latestConfidenceAt: number }>();
  for (const mention of mentions) {
    const record = records.get(mention.topic);
    if (!record) {
      records.set(mention.topic, {
        topic: mention.topic,
        category: mention.category,
        frequency: 1,
        lastMentioned: mention.at,
        confidenceLevel: mention.confidenceLevel,
        latestConfidenceAt: mention.at,
        texts: [mention.text],
        tones: [mention.tone],
      });
      continue;
    }
    record.frequency += 1;
    record.texts.push(mention.text);
    record.tones.push(mention.tone);
    if (mention.at >= record.latestConfidenceAt) {
      record.confidenceLevel = mention.confidenceLevel;
      record.latestConfidenceAt = mention.at;
    }
    record.lastMentioned = Math.max(record.lastMentioned, mention.at);
  }
  for (const interest of interests) {
    const at = Date.parse(interest.lastMentioned);
    const record = records.get(interest.topic);
    if (!record) {
      records.set(interest.topic, {
        topic: interest.topic,
        category: interest.category,
        frequency: interest.frequency,
        lastMentioned: at,
        confidenceLevel: interest.confidenceLevel,
        latestConfidenceAt: at,
        texts: [...interest.keyQuestions],
        tones: interest.keyQuestions.map((text) => toneOf({ text })),
      });
      continue;
    }
    record.frequency = Math.max(record.frequency, interest.frequency);
    // The learning module files a topic under a real category once it knows one.
    record.category = interest.category;
    if (at > record.latestConfidenceAt) record.confidenceLevel = interest.confidenceLevel;
    record.lastMentioned = Math.max(record.lastMentioned, at);
  }
  return [...records.values()]
    .map(({ latestConfidenceAt: _latest, ...record }) => record)
    .sort((a, b) => b.frequency - a.frequency || b.lastMentioned - a.lastMentioned);
}

/**
 * The words the user's messages on a topic use most, besides the topic's own words (those
 * standing in when there is nothing else) and everyday words ('boss', 'friday', 'asking'): what
 * the insight card shows.
 */
export function keywordsOfTopic(topic: string, texts: readonly string[]): string[] {
  const ownWords = keywordsOf(topic);
  const own = new Set(ownWords.map(stem));
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of keywordsOf(text)) {
      if (own.has(stem(word)) || /^\d+$/.test(word) || isGenericWord(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  // A stable sort: equally frequent words keep the order they were first written in.
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word);
  return (ranked.length > 0 ? ranked : ownWords).slice(0, KEYWORDS_PER_INSIGHT);
}

/** A topic's insight id: the same topic keeps its id from one analysis to the next. */
function insightIdOf(topic: string): string {
  return `insight-${createHash('sha256').update(topic).digest('hex').slice(0, 16)}`;
}

/** The insights of the user's most frequent topics, most frequent first. */
export function insightsOf(records: readonly TopicRecord[]): Insight[] {
  return records.slice(0, MAX_INSIGHTS).map((record) => ({
    id: insightIdOf(record.topic),
    topic: record.topic,
    frequency: record.frequency,
    lastMentioned: new Date(record.lastMentioned).toISOString(),
    keywords: keywordsOfTopic(record.topic, record.texts),
    sentiment: sentimentOf(record.tones),
  }));
}
