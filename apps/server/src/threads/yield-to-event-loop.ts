/**
 * Resolves once the event loop has been round once: timers due, sockets ready to read and the
 * answers waiting to be written all get their turn first. Long work awaits it between its steps,
 * so no step holds up the others for longer than itself.
 *
 * One `setImmediate` is not enough: from an I/O callback it runs in the same round's check phase,
 * straight after, with no socket read in between; a second one runs in the next round, after it.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
}
