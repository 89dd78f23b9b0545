// Browser only: the server never imports this module.

const installedUninstalls = new WeakMap<Window, () => void>();

/**
 * Logs uncaught errors and unhandled promise rejections as warnings and suppresses the browser's
 * default report (spec: "logged as warnings and default handling is suppressed"). Installing twice on
 * the same window is a no-op that returns the first uninstall function.
 */
export function installGlobalErrorHandlers(target: Window = window): () => void {
  const existing = installedUninstalls.get(target);
  if (existing) return existing;

  const handleError = (event: ErrorEvent) => {
    // event.error is null for errors from cross-origin scripts; the message is all there is then.
    console.warn('[Polymath] Uncaught error:', event.error ?? event.message);
    event.preventDefault();
  };
  const handleRejection = (event: PromiseRejectionEvent) => {
    console.warn('[Polymath] Unhandled promise rejection:', event.reason);
    event.preventDefault();
  };

  target.addEventListener('error', handleError);
  target.addEventListener('unhandledrejection', handleRejection);

  const uninstall = () => {
    if (installedUninstalls.get(target) !== uninstall) return;
    target.removeEventListener('error', handleError);
    target.removeEventListener('unhandledrejection', handleRejection);
    installedUninstalls.delete(target);
  };
  installedUninstalls.set(target, uninstall);
  return uninstall;
}
