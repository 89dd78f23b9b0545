import { lazy, Suspense, useState } from 'react';
import { useVibeCodingStore } from '../stores/vibe-coding-store';

// The editor and its languages are not needed until the environment is opened.
const VibeCodingOverlay = lazy(() => import('./vibe-coding-overlay'));

/** Mounts the Vibe-Coding overlay from the first time it is opened (its code loads then). */
export function VibeCodingHost() {
  const isOpen = useVibeCodingStore((state) => state.isOpen);
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <VibeCodingOverlay />
    </Suspense>
  );
}
