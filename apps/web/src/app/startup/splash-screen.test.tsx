import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { SplashScreen } from './splash-screen';

describe('SplashScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the product, then Starting..., Loading AI... and Ready at 300 ms steps', () => {
    render(<SplashScreen onComplete={vi.fn()} onFaded={vi.fn()} />);

    expect(screen.getByText('Polymath')).toBeInTheDocument();
    expect(screen.getByText('AI Assistant')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Starting...');

    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Starting...');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading AI...');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Ready');
  });

  it('advances the progress bar every 50 ms and fills it on completion', () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const onComplete = vi.fn();
    render(<SplashScreen onComplete={onComplete} onFaded={vi.fn()} />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(bar).toHaveAttribute('aria-valuenow', '9');

    act(() => {
      vi.advanceTimersByTime(1049 - 150);
    });
    expect(onComplete).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onComplete).toHaveBeenCalledOnce();
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(random).toHaveBeenCalled();
  });

  it('reports the end of its 0.3 s fade after completing', () => {
    const onFaded = vi.fn();
    render(<SplashScreen onComplete={vi.fn()} onFaded={onFaded} />);
    act(() => {
      vi.advanceTimersByTime(1050);
    });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(onFaded).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onFaded).toHaveBeenCalledOnce();
  });

  it('moves the bar without a React render per tick, leaving the main thread to the app', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const onRender = vi.fn();
    render(
      <Profiler id="splash" onRender={onRender}>
        <SplashScreen onComplete={vi.fn()} onFaded={vi.fn()} />
      </Profiler>,
    );
    const bar = screen.getByRole('progressbar');
    const rendersAtMount = onRender.mock.calls.length;

    // Five ticks, all before the first status step at 300 ms.
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(onRender).toHaveBeenCalledTimes(rendersAtMount);
  });
});
