import type {
  ChatStreamRequest,
  LoadingCategory,
  Message,
  MessageFeedback,
  ReplyReference,
  ReplyStatus,
} from '@polymath/shared';

export type { ReplyReference, ReplyStatus } from '@polymath/shared';

/**
 * One message of the chat: the stored message of 000 §3 (so the conversation store can hold it)
 * plus what the chat needs to finish and show a reply.
 */
export type ChatMessage = Pick<Message, 'id' | 'role' | 'content' | 'timestamp'> &
  Partial<
    Pick<
      Message,
      | 'sources'
      | 'verification'
      | 'model'
      | 'needsModel'
      | 'feedbackData'
      | 'fileName'
      | 'fileAnalysis'
    >
  > & {
    feedback?: MessageFeedback | null;
    /** Set when the like/dislike could not be sent; the choice is kept here anyway (000 §8). */
    isFeedbackUnsent?: boolean;
    /** Assistant replies only. */
    status?: ReplyStatus;
    /** The id the reply is streamed and picked up under. */
    requestId?: string;
    /** The request still to be sent, while `queued`. */
    pendingRequest?: Omit<ChatStreamRequest, 'requestId'>;
    /** What the wait is labelled while no text has arrived. */
    loadingCategory?: LoadingCategory;
    /** Technical details of a failure, shown folded under the error message. */
    errorDetails?: string;
    /** On a user message that answers an earlier message. */
    replyTo?: ReplyReference;
  };

/** Whether a reply is still on its way. */
export function isReplyInProgress(message: ChatMessage): boolean {
  return message.status === 'queued' || message.status === 'streaming';
}
