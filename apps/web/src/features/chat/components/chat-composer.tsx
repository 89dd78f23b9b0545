import {
  useEffect,
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ArrowUp, Square } from 'lucide-react';
import { CHAT } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { preloadMessageMarkdown } from '../markdown/message-markdown';
import { useChatStore } from '../stores/chat-store';
import { CharacterCounter } from './character-counter';
import { characterCountLevel } from './character-count';
import { GenerationModeChip } from './generation-mode-chip';
import { ReplyPreview } from './reply-preview';

/**
 * The message input: Enter sends, Shift+Enter adds a line, Escape cancels a reply-to or else clears
 * the input. A blank message (or one sent while a reply is on its way) is ignored rather than
 * blocked, so Send always answers to a click; while a reply streams, Stop appears beside it.
 */
export function ChatComposer({
  isBusy,
  onSend,
  onStop,
  toolbar,
  attachment,
  blockedReason = null,
  onPasteFile,
}: {
  isBusy: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
  toolbar: ReactNode;
  /** The attached file's chip, shown above the input; with one, a blank message can be sent. */
  attachment?: ReactNode;
  /** A file pasted into the input (a screenshot): attached rather than pasted as text. */
  onPasteFile?: ((file: File) => void) | undefined;
  /**
   * Why nothing can be sent now (an attachment too large to analyse): Send looks disabled and a
   * try says the reason again, aloud for a screen reader.
   */
  blockedReason?: string | null;
}) {
  const draft = useChatStore((state) => state.draft);
  const setDraft = useChatStore((state) => state.setDraft);
  const replyTo = useChatStore((state) => state.replyTo);
  const setReplyTo = useChatStore((state) => state.setReplyTo);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const counterId = useId();
  const hintId = useId();
  const modeId = useId();
  const isChatMode = useChatStore((state) => state.generationMode === 'chat');
  const isBlank = draft.trim() === '' && !attachment;
  const isCounterShown = characterCountLevel(draft.length) !== 'hidden';

  // Choosing Reply on a message brings the cursor here.
  useEffect(() => {
    if (replyTo !== null) inputRef.current?.focus();
  }, [replyTo]);

  // Each refused try re-announces the reason, even when it is the same text as the last time.
  const [refusal, setRefusal] = useState<{ text: string; count: number } | null>(null);
  const send = () => {
    if (blockedReason) {
      setRefusal((last) => ({ text: blockedReason, count: (last?.count ?? 0) + 1 }));
      return;
    }
    setRefusal(null);
    onSend(draft);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method is composing (e.g. Japanese), Enter confirms the composition.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    } else if (event.key === 'Escape' && replyTo !== null) {
      event.preventDefault();
      setReplyTo(null);
    } else if (event.key === 'Escape' && draft !== '') {
      event.preventDefault();
      setDraft('');
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const file = event.clipboardData.files[0];
    if (file === undefined || onPasteFile === undefined) return;
    event.preventDefault();
    onPasteFile(file);
  };

  return (
    <form onSubmit={handleSubmit} className="mx-auto w-full max-w-3xl">
      <div className="rounded-2xl border bg-card shadow-sm transition-shadow focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30">
        {replyTo && <ReplyPreview replyTo={replyTo} onCancel={() => setReplyTo(null)} />}
        {attachment}
        <GenerationModeChip id={modeId} onLeave={() => inputRef.current?.focus()} />
        <label htmlFor={inputId} className="sr-only">
          Message
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          name="message"
          rows={1}
          maxLength={CHAT.inputMaxChars}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
          onPaste={handlePaste}
          onFocus={preloadMessageMarkdown}
          placeholder="Ask Polymath anything..."
          aria-describedby={[isChatMode ? null : modeId, hintId, isCounterShown ? counterId : null]
            .filter(Boolean)
            .join(' ')}
          className="field-sizing-content block max-h-52 min-h-12 w-full resize-none bg-transparent px-4 pt-3.5 pb-1 text-base outline-none placeholder:text-muted-foreground sm:text-sm"
        />
        <p id={hintId} className="sr-only">
          Enter to send, Shift+Enter for a new line
        </p>
        {refusal && blockedReason && (
          <p key={refusal.count} role="alert" className="sr-only">
            {`Not sent: ${refusal.text}`}
          </p>
        )}
        <div className="flex items-center justify-between gap-2 px-2 pb-2">
          {toolbar}
          <div className="flex shrink-0 items-center gap-2">
            <CharacterCounter id={counterId} length={draft.length} />
            {isBusy && (
              <Button
                type="button"
                size="icon-sm"
                variant="secondary"
                aria-label="Stop"
                onClick={onStop}
                className="rounded-full"
              >
                <Square className="fill-current" aria-hidden />
              </Button>
            )}
            <Button
              type="submit"
              size="icon-sm"
              aria-label="Send"
              aria-disabled={blockedReason ? true : undefined}
              title={blockedReason ?? undefined}
              className={cn('rounded-full', (isBlank || isBusy || blockedReason) && 'opacity-60')}
            >
              <ArrowUp aria-hidden />
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}
