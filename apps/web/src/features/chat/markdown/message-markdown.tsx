import { lazy, Suspense } from 'react';
import { plainTextOfMarkdown } from '@polymath/shared';

const loadSafeMarkdown = () => import('./safe-markdown');
const SafeMarkdown = lazy(loadSafeMarkdown);

/**
 * Starts loading the markdown renderer before an answer needs it (the visitor is about to ask):
 * the first answer then shows formatted, not as marks that turn into formatting a moment later.
 */
export function preloadMessageMarkdown(): void {
  void loadSafeMarkdown().catch(() => {
    // The answer falls back to plain text; the renderer is asked for again when it is shown.
  });
}

/**
 * An answer's text as markdown. Until the renderer has loaded (its own chunk, so the first page
 * stays small) the text shows in its place as a reader sees it, without the marks.
 */
export function MessageMarkdown({ text }: { text: string }) {
  return (
    <Suspense
      fallback={
        <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{plainTextOfMarkdown(text)}</p>
      }
    >
      <SafeMarkdown text={text} />
    </Suspense>
  );
}
