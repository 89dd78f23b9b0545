import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import { CODE_REQUEST_MAX_CHARS, type CodeLanguage } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { reportLimitReached } from '@/lib/limit-events';
import { requestAiEdit } from '../logic/ai-edit';
import { useVibeCodingStore } from '../stores/vibe-coding-store';

/**
 * The AI code editor (000 §2): a request in words changes the editor's code through the code
 * assistant; its answers stay listed above the field. Disabled while blank or busy (000 §5).
 */
export function AiCodeEditor({ code, language }: { code: string; language: CodeLanguage }) {
  const notes = useVibeCodingStore((state) => state.assistantNotes);
  const [request, setRequest] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const logRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [notes.length]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = request.trim();
    if (text === '' || isBusy) return;
    const store = useVibeCodingStore.getState();
    const history = store.assistantNotes.map(({ role, content }) => ({ role, content }));
    setIsBusy(true);
    setFailure(null);
    const outcome = await requestAiEdit({ code, language, request: text, history });
    setIsBusy(false);
    switch (outcome.kind) {
      case 'code':
        store.addAssistantNote('user', text);
        store.replaceCode(outcome.language, outcome.code);
        store.addAssistantNote('assistant', outcome.message || 'The code was changed.');
        setRequest('');
        break;
      case 'message':
        store.addAssistantNote('user', text);
        store.addAssistantNote('assistant', outcome.message);
        setRequest('');
        break;
      case 'limited':
        reportLimitReached({
          code: 'LIMIT_REACHED',
          message: outcome.message,
          feature: 'codeGeneration',
        });
        setFailure(outcome.message);
        break;
      case 'failed':
        setFailure(outcome.message);
        break;
    }
  };

  return (
    <section aria-label="AI code editor" className="flex flex-col gap-2 rounded-lg border p-2">
      {notes.length > 0 && (
        <ol
          ref={logRef}
          aria-label="Code assistant messages"
          className="flex max-h-36 flex-col gap-1.5 overflow-y-auto text-sm"
        >
          {notes.map((note) => (
            <li
              key={note.id}
              className={cn(
                'rounded-md px-2 py-1 whitespace-pre-wrap [overflow-wrap:anywhere]',
                note.role === 'user'
                  ? 'self-end bg-primary/10 text-foreground'
                  : 'self-start bg-muted text-muted-foreground',
              )}
            >
              <span className="sr-only">{note.role === 'user' ? 'You: ' : 'Assistant: '}</span>
              {note.content}
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={(event) => void submit(event)} className="flex items-center gap-2">
        <Sparkles className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <input
          value={request}
          onChange={(event) => setRequest(event.target.value)}
          aria-label="Ask the AI to change the code"
          placeholder="Ask AI: format, rename total to sum, hello world in Go…"
          maxLength={CODE_REQUEST_MAX_CHARS}
          className="h-8 min-w-0 flex-1 rounded-md border bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
        <Button type="submit" size="sm" disabled={isBusy || request.trim() === ''}>
          {isBusy ? 'Working...' : 'Apply'}
        </Button>
      </form>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {isBusy ? 'The assistant is working on the code.' : ''}
      </p>
    </section>
  );
}
