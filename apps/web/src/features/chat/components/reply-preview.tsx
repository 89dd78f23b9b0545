import { Reply, X } from 'lucide-react';
import type { ReplyReference } from '../logic/chat-message';

/** "Replying to ..." above the input with the first 100 characters and a cancel button. */
export function ReplyPreview({
  replyTo,
  onCancel,
}: {
  replyTo: ReplyReference;
  onCancel: () => void;
}) {
  return (
    <div className="flex items-start gap-2 border-b px-4 py-2 text-xs text-muted-foreground">
      <Reply className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      <p className="line-clamp-2 min-w-0 flex-1 [overflow-wrap:anywhere]">
        <span className="font-medium text-foreground">Replying to: </span>
        {replyTo.preview}
      </p>
      <button
        type="button"
        onClick={onCancel}
        aria-label="Cancel reply"
        className="rounded p-0.5 hover:bg-accent hover:text-foreground"
      >
        <X className="size-3.5" aria-hidden />
      </button>
    </div>
  );
}
