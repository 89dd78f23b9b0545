import type { EarnedReward } from '@polymath/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  type ActivityRewards,
  createMessageActivity,
  type MessageLearning,
  TOPICS_QUEUED_PER_MESSAGE,
} from './message-activity';
import { guestCaller, userCaller } from '../../../test/callers';
import { readMessage } from '../../text/message-reading';

const USER = userCaller('u-1');
const reward = (title: string): EarnedReward => ({ icon: '⭐', title, message: title });

function activityWith(analysis: Awaited<ReturnType<MessageLearning['recordMessage']>>) {
  const recordMessage = vi.fn<MessageLearning['recordMessage']>(() => Promise.resolve(analysis));
  const recordActivity = vi.fn<ActivityRewards['recordActivity']>((_learner, activity) =>
    Promise.resolve([reward(activity)]),
  );
  const enqueueTopic = vi.fn((_topic: string) => Promise.resolve());
  const warn = vi.fn();
  const activity = createMessageActivity({
    learning: { recordMessage },
    rewards: { recordActivity },
    topicQueue: { enqueueTopic },
    logger: { warn },
  });
  return { activity, recordMessage, recordActivity, enqueueTopic, warn };
}

describe('message activity', () => {
  it('learns from a question, queues its main topics and rewards the message and the question', async () => {
    const topics = ['photosynthesis', 'chlorophyll', 'plant cells'].map((topic) => ({ topic }));
    const { activity, recordMessage, recordActivity, enqueueTopic } = activityWith({
      topics,
      isQuestion: true,
    });
    const message = readMessage('How do plants eat?');
    const earned = await activity.messageAccepted({ caller: USER, message });
    expect(recordMessage).toHaveBeenCalledExactlyOnceWith('user:u-1', message);
    expect(recordActivity.mock.calls).toEqual([
      ['user:u-1', 'message_sent'],
      ['user:u-1', 'question_asked'],
    ]);
    expect(earned).toEqual([reward('message_sent'), reward('question_asked')]);
    expect(enqueueTopic.mock.calls.map(([topic]) => topic)).toEqual(
      ['photosynthesis', 'chlorophyll'].slice(0, TOPICS_QUEUED_PER_MESSAGE),
    );
  });

  it('rewards a statement as a message only', async () => {
    const { activity, recordActivity } = activityWith({ topics: [], isQuestion: false });
    const earned = await activity.messageAccepted({
      caller: guestCaller({ anonymousId: 'a-1' }),
      message: readMessage('Thanks, that helps.'),
    });
    expect(recordActivity.mock.calls).toEqual([['guest:a-1', 'message_sent']]);
    expect(earned).toEqual([reward('message_sent')]);
  });

  it('keeps nothing for a guest without an anonymous id', async () => {
    const { activity, recordMessage, recordActivity } = activityWith({
      topics: [],
      isQuestion: true,
    });
    const earned = await activity.messageAccepted({
      caller: { kind: 'guest', address: '127.0.0.1' },
      message: readMessage('What is a tide?'),
    });
    expect(earned).toEqual([]);
    expect(recordMessage).not.toHaveBeenCalled();
    expect(recordActivity).not.toHaveBeenCalled();
  });

  it('logs a topic the background learner could not queue and still answers with the rewards', async () => {
    const { activity, enqueueTopic, warn } = activityWith({
      topics: [{ topic: 'tides' }],
      isQuestion: false,
    });
    enqueueTopic.mockRejectedValueOnce(new Error('queue stopped'));
    const earned = await activity.messageAccepted({
      caller: USER,
      message: readMessage('Tides are neat'),
    });
    expect(earned).toEqual([reward('message_sent')]);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
  });
});
