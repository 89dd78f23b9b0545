import { useEffect, useState } from 'react';
import { PRODUCT_NAME } from '@polymath/shared';
import { LogoMark } from '@/components/brand/logo-mark';
import { cn } from '@/lib/cn';
import { startIntroChime } from './intro-chime-gate';

/** The intro's movement lasts this long, then it fades out over INTRO_FADE_MS. */
export const INTRO_ANIMATION_MS = 650;
/** The intro's closing fade. */
export const INTRO_FADE_MS = 300;

/** Props of IntroAnimation. */
export interface IntroAnimationProps {
  /** Called once when the intro is over (at once when animation is skipped). */
  onDone: () => void;
  /** Reduced motion: play the chime, skip the movement. */
  skipAnimation: boolean;
}

/**
 * The short intro after the splash: the mark assembles with a ring pulse and the chime plays (or
 * waits for the visitor's first gesture, see playChimeWhenAllowed), then the overlay fades to
 * reveal the app. It sits under the fading splash, so the two blend.
 */
export function IntroAnimation({ onDone, skipAnimation }: IntroAnimationProps) {
  const [isLeaving, setIsLeaving] = useState(false);

  useEffect(() => {
    startIntroChime();
  }, []);

  useEffect(() => {
    if (skipAnimation) {
      onDone();
      return;
    }
    const leave = window.setTimeout(() => setIsLeaving(true), INTRO_ANIMATION_MS);
    const done = window.setTimeout(onDone, INTRO_ANIMATION_MS + INTRO_FADE_MS);
    return () => {
      window.clearTimeout(leave);
      window.clearTimeout(done);
    };
  }, [onDone, skipAnimation]);

  if (skipAnimation) return null;
  return (
    <div
      aria-hidden
      data-testid="intro"
      className={cn(
        'fixed inset-0 z-[90] flex flex-col items-center justify-center gap-5 bg-[#0b1020] text-white transition-opacity ease-in',
        isLeaving && 'pointer-events-none opacity-0',
      )}
      style={{ transitionDuration: `${INTRO_FADE_MS}ms` }}
    >
      <div className="relative flex size-28 items-center justify-center">
        <span className="absolute inset-0 animate-intro-ring rounded-full border-2 border-indigo-300/60" />
        <LogoMark className="size-20 animate-intro-mark drop-shadow-[0_0_32px_rgba(34,211,238,0.45)]" />
      </div>
      <p className="animate-intro-name text-2xl font-semibold tracking-tight">{PRODUCT_NAME}</p>
    </div>
  );
}
