import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { installGlobalErrorHandlers } from './global-error-handlers';

let warn: MockInstance<typeof console.warn>;
let uninstall: (() => void) | undefined;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  uninstall?.();
  uninstall = undefined;
});

function dispatchError(error: Error): ErrorEvent {
  const event = new ErrorEvent('error', { error, message: error.message, cancelable: true });
  window.dispatchEvent(event);
  return event;
}

// jsdom has no PromiseRejectionEvent; an event of that type with a reason is what handlers see.
function dispatchRejection(reason: unknown): Event {
  const event = new Event('unhandledrejection', { cancelable: true });
  Object.defineProperty(event, 'reason', { value: reason });
  window.dispatchEvent(event);
  return event;
}

describe('installGlobalErrorHandlers', () => {
  it('logs an uncaught error as a warning and suppresses the default report', () => {
    uninstall = installGlobalErrorHandlers(window);
    const error = new Error('boom');

    const event = dispatchError(error);

    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Uncaught error'), error);
    expect(event.defaultPrevented).toBe(true);
  });

  it('logs an unhandled rejection as a warning and suppresses the default report', () => {
    uninstall = installGlobalErrorHandlers(window);
    const reason = new Error('rejected');

    const event = dispatchRejection(reason);

    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Unhandled promise rejection'),
      reason,
    );
    expect(event.defaultPrevented).toBe(true);
  });

  it('logs once when installed twice', () => {
    uninstall = installGlobalErrorHandlers(window);
    const second = installGlobalErrorHandlers(window);

    dispatchError(new Error('once'));
    dispatchRejection('once');

    expect(second).toBe(uninstall);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('stops handling after uninstall, and can be installed again', () => {
    installGlobalErrorHandlers(window)();

    const event = dispatchRejection('ignored');
    expect(warn).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);

    uninstall = installGlobalErrorHandlers(window);
    dispatchRejection('handled');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
