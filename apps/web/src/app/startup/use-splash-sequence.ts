import { useEffect, useRef, useState, type RefObject } from 'react';
import { SPLASH } from '@polymath/shared';
import {
  SPLASH_COMPLETE_MS,
  SPLASH_STATUSES,
  advanceSplashProgress,
  splashStatusStartMs,
  type SplashStatus,
} from './splash-sequence';

/** The CSS variable the splash's bar is drawn from: the progress as a percentage. */
export const SPLASH_PROGRESS_VARIABLE = '--splash-progress';

/** What the splash shows at a moment. */
export interface SplashSequenceState {
  status: SplashStatus;
  isComplete: boolean;
  /** The progress bar (role progressbar), whose value the sequence sets on each tick. */
  progressRef: RefObject<HTMLDivElement | null>;
}

/** Shows `value` (0 to SPLASH.progressMax) on the bar, to assistive technology and on screen. */
function showProgress(bar: HTMLDivElement | null, value: number): void {
  if (!bar) return;
  bar.setAttribute('aria-valuenow', String(value));
  bar.style.setProperty(SPLASH_PROGRESS_VARIABLE, `${(value / SPLASH.progressMax) * 100}%`);
}

/**
 * Runs the splash timeline: the status steps, the progress ticks, and completion (bar full), after
 * which `onComplete` is called once. The ticks (twenty a second) write the bar's value straight
 * into the page instead of through React state: the app renders under the splash meanwhile, in
 * slices, and a React update every 50 ms would make it start over each time.
 */
export function useSplashSequence(
  onComplete: () => void,
  random: () => number = Math.random,
): SplashSequenceState {
  const [status, setStatus] = useState<SplashStatus>(SPLASH_STATUSES[0]);
  const [isComplete, setIsComplete] = useState(false);
  const progressRef = useRef<HTMLDivElement>(null);
  const onCompleteRef = useRef(onComplete);
  const randomRef = useRef(random);
  useEffect(() => {
    onCompleteRef.current = onComplete;
    randomRef.current = random;
  });

  useEffect(() => {
    let progress = 0;
    const statusTimers = SPLASH_STATUSES.slice(1).map((nextStatus, index) =>
      window.setTimeout(() => setStatus(nextStatus), splashStatusStartMs(index + 1)),
    );
    const ticker = window.setInterval(() => {
      progress = advanceSplashProgress(progress, randomRef.current);
      showProgress(progressRef.current, progress);
    }, SPLASH.tickMs);
    const completion = window.setTimeout(() => {
      window.clearInterval(ticker);
      showProgress(progressRef.current, SPLASH.progressMax);
      setIsComplete(true);
      onCompleteRef.current();
    }, SPLASH_COMPLETE_MS);

    return () => {
      statusTimers.forEach((timer) => window.clearTimeout(timer));
      window.clearInterval(ticker);
      window.clearTimeout(completion);
    };
  }, []);

  return { status, isComplete, progressRef };
}
