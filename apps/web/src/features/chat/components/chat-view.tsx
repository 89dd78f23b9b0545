import { type ReactNode, useLayoutEffect } from 'react';
import type { AiEngineResponse } from '@polymath/shared';
import { TooltipProvider } from '@/components/ui/tooltip';
import { RenderCounter } from '@/lib/render-counter';
import { useContextHint } from '../hooks/use-context-hint';
import { useAutoSendQuery } from '../hooks/use-auto-send-query';
import { useClearConversationShortcut } from '../hooks/use-clear-conversation-shortcut';
import { useFileDrop } from '../hooks/use-file-drop';
import { useFileTools } from '../hooks/use-file-tools';
import { isReplyInProgress } from '../logic/chat-message';
import { type ChatCodeOpener, ChatCodeOpenerContext } from '../session/chat-code-opener';
import { type ChatFileReader, ChatFileReaderContext } from '../session/chat-file-reader';
import type { ChatMessageSource } from '../session/chat-message-source';
import { ChatMessageSourceContext, useChatSession } from '../session/use-chat-session';
import { useReplyRunner } from '../session/use-reply-runner';
import { showConversationComposer } from '../stores/chat-store';
import { AttachmentChip } from './attachment-chip';
import { ChatComposer } from './chat-composer';
import { ChatToolbar } from './chat-toolbar';
import { CodingModeBanner } from './coding-mode-banner';
import { ContextHintBanner } from './context-hint-banner';
import { FileDropOverlay, FilePickers } from './file-pickers';
import { MessageList } from './message-list';
import { SharedLinkBox } from './shared-link-box';

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
  /** Opens the Auto Prompt Manager; without it the toolbar button says 'Coming soon'. */
  onOpenAutoPrompts?: () => void;
  /** Opens the Personal AI Assistant; without it the toolbar button says 'Coming soon'. */
  onOpenPersonalAi?: () => void;
  /** More toolbar controls from other features. */
  toolbarExtras?: ReactNode;
  /** The engine answering on this server (GET /api/ai-engine), for the welcome text. */
  engine?: AiEngineResponse | undefined;
  /** Reads attached files and shared links; without it the file tools say 'Coming soon'. */
  fileReader?: ChatFileReader | undefined;
  /** Opens an answer's code in Vibe-Coding; without it code blocks offer only Copy. */
  onOpenCode?: ChatCodeOpener | undefined;
}

function ChatScreen({
  isAppReady,
  onOpenLiveEvents,
  onOpenThemes,
  onOpenAdaptivePaths,
  onOpenAutoPrompts,
  onOpenPersonalAi,
  toolbarExtras,
  engine,
}: Omit<ChatViewProps, 'messageSource' | 'fileReader' | 'onOpenCode'>) {
  const session = useChatSession();
  const { messages, isBusy, send, stop, regenerate, clear } = session;
  const files = useFileTools();
  const { isDragging, dropProps } = useFileDrop(files?.attach);
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
      engine={engine}
    />
  );

  const sendMessage = (text: string) => {
    if (!files?.sendAttachment(text)) send(text);
  };

  return (
    <div className="relative flex h-full min-h-0 flex-col" {...dropProps}>
      {isDragging && <FileDropOverlay />}
      {/* The benchmarks' build counts the list's renders; the production build drops this branch. */}
      {import.meta.env.MODE === 'profiling' ? (
        <RenderCounter id="message-list">{messageList}</RenderCounter>
      ) : (
        messageList
      )}
      <div className="shrink-0 bg-gradient-to-t from-background via-background to-background/0 px-3 pt-2 pb-3 sm:px-4 sm:pb-4">
        <ContextHintBanner visibleHint={visibleHint} />
        <CodingModeBanner />
        {files?.isLinkBoxOpen && (
          <SharedLinkBox
            isBusy={isBusy}
            onSubmit={files.sendLink}
            onClose={() => files.setIsLinkBoxOpen(false)}
          />
        )}
        {files && (
          <FilePickers
            fileInputRef={files.fileInputRef}
            pdfInputRef={files.pdfInputRef}
            acceptedTypes={files.reader.acceptedTypes}
            acceptedPdfTypes={files.reader.acceptedPdfTypes}
            onPick={files.attach}
          />
        )}
        <ChatComposer
          isBusy={isBusy}
          onSend={sendMessage}
          onStop={stop}
          onPasteFile={files?.attach}
          blockedReason={files?.problem ?? null}
          attachment={
            files?.attachment && (
              <AttachmentChip
                file={files.attachment}
                size={files.reader.formatSize(files.attachment.size)}
                problem={files.problem}
                onRemove={() => files.attach(null)}
              />
            )
          }
          toolbar={
            <ChatToolbar
              contextStrength={analysis.contextStrength}
              onOpenLiveEvents={onOpenLiveEvents}
              onOpenThemes={onOpenThemes}
              onOpenAdaptivePaths={onOpenAdaptivePaths}
              onOpenAutoPrompts={onOpenAutoPrompts}
              onOpenPersonalAi={onOpenPersonalAi}
              {...files?.toolbar}
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
export function ChatView({ messageSource, fileReader, onOpenCode, ...props }: ChatViewProps) {
  // The composer shows this conversation's draft and modes before it is drawn.
  const { conversationId } = messageSource;
  useLayoutEffect(() => {
    if (conversationId !== undefined) showConversationComposer(conversationId);
  }, [conversationId]);
  return (
    <ChatMessageSourceContext.Provider value={messageSource}>
      <ChatFileReaderContext.Provider value={fileReader ?? null}>
        <ChatCodeOpenerContext.Provider value={onOpenCode ?? null}>
          {/* Its own provider keeps the chat's many tooltips working wherever it is mounted. */}
          <TooltipProvider>
            <ReplyRunner source={messageSource} />
            <ChatScreen {...props} />
          </TooltipProvider>
        </ChatCodeOpenerContext.Provider>
      </ChatFileReaderContext.Provider>
    </ChatMessageSourceContext.Provider>
  );
}
