import { Check, Copy } from 'lucide-react';
import type { FileAnalysis } from '@polymath/shared';
import { useCopyTick } from '../hooks/use-copy-tick';

/** The analysis as plain text, for the clipboard. */
function analysisText(analysis: FileAnalysis): string {
  const points = analysis.keyPoints.map((point) => `- ${point}`).join('\n');
  return [
    analysis.summary && `Summary\n${analysis.summary}`,
    points && `Key points\n${points}`,
    analysis.extractedText && `Extracted text\n${analysis.extractedText}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

const headingClass = 'text-xs font-semibold tracking-wide text-muted-foreground uppercase';

/**
 * What was read from a file (000 §3 fileAnalysis): its summary, key points and the text itself,
 * folded, with a copy of the whole.
 */
export function FileAnalysisCard({ analysis }: { analysis: FileAnalysis }) {
  const { isCopied, copy } = useCopyTick();
  return (
    <section aria-label="File analysis" className="space-y-2 rounded-xl border bg-muted/40 p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className={headingClass}>Summary</h3>
        <button
          type="button"
          onClick={() => void copy(analysisText(analysis))}
          className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {isCopied ? (
            <Check className="size-3.5 text-success" aria-hidden />
          ) : (
            <Copy className="size-3.5" aria-hidden />
          )}
          {isCopied ? 'Copied' : 'Copy analysis'}
        </button>
      </div>
      <p className="[overflow-wrap:anywhere]">
        {analysis.summary || 'No text could be read from this file.'}
      </p>
      {analysis.keyPoints.length > 0 && (
        <>
          <h3 className={headingClass}>Key points</h3>
          <ul className="list-disc space-y-1 pl-5 [overflow-wrap:anywhere]">
            {analysis.keyPoints.map((point, index) => (
              <li key={index}>{point}</li>
            ))}
          </ul>
        </>
      )}
      {analysis.extractedText && (
        <details className="group">
          <summary className="cursor-pointer text-xs font-medium text-muted-foreground select-none hover:text-foreground">
            Extracted text
          </summary>
          <pre className="mt-2 max-h-72 overflow-auto rounded-lg border bg-background p-2 font-sans text-xs whitespace-pre-wrap [overflow-wrap:anywhere]">
            {analysis.extractedText}
          </pre>
        </details>
      )}
    </section>
  );
}
