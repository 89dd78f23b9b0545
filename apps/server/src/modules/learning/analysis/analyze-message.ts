import { type MessageReading, readMessage } from '../../../text/message-reading';
import { categorizeMessage, categorizeTopic, findKnownPhrases } from './categorize-topic';
import { type DetectedGap, detectGap } from './detect-gap';
import type { MessageTopic } from './message-topic';
import { type ConfidenceLevel, confidenceOf, type GapType, gapTypeOf } from './phrasing';

export type { MessageTopic } from './message-topic';

/** What one user message says about its author's learning. */
export interface MessageAnalysis {
  /**
   * The user's own words the analysis read: the message without what it quotes (an earlier
   * reply pasted back), cut to the opening that is read.
   */
  ownText: string;
  topics: MessageTopic[];
  isQuestion: boolean;
  /** Phrased as confusion ("I still don't understand ..."). */
  isConfused: boolean;
  confidenceLevel: ConfidenceLevel;
  /** What kind of gap the message would show if it is one (from its phrasing). */
  gapType: GapType;
  /**
   * The knowledge gaps on the message's topics. From the message alone (analyzeMessage) only
   * confusion makes one; recordMessage adds the learner's earlier questions (repetition).
   */
  gaps: DetectedGap[];
}

/** At most this many topics are taken from one message. */
const MAX_TOPICS_PER_MESSAGE = 5;

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}][\p{L}\p{N}+#.]*/gu) ?? [];
}

/** The message's topics: the taxonomy's known phrases, then noun phrases not overlapping them. */
function topicsOf(reading: MessageReading): { topics: string[]; knownPhrases: string[] } {
  const { text } = reading;
  const knownPhrases = findKnownPhrases(text);
  const phrases = reading
    .nounPhrases()
    .filter(
      (phrase) => !knownPhrases.some((known) => known.includes(phrase) || phrase.includes(known)),
    );
  const topics = [...knownPhrases, ...phrases];
  // Known phrases were found longest first; the message's own order reads better.
  const lower = text.toLowerCase();
  const position = (topic: string) => {
    const at = lower.indexOf(topic.split(' ')[0] ?? topic);
    return at < 0 ? lower.length : at;
  };
  return {
    topics: topics.sort((a, b) => position(a) - position(b)).slice(0, MAX_TOPICS_PER_MESSAGE),
    knownPhrases,
  };
}

/**
 * Analyses a user message (as the chat read it) on its own: its topics and their categories,
 * whether it asks something, how confident it sounds, and the gaps its confusion shows, all from
 * the user's own words (what the message quotes is someone else's). Pure.
 */
export function analyzeMessage(message: MessageReading): MessageAnalysis {
  const reading = message.ownWords();
  const { text, isQuestion, isConfused } = reading;
  // A sum, a conversion or a date says nothing of what the user wants to learn ('kg', 'july').
  const { topics, knownPhrases } = reading.isCalculation
    ? { topics: [], knownPhrases: [] }
    : topicsOf(reading);
  const messageCategory = categorizeMessage(wordsOf(text), knownPhrases);
  const gapType = gapTypeOf(text);
  const categorized = topics.map((topic) => ({
    topic,
    category: categorizeTopic(topic, messageCategory),
  }));
  const gaps = categorized.flatMap((topic) => {
    const gap = detectGap(topic, [{ question: text, isConfused, gapType }]);
    return gap ? [gap] : [];
  });
  return {
    ownText: text,
    topics: categorized,
    isQuestion,
    isConfused,
    confidenceLevel: confidenceOf(text),
    gapType,
    gaps,
  };
}

/**
 * Reads a sample question the way a user's first one is read, so that what loads on first use
 * (the English model, the taxonomy's phrase patterns) is ready before a user waits on it.
 */
export function warmUpMessageAnalysis(): void {
  analyzeMessage(readMessage('What is the capital of Australia, and why was Canberra chosen?'));
}
