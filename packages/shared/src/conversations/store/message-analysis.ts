import { CONVERSATION_STORE } from '../../constants';
import type { Priority } from '../../common/common.schemas';
import type { Message } from '../../chat/message.schemas';
import type { Conversation } from '../conversation.schemas';
import type { ExtractedContext } from '../context.schemas';
import { extractContext } from './context-extraction';
import { scoreImportance, scoreRelevance } from './scoring';
import { uniqueText } from './text-matching';

/** How many topics a conversation keeps, newest first. */
const CONVERSATION_TOPICS_LIMIT = 10;
type ContextList =
  | 'entities'
  | 'concepts'
  | 'relationships'
  | 'codeSnippets'
  | 'learningTopics'
  | 'userPreferences'
  | 'projectDetails';
const PRIORITY_RANK: Record<Priority, number> = { low: 0, medium: 1, high: 2 };

/** The message with its extracted context and its relevance and importance scores (001 §4). */
export function analyzeMessage(message: Message): Message {
  const extractedContext = extractContext(message.content);
  return {
    ...message,
    extractedContext,
    contextRelevance: scoreRelevance(extractedContext),
    memoryImportance: scoreImportance(extractedContext),
  };
}

/**
 * A conversation's context after one more message: the lists are merged without repeats, tone
 * and level follow the latest message, and priority keeps the highest seen.
 */
export function mergeContexts(
  current: ExtractedContext | undefined,
  next: ExtractedContext,
): ExtractedContext {
  if (!current) return next;
  const merge = (key: ContextList) => uniqueText([...current[key], ...next[key]]);
  return {
    entities: merge('entities'),
    concepts: merge('concepts'),
    relationships: merge('relationships'),
    codeSnippets: merge('codeSnippets'),
    learningTopics: merge('learningTopics'),
    userPreferences: merge('userPreferences'),
    projectDetails: merge('projectDetails'),
    emotionalTone: next.emotionalTone,
    technicalLevel: next.technicalLevel,
    priority:
      PRIORITY_RANK[next.priority] > PRIORITY_RANK[current.priority]
        ? next.priority
        : current.priority,
  };
}

/** The conversation's topics with the message's in front: its learning topics, else its concepts. */
export function mergeTopics(topics: readonly string[], context: ExtractedContext): string[] {
  const fresh = context.learningTopics.length > 0 ? context.learningTopics : context.concepts;
  return uniqueText([...fresh, ...topics]).slice(0, CONVERSATION_TOPICS_LIMIT);
}

/**
 * The title the first user message gives a conversation (001 §4): its first 50 characters, with
 * '...' when it is longer. White space is collapsed so a pasted paragraph makes a one-line title.
 */
export function titleFromMessage(message: Pick<Message, 'content' | 'fileName'>): string {
  const text = message.content.replace(/\s+/g, ' ').trim() || (message.fileName ?? '');
  // Array.from counts characters, not UTF-16 units, so an emoji is never cut in half.
  const characters = Array.from(text);
  return characters.length > CONVERSATION_STORE.titleMaxChars
    ? `${characters.slice(0, CONVERSATION_STORE.titleMaxChars).join('')}...`
    : text;
}

/** The conversation with the message appended and its count, topics, context and time updated. */
export function appendMessage(
  conversation: Conversation,
  message: Message,
  now: Date,
): Conversation {
  const context = message.extractedContext;
  const messages = [...conversation.messages, message];
  return {
    ...conversation,
    messages,
    messageCount: messages.length,
    updatedAt: now.toISOString(),
    topics: context ? mergeTopics(conversation.topics ?? [], context) : (conversation.topics ?? []),
    context: context ? mergeContexts(conversation.context, context) : conversation.context,
  };
}
