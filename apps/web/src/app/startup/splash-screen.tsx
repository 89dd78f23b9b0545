import { useEffect } from 'react';
import { PRODUCT_NAME, PRODUCT_SUBTITLE, SPLASH } from '@polymath/shared';
import { LogoMark } from '@/components/brand/logo-mark';
import { cn } from '@/lib/cn';
import { SPLASH_PROGRESS_VARIABLE, useSplashSequence } from './use-splash-sequence';

/** Props of SplashScreen. */
export interface SplashScreenProps {
  /** The timeline finished (bar full); the splash starts fading. */
  onComplete: () => void;
  /** The fade finished; the splash can leave the DOM. */
  onFaded: () => void;
}

/**
 * The startup splash: a fixed, always-dark overlay above the already-rendered app, so removing it
 * shifts nothing underneath.
 */
export function SplashScreen({ onComplete, onFaded }: SplashScreenProps) {
  const { status, isComplete, progressRef } = useSplashSequence(onComplete);

  useEffect(() => {
    if (!isComplete) return;
    const timer = window.setTimeout(onFaded, SPLASH.fadeMs);
    return () => window.clearTimeout(timer);
  }, [isComplete, onFaded]);

  return (
    <div
      data-testid="splash"
      className={cn(
        'fixed inset-0 z-[100] flex flex-col items-center justify-center gap-8 px-6 text-white transition-opacity ease-out',
        'bg-[radial-gradient(ellipse_at_center,#1e1b4b_0%,#0b1020_60%,#05070f_100%)]',
        isComplete && 'pointer-events-none opacity-0',
      )}
      style={{ transitionDuration: `${SPLASH.fadeMs}ms` }}
    >
      <div className="flex flex-col items-center gap-5">
        <LogoMark className="size-20 drop-shadow-[0_0_24px_rgba(129,140,248,0.45)]" />
        <div className="text-center">
          <p className="text-4xl font-semibold tracking-tight">{PRODUCT_NAME}</p>
          <p className="mt-1 text-sm font-medium tracking-[0.2em] text-indigo-200/80 uppercase">
            {PRODUCT_SUBTITLE}
          </p>
        </div>
      </div>
      <div className="flex w-64 max-w-full flex-col items-center gap-3">
        {/* The sequence sets aria-valuenow and the width variable on each tick; React renders
            only the start, so its later renders (the status steps) leave them as they are. */}
        <div
          ref={progressRef}
          role="progressbar"
          aria-label={`Loading ${PRODUCT_NAME}`}
          aria-valuemin={0}
          aria-valuemax={SPLASH.progressMax}
          aria-valuenow={0}
          className="relative h-1.5 w-full overflow-hidden rounded-full bg-white/10"
        >
          <div
            className="h-full w-full rounded-full bg-gradient-to-r from-indigo-400 to-cyan-300 transition-transform duration-100"
            style={{ transform: `translateX(calc(var(${SPLASH_PROGRESS_VARIABLE}, 0%) - 100%))` }}
          />
        </div>
        <p role="status" className="text-sm text-slate-300">
          {status}
        </p>
      </div>
    </div>
  );
}
