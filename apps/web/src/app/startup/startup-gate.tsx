import { useCallback, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '@/lib/use-media-query';
import { IntroAnimation } from './intro-animation';
import { SplashScreen } from './splash-screen';
import { selectIsAppReady, useStartupStore } from './startup-store';

/**
 * Renders the app at once (inert and hidden behind the overlays) and plays the startup sequence over
 * it: splash, then intro. The app root is marked `data-testid="app-ready"` when both are over.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const startup = useStartupStore();
  const isReady = selectIsAppReady(startup);
  const prefersReducedMotion = usePrefersReducedMotion();
  const { completeSplash, removeSplash, finishIntro } = startup;
  const handleIntroDone = useCallback(() => finishIntro(), [finishIntro]);

  return (
    <>
      <div
        data-testid={isReady ? 'app-ready' : undefined}
        inert={!isReady}
        className="flex h-dvh flex-col"
      >
        {children}
      </div>
      {startup.isSplashComplete && !startup.isIntroDone && (
        <IntroAnimation onDone={handleIntroDone} skipAnimation={prefersReducedMotion} />
      )}
      {!startup.isSplashRemoved && (
        <SplashScreen onComplete={completeSplash} onFaded={removeSplash} />
      )}
    </>
  );
}
