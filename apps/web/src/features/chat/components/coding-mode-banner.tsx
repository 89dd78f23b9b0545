import { Code2, X } from 'lucide-react';
import { useChatStore } from '../stores/chat-store';

/**
 * 'Vibe-Coding Active' (000 §2) while the coding mode is on: questions go to the code assistant
 * until its exit button turns the mode off.
 */
export function CodingModeBanner() {
  const codingMode = useChatStore((state) => state.codingMode);
  if (codingMode !== 'programming') return null;
  return (
    <div
      role="status"
      className="mx-auto mb-2 flex w-full max-w-3xl items-center gap-2 rounded-lg border border-primary/30 bg-primary/10 px-3 py-1.5 text-sm"
    >
      <Code2 className="size-4 shrink-0 text-primary" aria-hidden />
      <span className="min-w-0 flex-1">
        <span className="font-medium">Vibe-Coding Active</span>
        <span className="hidden text-muted-foreground sm:inline">
          {' '}
          — questions go to the code assistant
        </span>
      </span>
      <button
        type="button"
        onClick={() => useChatStore.getState().setCodingMode('off')}
        className="inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <X className="size-3.5" aria-hidden />
        Exit
      </button>
    </div>
  );
}
