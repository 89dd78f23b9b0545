import { FEEDBACK, type FeedbackData, type FeedbackRequest } from '@polymath/shared';

/** A like or dislike as the server keeps it, with what it counts. */
export interface StoredRating {
  messageId: string;
  isLiked: boolean;
  feedbackData: FeedbackData | null;
  /** UTF-8 bytes of the kept rating as JSON: what it counts against an account's quota. */
  sizeBytes: number;
}

/** The first `maxChars` characters (code points, so no emoji is cut in half). */
function excerptOf(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  return Array.from(text).slice(0, maxChars).join('');
}

/**
 * What a rating keeps: the vote and the answer's feedback data with its question and answer cut
 * to FEEDBACK.storedExcerptChars. The browser sends the whole answer back (000 §7); a copy of it
 * would make one row as large as the longest answer, and the message id already names it.
 */
export function storedRatingOf(request: FeedbackRequest): StoredRating {
  const data = request.feedbackData;
  const feedbackData = data
    ? {
        ...data,
        userMessage: excerptOf(data.userMessage, FEEDBACK.storedExcerptChars),
        aiResponse: excerptOf(data.aiResponse, FEEDBACK.storedExcerptChars),
      }
    : null;
  const kept = { messageId: request.messageId, isLiked: request.isLiked, feedbackData };
  return { ...kept, sizeBytes: Buffer.byteLength(JSON.stringify(kept), 'utf8') };
}
