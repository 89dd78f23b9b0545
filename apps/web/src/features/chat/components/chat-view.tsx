import type { ReactNode } from 'react';
import type { AssistantCapabilities } from '@polymath/shared';
import { TooltipProvider } from '@/components/ui/tooltip';
import { RenderCounter } from '@/lib/render-counter';
import { useContextHint } from '../hooks/use-context-hint';
import { useAutoSendQuery } from '../hooks/use-auto-send-query';
import { useClearConversationShortcut } from '../hooks/use-clear-conversation-shortcut';
import { isReplyInProgress } from '../logic/chat-message';
import type { ChatMessageSource } from '../session/chat-message-source';
import { ChatMessageSourceContext, useChatSession } from '../session/use-chat-session';
import { useReplyRunner } from '../session/use-reply-runner';
import { ChatComposer } from './chat-composer';
import { ChatToolbar } from './chat-toolbar';
import { ContextHintBanner } from './context-hint-banner';
import { MessageList } from './message-list';

/** Props of ChatView. */
export interface ChatViewProps {
  /** Whether the startup sequence has finished (a `?q=` question waits for it). */
  isAppReady: boolean;
  /** Where the messages live: the open conversation. */
  messageSource: ChatMessageSource;
  /** Opens the Live Events dialog; without it the toolbar button says 'Coming soon'. */
  onOpenLiveEvents?: () => void;
  /** Opens the Conversation Themes dialog; without it the toolbar button says 'Coming soon'. */
  onOpenThemes?: () => void;
  /** Opens the Adaptive Learning Paths dialog; without it the toolbar button says 'Coming soon'. */
  onOpenAdaptivePaths?: () => void;
  /** More toolbar controls from other features. */
  toolbarExtras?: ReactNode;
  /** What this server's answers draw on (GET /api/ai-engine), for the welcome text. */
  capabilities?: AssistantCapabilities | undefined;
}

function ChatScreen({
  isAppReady,
  onOpenLiveEvents,
  onOpenThemes,
  onOpenAdaptivePaths,
  toolbarExtras,
  capabilities,
}: Omit<ChatViewProps, 'messageSource'>) {
  const session = useChatSession();
  const { messages, isBusy, send, stop, regenerate, clear } = session;
  const { analysis, visibleHint } = useContextHint(messages);
  useAutoSendQuery(isAppReady, send);
  useClearConversationShortcut(messages.length > 0, clear);

  const lastMessage = messages.at(-1);
  const regenerableId =
    !isBusy && lastMessage?.role === 'assistant' && !isReplyInProgress(lastMessage)
      ? lastMessage.id
      : null;

  const messageList = (
    <MessageList
      messages={messages}
      regenerableId={regenerableId}
      onRegenerate={regenerate}
      onPickPrompt={send}
      capabilities={capabilities}
    />
  );

  return (
    <div className="flex h-full min-h-0 flex-col">
      {/* The benchmarks' build counts the list's renders; the production build drops this branch. */}
      {import.meta.env.MODE === 'profiling' ? (
        <RenderCounter id="message-list">{messageList}</RenderCounter>
      ) : (
        messageList
      )}
      <div className="shrink-0 bg-gradient-to-t from-background via-background to-background/0 px-3 pt-2 pb-3 sm:px-4 sm:pb-4">
        <ContextHintBanner visibleHint={visibleHint} />
        <ChatComposer
          isBusy={isBusy}
          onSend={send}
          onStop={stop}
          toolbar={
            <ChatToolbar
              contextStrength={analysis.contextStrength}
              onOpenLiveEvents={onOpenLiveEvents}
              onOpenThemes={onOpenThemes}
              onOpenAdaptivePaths={onOpenAdaptivePaths}
              extras={toolbarExtras}
            />
          }
        />
      </div>
    </div>
  );
}

function ReplyRunner({ source }: { source: ChatMessageSource }) {
  useReplyRunner(source);
  return null;
}

/** The chat: messages above, the input with its toolbar fixed at the bottom of the area. */
export function ChatView({ messageSource, ...props }: ChatViewProps) {
  return (
    <ChatMessageSourceContext.Provider value={messageSource}>
      {/* Its own provider keeps the chat's many tooltips working wherever it is mounted. */}
      <TooltipProvider>
        <ReplyRunner source={messageSource} />
        <ChatScreen {...props} />
      </TooltipProvider>
    </ChatMessageSourceContext.Provider>
  );
}
