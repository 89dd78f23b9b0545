import { useEffect, useRef, useState } from 'react';
import { SPLASH } from '@polymath/shared';
import {
  SPLASH_COMPLETE_MS,
  SPLASH_STATUSES,
  advanceSplashProgress,
  splashStatusStartMs,
  type SplashStatus,
} from './splash-sequence';

/** What the splash shows at a moment. */
export interface SplashSequenceState {
  status: SplashStatus;
  /** 0 to SPLASH.progressMax. */
  progress: number;
  isComplete: boolean;
}

/**
 * Runs the splash timeline: the status steps, the progress ticks, and completion (bar full), after
 * which `onComplete` is called once.
 */
export function useSplashSequence(
  onComplete: () => void,
  random: () => number = Math.random,
): SplashSequenceState {
  const [state, setState] = useState<SplashSequenceState>({
    status: SPLASH_STATUSES[0],
    progress: 0,
    isComplete: false,
  });
  const onCompleteRef = useRef(onComplete);
  const randomRef = useRef(random);
  useEffect(() => {
    onCompleteRef.current = onComplete;
    randomRef.current = random;
  });

  useEffect(() => {
    const statusTimers = SPLASH_STATUSES.slice(1).map((status, index) =>
      window.setTimeout(
        () => setState((previous) => ({ ...previous, status })),
        splashStatusStartMs(index + 1),
      ),
    );
    const ticker = window.setInterval(() => {
      setState((previous) => ({
        ...previous,
        progress: advanceSplashProgress(previous.progress, randomRef.current),
      }));
    }, SPLASH.tickMs);
    const completion = window.setTimeout(() => {
      window.clearInterval(ticker);
      setState((previous) => ({ ...previous, progress: SPLASH.progressMax, isComplete: true }));
      onCompleteRef.current();
    }, SPLASH_COMPLETE_MS);

    return () => {
      statusTimers.forEach((timer) => window.clearTimeout(timer));
      window.clearInterval(ticker);
      window.clearTimeout(completion);
    };
  }, []);

  return state;
}
