import { isReplyInProgress } from '../logic/chat-message';
import type { ChatMessageSource } from './chat-message-source';

// The streaming machinery loads with the first reply to handle, not with the page.
const loadReplyRunner = () => import('./reply-runner');

/**
 * Sends the queued replies of `source` and picks up those left streaming without a connection.
 * Called by what can leave such a reply: asking, regenerating, opening a conversation, the page
 * coming back online or into view (`isReturning`: live streams are then checked too). Never on
 * every change of the messages: a streamed reply changes them with each piece of text.
 */
export function runPendingReplies(source: ChatMessageSource, isReturning = false): void {
  if (!source.getMessages().some(isReplyInProgress)) return;
  void loadReplyRunner().then((runner) => runner.processPendingReplies(source, isReturning));
}
