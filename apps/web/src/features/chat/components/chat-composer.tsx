import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { ArrowUp } from 'lucide-react';
import { CHAT } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useChatStore } from '../stores/chat-store';
import { CharacterCounter } from './character-counter';
import { characterCountLevel } from './character-count';

/**
 * The message input: Enter sends, Shift+Enter adds a line, Escape clears. A blank message is
 * ignored rather than blocked, so the Send button always answers to a click.
 */
export function ChatComposer() {
  const draft = useChatStore((state) => state.draft);
  const setDraft = useChatStore((state) => state.setDraft);
  const sendMessage = useChatStore((state) => state.sendMessage);
  const inputId = useId();
  const counterId = useId();
  const hintId = useId();
  const isBlank = draft.trim() === '';
  const isCounterShown = characterCountLevel(draft.length) !== 'hidden';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    sendMessage(draft);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method is composing (e.g. Japanese), Enter confirms the composition.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      sendMessage(draft);
    } else if (event.key === 'Escape' && draft !== '') {
      event.preventDefault();
      setDraft('');
    }
  };

  return (
    <form onSubmit={handleSubmit} className="mx-auto w-full max-w-3xl">
      <div className="rounded-2xl border bg-card shadow-sm transition-shadow focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30">
        <label htmlFor={inputId} className="sr-only">
          Message
        </label>
        <textarea
          id={inputId}
          name="message"
          rows={1}
          maxLength={CHAT.inputMaxChars}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
          placeholder="Ask Polymath anything..."
          aria-describedby={isCounterShown ? `${hintId} ${counterId}` : hintId}
          className="field-sizing-content block max-h-52 min-h-12 w-full resize-none bg-transparent px-4 pt-3.5 pb-1 text-base outline-none placeholder:text-muted-foreground sm:text-sm"
        />
        <div className="flex items-center justify-between gap-3 px-3 pb-2.5">
          <p id={hintId} className="hidden pl-1 text-xs text-muted-foreground sm:block">
            Enter to send, Shift+Enter for a new line
          </p>
          <div className="ml-auto flex items-center gap-3">
            <CharacterCounter id={counterId} length={draft.length} />
            <Button
              type="submit"
              size="icon-sm"
              aria-label="Send"
              className={cn('rounded-full', isBlank && 'opacity-60')}
            >
              <ArrowUp aria-hidden />
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}
