import { chatReplyContract, chatStopContract, feedbackContract } from '@polymath/shared';
import type { FeedbackData } from '@polymath/shared';
import { apiClient } from '@/lib/api-client';

/** Where a reply stands on the server, for picking it up after the stream was cut off. */
export function fetchChatReply(requestId: string) {
  return apiClient.call(chatReplyContract, { params: { requestId } });
}

/** Ends a streamed reply on purpose (the Stop button); the server keeps what was written. */
export function stopChatReply(requestId: string) {
  return apiClient.call(chatStopContract, { params: { requestId } });
}

/** Records a like or dislike of an answer. */
export function sendFeedback(input: {
  messageId: string;
  isLiked: boolean;
  feedbackData?: FeedbackData;
}) {
  return apiClient.call(feedbackContract, { body: input });
}
