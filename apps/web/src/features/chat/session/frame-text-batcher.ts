/**
 * A streamed reply's text is handed on at most this often: each hand-over is a store update (a
 * render of the conversation, its Markdown parsed again, its saving and its sync), and twenty a
 * second read as a smooth stream.
 */
export const TEXT_INTERVAL_MS = 50;

/**
 * At the latest this long after a piece of text arrives, it is handed on even without an animation
 * frame: a hidden tab draws none, and its conversation must still be saved as the reply grows.
 */
export const MAX_TEXT_HOLD_MS = 250;

/** Pieces of streamed text gathered and handed on together. */
export interface FrameTextBatcher {
  /** Adds a piece; it is handed on with the others gathered meanwhile. */
  push: (text: string) => void;
  /** Hands on what is gathered now (before the reply changes otherwise). */
  flush: () => void;
  /** Drops what is gathered (the reply was abandoned or answered whole). */
  cancel: () => void;
}

/**
 * Gathers the pieces of a streamed reply and hands them to `deliver` joined, on an animation frame
 * and at most every TEXT_INTERVAL_MS: the first words at the next frame, the rest in steps the eye
 * reads as a stream, however many tokens a second the model sends.
 */
export function createFrameTextBatcher(deliver: (text: string) => void): FrameTextBatcher {
  let gathered = '';
  let lastDeliveredAt = Number.NEGATIVE_INFINITY;
  let isScheduled = false;
  let frame: number | undefined;
  let interval: ReturnType<typeof setTimeout> | undefined;
  let hold: ReturnType<typeof setTimeout> | undefined;

  const unschedule = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(interval);
    clearTimeout(hold);
    frame = undefined;
    interval = undefined;
    hold = undefined;
    isScheduled = false;
  };
  const flush = () => {
    unschedule();
    const text = gathered;
    gathered = '';
    if (text === '') return;
    lastDeliveredAt = Date.now();
    deliver(text);
  };

  return {
    push: (text) => {
      gathered += text;
      if (isScheduled || gathered === '') return;
      isScheduled = true;
      const wait = Math.max(0, lastDeliveredAt + TEXT_INTERVAL_MS - Date.now());
      interval = setTimeout(() => {
        frame = requestAnimationFrame(flush);
      }, wait);
      hold = setTimeout(flush, MAX_TEXT_HOLD_MS);
    },
    flush,
    cancel: () => {
      unschedule();
      gathered = '';
    },
  };
}
