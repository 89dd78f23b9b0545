import { useRef, type ReactNode } from 'react';
import { Check, Copy } from 'lucide-react';
import { showToast } from '@/components/ui/use-toast';
import { useCopyTick } from '../hooks/use-copy-tick';

/** The message of 000 §8 when the clipboard refuses. */
export const COPY_CODE_FAILED = 'Failed to copy code to clipboard';

/** A code block of an answer with a Copy code button. */
export function CodeBlock({ children }: { children: ReactNode }) {
  const preRef = useRef<HTMLPreElement>(null);
  const { isCopied, copy } = useCopyTick();

  const handleCopy = async () => {
    const isDone = await copy(preRef.current?.textContent ?? '');
    if (!isDone) showToast({ title: COPY_CODE_FAILED });
  };

  return (
    <div className="markdown-code group relative">
      <button
        type="button"
        onClick={() => void handleCopy()}
        aria-label={isCopied ? 'Code copied' : 'Copy code'}
        className="absolute top-1.5 right-1.5 rounded-md border bg-card p-1 text-muted-foreground opacity-80 hover:text-foreground focus-visible:opacity-100 group-hover:opacity-100"
      >
        {isCopied ? (
          <Check className="size-3.5" aria-hidden />
        ) : (
          <Copy className="size-3.5" aria-hidden />
        )}
      </button>
      <pre ref={preRef}>{children}</pre>
    </div>
  );
}
