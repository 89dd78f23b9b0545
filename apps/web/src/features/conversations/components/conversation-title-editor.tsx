import { useRef, useState, type KeyboardEvent } from 'react';
import { CONVERSATION_TITLE_MAX_CHARS } from '@polymath/shared';

/** Props of ConversationTitleEditor. */
export interface ConversationTitleEditorProps {
  initialTitle: string;
  /** Called with the typed title; the store ignores a blank one (001 §5). */
  onConfirm: (title: string) => void;
  onCancel: () => void;
}

/** The inline rename field: Enter (or leaving the field) confirms, Escape cancels (001 §5). */
export function ConversationTitleEditor({
  initialTitle,
  onConfirm,
  onCancel,
}: ConversationTitleEditorProps) {
  const [title, setTitle] = useState(initialTitle);
  // Enter and Escape end the edit and unmount the field, which may also blur it: answer only once.
  const isDoneRef = useRef(false);

  const finish = (confirm: boolean) => {
    if (isDoneRef.current) return;
    isDoneRef.current = true;
    if (confirm) onConfirm(title);
    else onCancel();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true);
    } else if (event.key === 'Escape') {
      // Keeps an enclosing dialog open: Escape here only cancels the rename.
      event.preventDefault();
      event.stopPropagation();
      finish(false);
    }
  };

  return (
    <input
      aria-label="Conversation title"
      value={title}
      maxLength={CONVERSATION_TITLE_MAX_CHARS}
      onChange={(event) => setTitle(event.target.value)}
      onKeyDown={handleKeyDown}
      onBlur={() => finish(true)}
      onFocus={(event) => event.target.select()}
      // The field appears because the user asked to rename: focus belongs there.
      autoFocus
      className="h-8 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
    />
  );
}
