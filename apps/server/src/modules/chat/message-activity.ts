import type { EarnedReward } from '@polymath/shared';
import { type OwnerKey, ownerKeyOf } from '../../identity/caller';
import type { MessageReading } from '../../text/message-reading';
import type { MessageActivity } from './chat.ports';

/**
 * What a user's accepted chat message sets off beyond its answer: the learning module analyses it
 * (interests, knowledge gaps), the background learner queues its topics for the encyclopedia, and
 * the rewards module counts it. Written against the narrow parts of those modules it uses, so the
 * chat knows none of them.
 */

export interface MessageLearning {
  recordMessage(
    learner: OwnerKey,
    message: MessageReading,
  ): Promise<{ topics: { topic: string }[]; isQuestion: boolean }>;
}

export interface ActivityRewards {
  recordActivity(
    learner: OwnerKey,
    activity: 'message_sent' | 'question_asked',
  ): Promise<EarnedReward[]>;
}

export interface TopicQueue {
  enqueueTopic(topic: string): Promise<void>;
}

export interface MessageActivityDeps {
  learning: MessageLearning;
  rewards: ActivityRewards;
  /** Absent when the server learns nothing in the background. */
  topicQueue?: TopicQueue;
  logger: { warn(details: object, message: string): void };
}

/** Topics of one message handed to the background learner: the main ones, not every noun. */
export const TOPICS_QUEUED_PER_MESSAGE = 2;

export function createMessageActivity(deps: MessageActivityDeps): MessageActivity {
  const { learning, rewards, topicQueue, logger } = deps;
  return {
    async messageAccepted({ caller, message }) {
      // A guest without an anonymous id keeps no learning data and earns nothing.
      const learner = ownerKeyOf(caller);
      if (!learner) return [];
      const [analysis, forMessage] = await Promise.all([
        learning.recordMessage(learner, message),
        rewards.recordActivity(learner, 'message_sent'),
      ]);
      for (const { topic } of analysis.topics.slice(0, TOPICS_QUEUED_PER_MESSAGE)) {
        topicQueue?.enqueueTopic(topic).catch((error: unknown) => {
          logger.warn({ err: error, topic }, 'a topic was not queued for background learning');
        });
      }
      if (!analysis.isQuestion) return forMessage;
      return [...forMessage, ...(await rewards.recordActivity(learner, 'question_asked'))];
    },
  };
}
