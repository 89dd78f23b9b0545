import type { AiEngineResponse } from '@polymath/shared';
import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { ArrowDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePrefersReducedMotion } from '@/lib/use-media-query';
import type { ChatMessage } from '../logic/chat-message';
import { isAtBottom, isLatestButtonShown } from '../logic/latest-button';
import { preloadMessageMarkdown } from '../markdown/message-markdown';
import { ChatEmptyState } from './chat-empty-state';

// Messages render from their own chunks, keeping the first page small: an empty chat needs neither,
// and only long conversations need the virtualiser.
const loadPlainRows = () => import('./message-rows');
const loadVirtualRows = () => import('./virtual-message-rows');
const PlainMessageRows = lazy(loadPlainRows);
const VirtualMessageRows = lazy(loadVirtualRows);

/** Conversations longer than this render only the rows in view. */
export const VIRTUALIZE_ABOVE_MESSAGES = 60;

/** What a conversation renders with, each loaded on first use (replaced in tests). */
export interface MessageRenderers {
  plainRows: () => Promise<unknown>;
  virtualRows: () => Promise<unknown>;
  markdown: () => void;
}

const MESSAGE_RENDERERS: MessageRenderers = {
  plainRows: loadPlainRows,
  virtualRows: loadVirtualRows,
  markdown: preloadMessageMarkdown,
};

/**
 * Starts loading what the stored conversation about to be shown will render with (its rows and,
 * for answers, the markdown renderer) as soon as the screen's code runs, rather than once the list
 * has rendered: the answers then show formatted from their first frame, instead of as plain text
 * that reflows when the renderer arrives a few hundred milliseconds later. An empty chat loads
 * neither, so a first visit stays as small.
 */
export function preloadMessageRenderers(
  messages: readonly { role: string }[],
  renderers: MessageRenderers = MESSAGE_RENDERERS,
): void {
  if (messages.length === 0) return;
  const rows =
    messages.length > VIRTUALIZE_ABOVE_MESSAGES ? renderers.virtualRows : renderers.plainRows;
  rows().catch(() => {
    // The list asks for its rows again when it renders, and says so if they cannot load.
  });
  if (messages.some(({ role }) => role === 'assistant')) renderers.markdown();
}

function distanceFromBottom(element: HTMLElement): number {
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

/**
 * The conversation (a live log, so new messages are announced). It follows a streaming answer only
 * while the reader is at the bottom, and offers a Latest button when they have scrolled away.
 */
export function MessageList({
  messages,
  regenerableId,
  onRegenerate,
  onPickPrompt,
  engine,
}: {
  messages: readonly ChatMessage[];
  regenerableId: string | null;
  onRegenerate: (messageId: string) => void;
  onPickPrompt: (prompt: string) => void;
  /** The engine answering on this server, for the welcome text. */
  engine?: AiEngineResponse | undefined;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const scrollToEndOfVirtualRows = useRef<((behavior?: ScrollBehavior) => void) | null>(null);
  const [distance, setDistance] = useState(0);
  const wasAtBottom = useRef(true);
  const isVirtual = messages.length > VIRTUALIZE_ABOVE_MESSAGES;
  const lastMessage = messages.at(-1);
  const isEmpty = messages.length === 0;
  const isEmptyRef = useRef(isEmpty);
  // A script's smooth scroll ignores the CSS reduced-motion rule: ask for the jump explicitly.
  const latestScrollBehavior: ScrollBehavior = usePrefersReducedMotion() ? 'auto' : 'smooth';

  const scrollToBottom = useCallback(
    (behavior: ScrollBehavior = 'auto') => {
      const element = scrollRef.current;
      if (element === null) return;
      if (isVirtual && scrollToEndOfVirtualRows.current) scrollToEndOfVirtualRows.current(behavior);
      else if (behavior === 'smooth') element.scrollTo({ top: element.scrollHeight, behavior });
      else element.scrollTop = element.scrollHeight;
    },
    [isVirtual],
  );

  const handleScroll = () => {
    const element = scrollRef.current;
    if (element === null) return;
    const current = distanceFromBottom(element);
    wasAtBottom.current = isAtBottom(current);
    setDistance(current);
  };

  // A question just asked always comes into view; a streaming answer is followed only from the bottom.
  useLayoutEffect(() => {
    if (lastMessage === undefined) return;
    const hasJustAsked = messages.at(-2)?.role === 'user' && lastMessage.content === '';
    if (hasJustAsked || wasAtBottom.current) scrollToBottom();
  }, [messages, lastMessage, scrollToBottom]);

  // The rows arrive after this list (their code loads lazily) and grow afterwards (markdown, code
  // blocks, the virtualiser measuring rows): a reader at the bottom stays there through all of it,
  // so a conversation opens at its latest message.
  useLayoutEffect(() => {
    const content = contentRef.current;
    if (content === null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (wasAtBottom.current && !isEmptyRef.current) scrollToBottom();
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [scrollToBottom]);

  // The welcome reads from its top (its logo first), on a phone too, where it is taller than the
  // screen: an empty conversation opens, or is started, scrolled to the top rather than the end.
  useLayoutEffect(() => {
    isEmptyRef.current = isEmpty;
    if (isEmpty && scrollRef.current !== null) scrollRef.current.scrollTop = 0;
  }, [isEmpty]);

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={scrollRef}
        onScroll={handleScroll}
        className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain"
      >
        {isEmpty && <ChatEmptyState onPickPrompt={onPickPrompt} engine={engine} />}
        <div ref={contentRef} className="w-full">
          <Suspense fallback={<div role="log" aria-label="Messages" aria-busy />}>
            {isVirtual ? (
              <VirtualMessageRows
                messages={messages}
                regenerableId={regenerableId}
                onRegenerate={onRegenerate}
                scrollRef={scrollRef}
                virtualizerRef={scrollToEndOfVirtualRows}
              />
            ) : (
              <PlainMessageRows
                messages={messages}
                regenerableId={regenerableId}
                onRegenerate={onRegenerate}
              />
            )}
          </Suspense>
        </div>
      </div>
      {isLatestButtonShown(distance, messages.length) && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => scrollToBottom(latestScrollBehavior)}
          className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-md"
        >
          <ArrowDown aria-hidden />
          Latest
        </Button>
      )}
    </div>
  );
}
