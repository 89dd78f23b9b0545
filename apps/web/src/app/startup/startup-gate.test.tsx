import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { setMediaQuery } from '@/testing/match-media';
import { REDUCED_MOTION_QUERY } from '@/lib/use-media-query';
import { StartupGate } from './startup-gate';

function renderGate() {
  return render(
    <StartupGate>
      <button type="button">Inside the app</button>
    </StartupGate>,
  );
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
});
