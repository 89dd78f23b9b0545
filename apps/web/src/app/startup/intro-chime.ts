/**
 * The intro's short synthesized chime: three sine notes (E5, B5, E6) struck in quick succession, each
 * with a fast attack and an exponential decay. No audio file is shipped.
 */

/** Note frequencies in Hz. */
export const CHIME_NOTES_HZ = [659.25, 987.77, 1318.51] as const;
/** Seconds between the notes' starts. */
const NOTE_STAGGER_S = 0.09;
/** Seconds from a note's start to its peak. */
const ATTACK_S = 0.015;
/** Seconds from a note's start until it has faded out. */
const NOTE_LENGTH_S = 0.65;
/** Overall loudness: a chime, not an alarm. */
const MASTER_VOLUME = 0.16;
/** Exponential ramps cannot reach zero; this is inaudible. */
const SILENT_GAIN = 0.0001;
/** How long to wait for the autoplay policy to allow sound before giving up silently. */
const RESUME_WAIT_MS = 150;

/** The chime's length in milliseconds, from the first note to the last note's end. */
export const CHIME_DURATION_MS =
  ((CHIME_NOTES_HZ.length - 1) * NOTE_STAGGER_S + NOTE_LENGTH_S) * 1000;

/** Creates the audio context; injectable so tests can pass a fake. */
export type AudioContextFactory = () => AudioContext;

function getBrowserAudioContextFactory(): AudioContextFactory | undefined {
  const AudioContextClass =
    window.AudioContext ??
    (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return AudioContextClass ? () => new AudioContextClass() : undefined;
}

function isRunning(context: AudioContext): boolean {
  return context.state === 'running';
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

function scheduleNote(context: AudioContext, output: AudioNode, frequency: number, at: number) {
  const oscillator = context.createOscillator();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(frequency, at);
  const envelope = context.createGain();
  envelope.gain.setValueAtTime(SILENT_GAIN, at);
  envelope.gain.exponentialRampToValueAtTime(1, at + ATTACK_S);
  envelope.gain.exponentialRampToValueAtTime(SILENT_GAIN, at + NOTE_LENGTH_S);
  oscillator.connect(envelope);
  envelope.connect(output);
  oscillator.start(at);
  oscillator.stop(at + NOTE_LENGTH_S);
}

/**
 * Plays the chime. Browsers may block sound before the user interacts (autoplay policy): then the
 * chime is skipped silently. Resolves to whether it played; never rejects.
 */
export async function playIntroChime(
  createContext: AudioContextFactory | undefined = getBrowserAudioContextFactory(),
): Promise<boolean> {
  if (!createContext) return false;
  let context: AudioContext;
  try {
    context = createContext();
  } catch {
    return false;
  }
  if (!isRunning(context)) {
    // resume() can stay pending until a user gesture, so it gets a short deadline.
    await Promise.race([context.resume().catch(() => undefined), wait(RESUME_WAIT_MS)]);
  }
  if (!isRunning(context)) {
    await context.close().catch(() => undefined);
    return false;
  }

  const master = context.createGain();
  master.gain.setValueAtTime(MASTER_VOLUME, context.currentTime);
  master.connect(context.destination);
  CHIME_NOTES_HZ.forEach((frequency, index) => {
    scheduleNote(context, master, frequency, context.currentTime + index * NOTE_STAGGER_S);
  });
  // Release the audio hardware once the last note has rung out.
  window.setTimeout(() => {
    context.close().catch(() => undefined);
  }, CHIME_DURATION_MS);
  return true;
}
