import type { ReactNode } from 'react';
import {
  Check,
  Copy,
  RefreshCw,
  Reply,
  ThumbsDown,
  ThumbsUp,
  Volume2,
  VolumeX,
} from 'lucide-react';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { useCopyTick } from '../hooks/use-copy-tick';
import { isSpeechSupported, useReadAloud } from '../hooks/use-read-aloud';
import { replyPreviewOf } from '../logic/append-question';
import type { ChatMessage } from '../logic/chat-message';
import { giveFeedback } from '../session/give-feedback';
import { useChatMessageSource } from '../session/use-chat-session';
import { useChatStore } from '../stores/chat-store';

function ActionButton({
  label,
  onClick,
  isPressed,
  children,
}: {
  label: string;
  onClick: () => void;
  isPressed?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip content={label} side="top">
      <button
        type="button"
        aria-label={label}
        aria-pressed={isPressed}
        onClick={onClick}
        className={cn(
          'rounded-md p-1.5 text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          isPressed && 'text-primary',
        )}
      >
        {children}
      </button>
    </Tooltip>
  );
}

/**
 * The controls under a message: like and dislike (answers), copy with a 2 s tick, read aloud
 * (when the browser can), reply, and regenerate on the latest answer.
 */
export function MessageActions({
  message,
  onRegenerate,
}: {
  message: ChatMessage;
  /** Present on the latest answer while nothing is on its way. */
  onRegenerate?: (() => void) | undefined;
}) {
  const source = useChatMessageSource();
  const setReplyTo = useChatStore((state) => state.setReplyTo);
  const { isCopied, copy } = useCopyTick();
  const { isSpeaking, toggle } = useReadAloud(message.id, message.content);
  const isAnswer = message.role === 'assistant' && message.status !== 'error';

  return (
    <div
      role="group"
      aria-label="Message actions"
      className={cn('flex items-center gap-0.5', message.role === 'user' && 'justify-end')}
    >
      {isAnswer && (
        <>
          <ActionButton
            label="Like"
            isPressed={message.feedback === 'like'}
            onClick={() => void giveFeedback(source, message.id, 'like')}
          >
            <ThumbsUp className="size-3.5" aria-hidden />
          </ActionButton>
          <ActionButton
            label="Dislike"
            isPressed={message.feedback === 'dislike'}
            onClick={() => void giveFeedback(source, message.id, 'dislike')}
          >
            <ThumbsDown className="size-3.5" aria-hidden />
          </ActionButton>
        </>
      )}
      <ActionButton label={isCopied ? 'Copied' : 'Copy'} onClick={() => void copy(message.content)}>
        {isCopied ? (
          <Check className="size-3.5 text-success" aria-hidden />
        ) : (
          <Copy className="size-3.5" aria-hidden />
        )}
      </ActionButton>
      {isSpeechSupported() && (
        <ActionButton
          label={isSpeaking ? 'Stop reading' : 'Read aloud'}
          isPressed={isSpeaking}
          onClick={toggle}
        >
          {isSpeaking ? (
            <VolumeX className="size-3.5" aria-hidden />
          ) : (
            <Volume2 className="size-3.5" aria-hidden />
          )}
        </ActionButton>
      )}
      <ActionButton label="Reply" onClick={() => setReplyTo(replyPreviewOf(message))}>
        <Reply className="size-3.5" aria-hidden />
      </ActionButton>
      {onRegenerate && (
        <ActionButton label="Regenerate" onClick={onRegenerate}>
          <RefreshCw className="size-3.5" aria-hidden />
        </ActionButton>
      )}
    </div>
  );
}
