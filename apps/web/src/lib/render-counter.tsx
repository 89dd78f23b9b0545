import { Profiler, type ReactNode } from 'react';

/** What the profiling build adds to `window`: commits counted by profiled region. */
export interface RenderCountsWindow {
  polymathRenderCounts?: Record<string, number>;
}

function countCommit(id: string): void {
  const counts = ((window as Window & RenderCountsWindow).polymathRenderCounts ??= {});
  counts[id] = (counts[id] ?? 0) + 1;
}

/**
 * Counts each commit in which anything of `children` rendered, in `window.polymathRenderCounts[id]`,
 * through React's Profiler. For the profiling build only (`vite build --mode profiling`, whose React
 * reports to Profilers): callers render it behind `import.meta.env.MODE === 'profiling'`, which the
 * production build folds away, so the shipped bundle carries neither this nor a Profiler.
 */
export function RenderCounter({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Profiler id={id} onRender={countCommit}>
      {children}
    </Profiler>
  );
}
