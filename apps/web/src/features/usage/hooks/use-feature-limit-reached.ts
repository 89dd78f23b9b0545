import { useEffect, useState } from 'react';
import { onLimitReached, type LimitReached } from '@/lib/limit-events';

/**
 * The refusal the feature-limit dialog shows: set whenever the server refuses a counted feature
 * (LIMIT_REACHED, reported through lib/limit-events), null once the dialog is closed.
 */
export function useFeatureLimitReached(): {
  refusal: LimitReached | null;
  close: () => void;
} {
  const [refusal, setRefusal] = useState<LimitReached | null>(null);
  useEffect(
    () =>
      onLimitReached((event) => {
        if (event.code === 'LIMIT_REACHED') setRefusal(event);
      }),
    [],
  );
  return { refusal, close: () => setRefusal(null) };
}
