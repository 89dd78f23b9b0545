import type { ChatMessage } from '../logic/chat-message';
import { MessageItem } from './message-item';

/** Props shared by the plain and the virtualised rows. */
export interface MessageRowsProps {
  messages: readonly ChatMessage[];
  /** The id of the answer that can be regenerated, if any. */
  regenerableId: string | null;
  onRegenerate: (messageId: string) => void;
}

/** The log's layout, shared by both kinds of rows. */
export const logClass = 'mx-auto w-full max-w-3xl px-4 py-4 empty:p-0';

/** Every message rendered: short conversations, where virtualising buys nothing. */
export default function PlainMessageRows({
  messages,
  regenerableId,
  onRegenerate,
}: MessageRowsProps) {
  return (
    <div role="log" aria-label="Messages" className={`${logClass} flex flex-col gap-4`}>
      {messages.map((message) => (
        <MessageItem
          key={message.id}
          message={message}
          canRegenerate={message.id === regenerableId}
          onRegenerate={onRegenerate}
        />
      ))}
    </div>
  );
}
