import { useEffect, useId, useRef, useState } from 'react';
import { PERSONAL_AI_LIMITS, type AutoPrompt, type CreateAutoPrompt } from '@polymath/shared';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { askConfirmation } from '@/components/ui/use-confirm';
import { useAutoPromptsStore } from '../stores/auto-prompts-store';
import { triggerPromptNow, type SendToChat } from '../stores/run-prompts';
import { pullAutoPrompts } from '../sync/use-auto-prompt-sync';
import { AutoPromptCard } from './auto-prompt-card';
import { CreateAutoPromptForm } from './create-auto-prompt-form';
import { QuickStartTemplates } from './quick-start-templates';

/** The next-run labels count minutes: refreshed this often while the manager is open. */
const LABEL_REFRESH_MS = 15_000;

export const CHAT_BUSY_MESSAGE =
  'The assistant is still answering. Trigger it again when the answer has finished.';

/** Props of AutoPromptManagerDialog. */
export interface AutoPromptManagerDialogProps {
  open: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Sends a prompt into the chat (Trigger now); false when the chat cannot take it now. */
  onSend: SendToChat;
}

const sectionHeadingClass = 'text-sm font-semibold';

function ManagerBody({ onSend, onClose }: { onSend: SendToChat; onClose: () => void }) {
  const prompts = useAutoPromptsStore((state) => state.prompts);
  const { addPrompt, setActive, removePrompt } = useAutoPromptsStore.getState();
  // Mounted each time the dialog opens, so the labels start from the current time.
  const [now, setNow] = useState(() => new Date());
  const [status, setStatus] = useState('');
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const headingIds = { list: useId(), templates: useId(), create: useId() };
  const isAtLimit = prompts.length >= PERSONAL_AI_LIMITS.autoPrompts;

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), LABEL_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const add = (input: CreateAutoPrompt) => {
    const created = new Date();
    addPrompt(input, created);
    setNow(created);
    setStatus(`“${input.name}” added.`);
  };
  const handleTriggerNow = (prompt: AutoPrompt) => {
    if (!triggerPromptNow(prompt.id, onSend, new Date())) {
      setStatus(CHAT_BUSY_MESSAGE);
      return;
    }
    onClose();
  };
  const handleDelete = async (prompt: AutoPrompt) => {
    const isConfirmed = await askConfirmation({
      title: 'Delete this auto prompt?',
      description: `“${prompt.name}” will stop running. This cannot be undone.`,
      confirmLabel: 'Delete',
      isDestructive: true,
    });
    if (!isConfirmed) return;
    removePrompt(prompt.id);
    setStatus(`“${prompt.name}” deleted.`);
    // Its card, which held the focus, is gone: continue from the list.
    listHeadingRef.current?.focus();
  };

  return (
    <div className="grid min-w-0 gap-5">
      <section aria-labelledby={headingIds.list} className="grid gap-2">
        <h3
          id={headingIds.list}
          ref={listHeadingRef}
          tabIndex={-1}
          className={`${sectionHeadingClass} outline-none`}
        >
          Your auto prompts ({prompts.length})
        </h3>
        {prompts.length === 0 ? (
          <p className="rounded-lg border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">
            No auto prompts yet. Start from a template or create your own below.
          </p>
        ) : (
          <ul className="grid gap-2">
            {prompts.map((prompt) => (
              <AutoPromptCard
                key={prompt.id}
                prompt={prompt}
                now={now}
                onSetActive={(isActive) => {
                  setActive(prompt.id, isActive);
                  setNow(new Date());
                }}
                onTriggerNow={() => handleTriggerNow(prompt)}
                onDelete={() => void handleDelete(prompt)}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={headingIds.templates} className="grid gap-2">
        <h3 id={headingIds.templates} className={sectionHeadingClass}>
          Quick start
        </h3>
        <QuickStartTemplates onAdd={add} isDisabled={isAtLimit} />
      </section>
      <section aria-labelledby={headingIds.create} className="grid gap-2">
        <h3 id={headingIds.create} className={sectionHeadingClass}>
          Create an auto prompt
        </h3>
        <CreateAutoPromptForm
          onCreate={add}
          blockedReason={
            isAtLimit
              ? `You have the most auto prompts kept (${PERSONAL_AI_LIMITS.autoPrompts}). Delete one to add another.`
              : undefined
          }
        />
      </section>
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {status}
      </p>
    </div>
  );
}

/**
 * The Auto Prompt Manager (001 §2): the prompts of this browser (and, signed in, of the account,
 * read again from the server as it opens) with pause/resume, Trigger now and Delete, the four
 * quick-start templates and the create form. Trigger now sends into the chat and closes the
 * dialog, so the answer is in view.
 */
export function AutoPromptManagerDialog({
  open,
  onOpenChange,
  onSend,
}: AutoPromptManagerDialogProps) {
  useEffect(() => {
    if (open) pullAutoPrompts();
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Auto Prompt Manager"
        description="Prompts sent to the chat on a schedule while Polymath is open, checked every minute."
        className="max-w-2xl"
      >
        <ManagerBody onSend={onSend} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
