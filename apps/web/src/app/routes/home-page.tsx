import { lazy, Suspense } from 'react';
import { StartupGate } from '../startup/startup-gate';
import { PanelFallback } from './panel-fallback';

// The first page load carries only the startup sequence; the app behind it loads while the
// splash plays, which keeps the first load small however much the app grows.
const HomeScreen = lazy(() => import('./home-screen'));

/** The app at /: the startup sequence over the home screen. */
export default function HomePage() {
  return (
    <StartupGate>
      <Suspense fallback={<PanelFallback />}>
        <HomeScreen />
      </Suspense>
    </StartupGate>
  );
}
