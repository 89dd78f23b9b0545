import { useEffect, useRef } from 'react';
import { useChatStore } from '../stores/chat-store';
import { ChatEmptyState } from './chat-empty-state';
import { MessageItem } from './message-item';

/** The conversation (a live log, so new messages are announced), kept scrolled to the newest. */
export function MessageList() {
  const messages = useChatStore((state) => state.messages);
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  return (
    <div className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain">
      {messages.length === 0 && <ChatEmptyState />}
      <div
        role="log"
        aria-label="Messages"
        className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-4 empty:p-0"
      >
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </div>
      <div ref={endRef} />
    </div>
  );
}
