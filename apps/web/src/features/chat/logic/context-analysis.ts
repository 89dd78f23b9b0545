import {
  CONTEXT_ANALYSIS,
  type ContextAnalysis,
  type ContextStrength,
  type Hint,
  isStopWord,
} from '@polymath/shared';

/** The part of a message the analysis reads. */
export interface AnalysedMessage {
  role: 'user' | 'assistant';
  content: string;
}

// Words and phrases that point back at something said before. Single words are matched whole.
const REFERENCE_PATTERNS: readonly (readonly [string, RegExp])[] = [
  ['as you said', /\bas you (said|mentioned)\b/i],
  ['you mentioned', /\byou (mentioned|said|told me)\b/i],
  ['the above', /\b(the above|above)\b/i],
  ['earlier', /\b(earlier|previous(ly)?|before that)\b/i],
  ['that', /\b(that|those)\b/i],
  ['it', /\b(it|its)\b/i],
  ['this', /\b(this|these)\b/i],
  ['they', /\b(they|them|their)\b/i],
  ['same', /\b(the same|again)\b/i],
  ['more', /\b(tell me more|more about|go on|continue)\b/i],
];

// Words of three letters or fewer carry no topic; neither do stop words.
const MIN_TOPIC_WORD_LENGTH = 4;

/** The reference phrases found in one text. */
export function findReferences(text: string): string[] {
  return REFERENCE_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

function topicWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.filter((word) => word.length >= MIN_TOPIC_WORD_LENGTH && !isStopWord(word)));
}

// The word most of the window's messages share (at least two of them), or null.
function findCurrentTopic(window: readonly AnalysedMessage[]): string | null {
  const counts = new Map<string, number>();
  for (const message of window) {
    for (const word of topicWords(message.content)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestCount = 1;
  for (const [word, count] of counts) {
    if (count > bestCount) {
      best = word;
      bestCount = count;
    }
  }
  return best;
}

/** Strong with ≥4 messages and ≥2 references, moderate with ≥2 messages or ≥1 reference, else weak. */
export function contextStrength(messageCount: number, referenceCount: number): ContextStrength {
  if (
    messageCount >= CONTEXT_ANALYSIS.strongMinMessages &&
    referenceCount >= CONTEXT_ANALYSIS.strongMinReferences
  ) {
    return 'strong';
  }
  if (
    messageCount >= CONTEXT_ANALYSIS.moderateMinMessages ||
    referenceCount >= CONTEXT_ANALYSIS.moderateMinReferences
  ) {
    return 'moderate';
  }
  return 'weak';
}

/**
 * Reads the last six messages: the topic they share, how many of the user's messages follow up on it
 * (by naming the topic or pointing back), the reference phrases used, and the context strength.
 */
export function analyzeContext(messages: readonly AnalysedMessage[]): ContextAnalysis {
  const window = messages.slice(-CONTEXT_ANALYSIS.windowMessages);
  const userMessages = window.filter((message) => message.role === 'user');
  const references = userMessages.flatMap((message) => findReferences(message.content));
  const currentTopic = findCurrentTopic(window);
  // The first user message opens the thread; each later one on the same thread deepens it.
  const conversationDepth = userMessages
    .slice(1)
    .filter(
      (message) =>
        findReferences(message.content).length > 0 ||
        (currentTopic !== null && topicWords(message.content).has(currentTopic)),
    ).length;
  return {
    currentTopic,
    conversationDepth,
    referencePatterns: [...new Set(references)],
    contextStrength: contextStrength(window.length, references.length),
  };
}

/** A hint above the input once the conversation is deep enough (depth ≥2), otherwise null. */
export function contextHint(analysis: ContextAnalysis): Hint | null {
  if (analysis.conversationDepth < CONTEXT_ANALYSIS.hintMinDepth) return null;
  const confidence = Math.min(1, analysis.conversationDepth / CONTEXT_ANALYSIS.windowMessages);
  if (analysis.referencePatterns.length > 0) {
    return {
      type: 'reference',
      message: 'Polymath links your references to the earlier messages of this conversation.',
      confidence,
    };
  }
  const topic = analysis.currentTopic ?? 'this topic';
  return {
    type: 'follow-up',
    message: `Following up on "${topic}": Polymath keeps the recent messages in mind.`,
    confidence,
  };
}
