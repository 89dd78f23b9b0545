import { useAutoSendQuery } from '../hooks/use-auto-send-query';
import { useClearConversationShortcut } from '../hooks/use-clear-conversation-shortcut';
import { ChatComposer } from './chat-composer';
import { MessageList } from './message-list';

/** The chat: messages above, the input fixed at the bottom of the area. */
export function ChatView({ isAppReady }: { isAppReady: boolean }) {
  useAutoSendQuery(isAppReady);
  useClearConversationShortcut();
  return (
    <div className="flex h-full min-h-0 flex-col">
      <MessageList />
      <div className="shrink-0 bg-gradient-to-t from-background via-background to-background/0 px-3 pt-2 pb-3 sm:px-4 sm:pb-4">
        <ChatComposer />
      </div>
    </div>
  );
}
