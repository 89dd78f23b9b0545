import { useRef, type ReactNode } from 'react';
import { Check, Code2, Copy } from 'lucide-react';
import { languageOfFence } from '@polymath/shared';
import { showToast } from '@/components/ui/use-toast';
import { useCopyTick } from '../hooks/use-copy-tick';
import { useChatCodeOpener } from '../session/chat-code-opener';

/** The message of 000 §8 when the clipboard refuses. */
export const COPY_CODE_FAILED = 'Failed to copy code to clipboard';

/**
 * A code block of an answer with a Copy code button and, when it is in one of Vibe-Coding's
 * languages, 'Open in Vibe-Coding'.
 */
export function CodeBlock({ children, fenceInfo }: { children: ReactNode; fenceInfo?: string }) {
  const preRef = useRef<HTMLPreElement>(null);
  const { isCopied, copy } = useCopyTick();
  const openCode = useChatCodeOpener();
  const language = languageOfFence(fenceInfo);

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
      {openCode && language && (
        <div className="markdown-code-actions">
          <button
            type="button"
            onClick={() =>
              openCode({
                code: `${(preRef.current?.textContent ?? '').replace(/\n$/, '')}\n`,
                language,
              })
            }
            className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-primary hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <Code2 className="size-3.5" aria-hidden />
            Open in Vibe-Coding
          </button>
        </div>
      )}
    </div>
  );
}
