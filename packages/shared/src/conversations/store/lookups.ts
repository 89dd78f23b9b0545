import { CONVERSATION_STORE } from '../../constants';
import type { Message } from '../../chat/message.schemas';
import type { Conversation } from '../conversation.schemas';
import { sortConversations } from './conversation-ops';
import type { StoredConversations } from './stored-conversations.schemas';
import { significantWords } from './text-matching';

interface Ranked {
  conversation: Conversation;
  score: number;
}

/** Best score first; on a tie, the most recently updated first. */
function rankByScore(ranked: Ranked[], limit: number): Conversation[] {
  return ranked
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        Date.parse(b.conversation.updatedAt) - Date.parse(a.conversation.updatedAt),
    )
    .slice(0, limit)
    .map(({ conversation }) => conversation);
}

function countShared(words: Set<string>, other: Set<string>): number {
  let shared = 0;
  for (const word of words) if (other.has(word)) shared += 1;
  return shared;
}

/** What a conversation is about: its title, topics and the concepts and names in its context. */
function aboutWords(conversation: Conversation): Set<string> {
  const context = conversation.context;
  return significantWords(
    [
      conversation.title,
      ...(conversation.topics ?? []),
      ...(context?.concepts ?? []),
      ...(context?.entities ?? []),
      ...(context?.learningTopics ?? []),
    ].join(' '),
  );
}

/** The most recently updated conversations that are not archived (001 §9: 5 by default). */
export function getRecentConversations(
  store: StoredConversations,
  limit: number = CONVERSATION_STORE.recentDefault,
): Conversation[] {
  return sortConversations(store.conversations.filter(({ archived }) => !archived)).slice(0, limit);
}

/**
 * The messages worth carrying as context (001 §9: 10 by default): the most important ones by
 * memoryImportance, the newer winning a tie, returned in the order they were written.
 */
export function getContextualHistory(
  conversation: Conversation,
  limit: number = CONVERSATION_STORE.contextualHistoryDefault,
): Message[] {
  const importance = (message: Message) =>
    message.memoryImportance ?? CONVERSATION_STORE.importanceMin;
  const kept = conversation.messages
    .map((message, position) => ({ message, position }))
    .sort((a, b) => importance(b.message) - importance(a.message) || b.position - a.position)
    .slice(0, limit);
  return kept.sort((a, b) => a.position - b.position).map(({ message }) => message);
}

/**
 * Other conversations about the same things (001 §9: 5 by default), ranked by how many words of
 * their titles, topics and concepts they share; words of 3 letters or fewer do not count.
 */
export function getRelatedConversations(
  store: StoredConversations,
  conversationId: string,
  limit: number = CONVERSATION_STORE.relatedDefault,
): Conversation[] {
  const conversation = store.conversations.find(({ id }) => id === conversationId);
  if (!conversation) return [];
  const words = aboutWords(conversation);
  const ranked = store.conversations
    .filter(({ id }) => id !== conversationId)
    .map((other) => ({ conversation: other, score: countShared(words, aboutWords(other)) }));
  return rankByScore(ranked, limit);
}

/**
 * Conversations whose title or messages share words with the text (001 §9: 5 by default), most
 * shared words first; words of 3 letters or fewer do not count.
 */
export function findSimilarConversations(
  store: StoredConversations,
  text: string,
  limit: number = CONVERSATION_STORE.similarDefault,
): Conversation[] {
  const words = significantWords(text);
  const ranked = store.conversations.map((conversation) => {
    const content = [conversation.title, ...conversation.messages.map((m) => m.content)].join(' ');
    return { conversation, score: countShared(words, significantWords(content)) };
  });
  return rankByScore(ranked, limit);
}

/**
 * Conversations whose title or message text holds the query, case-insensitively: title matches
 * first, then message matches, each newest first. A blank query lists every conversation.
 */
export function searchConversations(store: StoredConversations, query: string): Conversation[] {
  const needle = query.trim().toLowerCase();
  const sorted = sortConversations(store.conversations);
  if (needle === '') return sorted;
  const inTitle = sorted.filter(({ title }) => title.toLowerCase().includes(needle));
  const inMessages = sorted.filter(
    (conversation) =>
      !inTitle.includes(conversation) &&
      conversation.messages.some(({ content }) => content.toLowerCase().includes(needle)),
  );
  return [...inTitle, ...inMessages];
}
