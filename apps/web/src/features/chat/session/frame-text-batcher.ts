/**
 * At the latest this long after a piece of text arrives, it is handed on even without an animation
 * frame: a hidden tab draws none, and its conversation must still be saved as the reply grows.
 */
export const MAX_TEXT_HOLD_MS = 250;

/** Pieces of streamed text gathered and handed on together. */
export interface FrameTextBatcher {
  /** Adds a piece; it is handed on with the others of its frame. */
  push: (text: string) => void;
  /** Hands on what is gathered now (before the reply changes otherwise). */
  flush: () => void;
  /** Drops what is gathered (the reply was abandoned or answered whole). */
  cancel: () => void;
}

/**
 * Gathers the pieces of a streamed reply that arrive within one animation frame and hands them to
 * `deliver` joined, once per frame: the screen cannot show more often than that, and each
 * hand-over is a store update (a render of the conversation, its saving and its sync).
 */
export function createFrameTextBatcher(deliver: (text: string) => void): FrameTextBatcher {
  let gathered = '';
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const unschedule = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    frame = undefined;
    timer = undefined;
  };
  const flush = () => {
    unschedule();
    const text = gathered;
    gathered = '';
    if (text !== '') deliver(text);
  };

  return {
    push: (text) => {
      gathered += text;
      if (frame !== undefined || gathered === '') return;
      frame = requestAnimationFrame(flush);
      timer = setTimeout(flush, MAX_TEXT_HOLD_MS);
    },
    flush,
    cancel: () => {
      unschedule();
      gathered = '';
    },
  };
}
