import type { MessageFeedback } from '@polymath/shared';
import { sendFeedback } from '../api/chat-reply-calls';
import type { ChatMessageSource } from './chat-message-source';

/**
 * Likes or dislikes an answer: kept on the message at once, then sent with the answer's feedback
 * data. A failed call is not shown (000 §8): the choice stays recorded locally, marked unsent.
 */
export async function giveFeedback(
  source: ChatMessageSource,
  messageId: string,
  feedback: MessageFeedback,
): Promise<void> {
  const message = source.getMessages().find((candidate) => candidate.id === messageId);
  if (message === undefined) return;
  source.patchMessage(messageId, () => ({ feedback, isFeedbackUnsent: false }));
  const result = await sendFeedback({
    messageId: message.feedbackData?.messageId ?? message.id,
    isLiked: feedback === 'like',
    ...(message.feedbackData ? { feedbackData: message.feedbackData } : {}),
  });
  if (!result.ok) source.patchMessage(messageId, () => ({ isFeedbackUnsent: true }));
}
