import { lazy, Suspense } from 'react';

const SafeMarkdown = lazy(() => import('./safe-markdown'));

/**
 * An answer's text as markdown. Until the renderer has loaded (its own chunk, so the first page
 * stays small) the plain text shows in its place.
 */
export function MessageMarkdown({ text }: { text: string }) {
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{text}</p>}>
      <SafeMarkdown text={text} />
    </Suspense>
  );
}
