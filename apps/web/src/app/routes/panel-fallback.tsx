import { LoaderCircle } from 'lucide-react';

/** Shown while a tab's or page's code loads (usually a blink). */
export function PanelFallback() {
  return (
    <div aria-busy="true" className="flex h-48 items-center justify-center text-muted-foreground">
      <LoaderCircle className="size-6 animate-spin" aria-hidden />
      <span className="sr-only">Loading</span>
    </div>
  );
}
