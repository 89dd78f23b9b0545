import type { ConversationAnalysis } from '@polymath/shared';
import type { UserCaller } from '../../../identity/caller';
import { readMessage } from '../../../text/message-reading';
import type { StoredUserMessage, UserMessageWindow } from '../../conversations';
import type { LearningService } from '../../learning';
import { insightsOf, type TopicMention, topicRecordsOf } from './insights';
import { learningProgressOf } from './learning-progress';
import { toneOf } from './topic-sentiment';

/** What the analysis reads: the user's stored conversations and the learning module's records. */
export interface AnalysisSources {
  conversations: {
    userMessagesOf(userId: string, window: UserMessageWindow): Promise<StoredUserMessage[]>;
  };
  learning: Pick<LearningService, 'analyzeMessage' | 'getInterests' | 'getGaps' | 'getAllPaths'>;
}

/**
 * How much of a long history one analysis reads: the latest messages of the latest
 * conversations, their openings only (a question states its subject early; readMessage reads
 * the subject from the first 500 characters too). Reading a message costs about 2 ms, so an
 * analysis stays around a second of work however long the history.
 */
export const ANALYSIS_WINDOW: UserMessageWindow = {
  conversations: 100,
  messagesPerConversation: 20,
  chars: 500,
};
/** The newest messages analysed, across conversations. */
const MAX_MESSAGES = 500;
/** Messages analysed between two turns of the event loop, so other requests are not held up. */
const MESSAGES_PER_TURN = 50;

/**
 * The user's topics from their own stored messages, as the learning module files them (the
 * same analysis it makes of each chat message: topics, categories, confidence), each with the
 * tone the conversation store reads in the message.
 */
async function mentionsIn(
  messages: readonly StoredUserMessage[],
  learning: AnalysisSources['learning'],
): Promise<TopicMention[]> {
  const mentions: TopicMention[] = [];
  for (const [index, message] of messages.entries()) {
    if (index > 0 && index % MESSAGES_PER_TURN === 0) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    const at = Date.parse(message.timestamp);
    const analysis = learning.analyzeMessage(readMessage(message.text));
    if (analysis.topics.length === 0) continue;
    // What the user quoted (an earlier reply) says nothing of their interests nor their mood.
    const text = analysis.ownText;
    const tone = toneOf({ ...message, text });
    for (const { topic, category } of analysis.topics) {
      mentions.push({
        topic,
        category,
        confidenceLevel: analysis.confidenceLevel,
        at,
        text,
        tone,
      });
    }
  }
  return mentions;
}

/**
 * Insights (recurring topics with their keywords and sentiment) and learning progress per
 * subject, from the caller's own stored conversations and the learning module's records of them.
 */
export async function analyzeConversations(
  sources: AnalysisSources,
  caller: UserCaller,
): Promise<ConversationAnalysis> {
  const { learning } = sources;
  const [messages, interests, gaps, paths] = await Promise.all([
    sources.conversations.userMessagesOf(caller.user.id, ANALYSIS_WINDOW),
    learning.getInterests(caller),
    learning.getGaps(caller),
    learning.getAllPaths(caller),
  ]);
  const newest = messages
    .filter((message) => !Number.isNaN(Date.parse(message.timestamp)))
    .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))
    .slice(0, MAX_MESSAGES);
  const records = topicRecordsOf(
    await mentionsIn(newest, learning),
    Object.values(interests).flat(),
  );
  return {
    insights: insightsOf(records),
    learningProgress: learningProgressOf(records, { gaps: Object.values(gaps).flat(), paths }),
  };
}
