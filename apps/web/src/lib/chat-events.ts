/**
 * A page-wide event the chat dispatches on window when a reply to the user's message has ended:
 * features that react to what was just asked (the background learner's popup) listen for it
 * without importing the chat.
 */
export const CHAT_REPLY_ENDED_EVENT = 'polymath:chat-reply-ended';

export function announceChatReplyEnded(): void {
  window.dispatchEvent(new Event(CHAT_REPLY_ENDED_EVENT));
}
