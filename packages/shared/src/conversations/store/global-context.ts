import { CONVERSATION_STORE } from '../../constants';
import type { Difficulty } from '../../common/common.schemas';
import type { Message } from '../../chat/message.schemas';
import type { Conversation } from '../conversation.schemas';
import type { ExtractedContext, GlobalContext } from '../context.schemas';
import { uniqueText } from './text-matching';

/** A concept is "frequent" once the user has mentioned it in this many messages. */
const FREQUENT_CONCEPT_MIN_MENTIONS = 2;
/** How many frequent concepts are kept, most mentioned first. */
const FREQUENT_CONCEPTS_LIMIT = 10;
/** How many learning topics the profile keeps, newest first. */
const LEARNING_TOPICS_LIMIT = 20;

/** The kinds of request counted in conversationPatterns. */
export const REQUEST_PATTERNS = [
  'question',
  'code',
  'learning',
  'preference',
  'project',
  'urgent',
] as const;
export type RequestPattern = (typeof REQUEST_PATTERNS)[number];

/** What the store knows before the user has said anything. */
export function createGlobalContext(): GlobalContext {
  return {
    userPreferences: [],
    learningProfile: { technicalLevel: 'intermediate', learningTopics: [] },
    conversationPatterns: {},
    recentTopics: [],
    frequentConcepts: [],
  };
}

/** The kinds of request a user message is, by its text and extracted context. */
export function classifyRequest(content: string, context: ExtractedContext): RequestPattern[] {
  const checks: Record<RequestPattern, boolean> = {
    question: content.includes('?') || /^\s*(?:who|what|when|where|why|how)\b/i.test(content),
    code: context.codeSnippets.length > 0,
    learning: context.learningTopics.length > 0,
    preference: context.userPreferences.length > 0,
    project: context.projectDetails.length > 0,
    urgent: context.priority === 'high',
  };
  return REQUEST_PATTERNS.filter((pattern) => checks[pattern]);
}

/**
 * Recent topics, newest first (001 §9): up to 3 topics of the new message in front of up to 7 of
 * the older ones. A message without learning topics contributes its concepts instead.
 */
export function mergeRecentTopics(
  recentTopics: readonly string[],
  context: ExtractedContext,
): string[] {
  const candidates = context.learningTopics.length > 0 ? context.learningTopics : context.concepts;
  const fresh = uniqueText(candidates).slice(0, CONVERSATION_STORE.recentTopicsNew);
  const freshKeys = new Set(fresh.map((topic) => topic.toLowerCase()));
  const old = recentTopics
    .filter((topic) => !freshKeys.has(topic.toLowerCase()))
    .slice(0, CONVERSATION_STORE.recentTopicsOld);
  return [...fresh, ...old];
}

function userContexts(conversations: readonly Conversation[]): ExtractedContext[] {
  return conversations.flatMap((conversation) =>
    conversation.messages.flatMap((message) =>
      message.role === 'user' && message.extractedContext ? [message.extractedContext] : [],
    ),
  );
}

/** The concepts the user mentioned in at least two messages, most mentioned first. */
export function findFrequentConcepts(conversations: readonly Conversation[]): string[] {
  const mentions = new Map<string, number>();
  for (const context of userContexts(conversations)) {
    for (const concept of new Set(context.concepts)) {
      mentions.set(concept, (mentions.get(concept) ?? 0) + 1);
    }
  }
  return [...mentions]
    .filter(([, count]) => count >= FREQUENT_CONCEPT_MIN_MENTIONS)
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .slice(0, FREQUENT_CONCEPTS_LIMIT)
    .map(([concept]) => concept);
}

/** The level the user's messages show most often; on a tie, the one seen most recently. */
export function findTechnicalLevel(
  conversations: readonly Conversation[],
  fallback: Difficulty,
): Difficulty {
  const counts = new Map<Difficulty, { count: number; lastSeen: string }>();
  for (const conversation of conversations) {
    for (const message of conversation.messages) {
      const level = message.role === 'user' ? message.extractedContext?.technicalLevel : undefined;
      if (!level) continue;
      const seen = counts.get(level) ?? { count: 0, lastSeen: '' };
      const lastSeen = message.timestamp > seen.lastSeen ? message.timestamp : seen.lastSeen;
      counts.set(level, { count: seen.count + 1, lastSeen });
    }
  }
  const ranked = [...counts].sort(
    ([, a], [, b]) => b.count - a.count || b.lastSeen.localeCompare(a.lastSeen),
  );
  return ranked[0]?.[0] ?? fallback;
}

/** Recomputes what is derived from every conversation, e.g. after one was deleted or cleared. */
export function refreshGlobalContext(
  global: GlobalContext,
  conversations: readonly Conversation[],
): GlobalContext {
  return {
    ...global,
    frequentConcepts: findFrequentConcepts(conversations),
    learningProfile: {
      ...global.learningProfile,
      technicalLevel: findTechnicalLevel(conversations, global.learningProfile.technicalLevel),
    },
  };
}

/**
 * Folds a new user message into the global context (001 §3). Only the user's own messages count:
 * the context describes the user, and answers would drown it in the assistant's vocabulary.
 * `conversations` must already hold the message.
 */
export function updateGlobalContext(
  global: GlobalContext,
  message: Message,
  conversations: readonly Conversation[],
): GlobalContext {
  const context = message.extractedContext;
  if (message.role !== 'user' || !context) return global;
  const conversationPatterns = { ...global.conversationPatterns };
  for (const pattern of classifyRequest(message.content, context)) {
    conversationPatterns[pattern] = (conversationPatterns[pattern] ?? 0) + 1;
  }
  const updated: GlobalContext = {
    userPreferences: uniqueText([...global.userPreferences, ...context.userPreferences]),
    learningProfile: {
      technicalLevel: global.learningProfile.technicalLevel,
      learningTopics: uniqueText([
        ...context.learningTopics,
        ...global.learningProfile.learningTopics,
      ]).slice(0, LEARNING_TOPICS_LIMIT),
    },
    conversationPatterns,
    recentTopics: mergeRecentTopics(global.recentTopics, context),
    frequentConcepts: global.frequentConcepts,
  };
  return refreshGlobalContext(updated, conversations);
}
