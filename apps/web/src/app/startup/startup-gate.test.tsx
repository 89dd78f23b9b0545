import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { setMediaQuery } from '@/testing/match-media';
import { REDUCED_MOTION_QUERY } from '@/lib/use-media-query';
import { StartupGate } from './startup-gate';

function renderGate(Gate: typeof StartupGate = StartupGate) {
  return render(
    <Gate>
      <button type="button">Inside the app</button>
    </Gate>,
  );
}

/** The gate as a newly loaded page gets it: every app module evaluated again, storage kept. */
async function loadPageAgain(): Promise<typeof StartupGate> {
  cleanup();
  vi.resetModules();
  return (await import('./startup-gate')).StartupGate;
}

/** Plays the splash (1.05 s, then a 0.3 s fade) and the intro beneath it (0.65 s and a 0.3 s fade). */
function playWholeSequence(): void {
  for (const stepMs of [1050, 300, 650]) {
    act(() => {
      vi.advanceTimersByTime(stepMs);
    });
  }
}

describe('StartupGate', () => {
  it('plays splash then intro over the rendered app, then marks the app ready', () => {
    vi.useFakeTimers();
    renderGate();
    expect(screen.getByTestId('splash')).toBeInTheDocument();
    expect(screen.queryByTestId('app-ready')).not.toBeInTheDocument();
    // The app is already laid out underneath, but inert until the overlays are gone.
    expect(screen.getByText('Inside the app').closest('[inert]')).not.toBeNull();

    act(() => {
      vi.advanceTimersByTime(1050);
    });
    expect(screen.getByTestId('intro')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
    expect(screen.queryByTestId('app-ready')).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(650);
    });
    expect(screen.queryByTestId('intro')).not.toBeInTheDocument();
    const app = screen.getByTestId('app-ready');
    expect(app).not.toHaveAttribute('inert');
    expect(app).toContainElement(screen.getByRole('button', { name: 'Inside the app' }));
  });

  it('skips the intro animation, not the app, for reduced motion', () => {
    setMediaQuery(REDUCED_MOTION_QUERY, true);
    vi.useFakeTimers();
    renderGate();
    act(() => {
      vi.advanceTimersByTime(1050);
    });
    expect(screen.queryByTestId('intro')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.getByTestId('app-ready')).toBeInTheDocument();
  });

  it('plays once per browser session: a reload goes straight to the app, a new session plays it', async () => {
    vi.useFakeTimers();
    renderGate();
    playWholeSequence();
    expect(screen.getByTestId('app-ready')).toBeInTheDocument();

    const ReloadedGate = await loadPageAgain();
    renderGate(ReloadedGate);
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
    expect(screen.queryByTestId('intro')).not.toBeInTheDocument();
    expect(screen.getByTestId('app-ready')).toContainElement(
      screen.getByRole('button', { name: 'Inside the app' }),
    );

    // A new tab or browser session starts with an empty session storage.
    window.sessionStorage.clear();
    const NewSessionGate = await loadPageAgain();
    renderGate(NewSessionGate);
    expect(screen.getByTestId('splash')).toBeInTheDocument();
    expect(screen.queryByTestId('app-ready')).not.toBeInTheDocument();
  });

  it('plays again after a reload during the splash', async () => {
    vi.useFakeTimers();
    renderGate();
    act(() => {
      vi.advanceTimersByTime(500);
    });

    const ReloadedGate = await loadPageAgain();
    renderGate(ReloadedGate);
    expect(screen.getByTestId('splash')).toBeInTheDocument();
  });
});
