import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHIME_DURATION_MS, CHIME_NOTES_HZ, playIntroChime } from './intro-chime';

/** A minimal AudioContext recording what the chime schedules. */
function createFakeAudioContext(initialState: AudioContextState, resume: () => Promise<void>) {
  const oscillators: { type: string; frequency: number; start: number; stop: number }[] = [];
  const gainCalls: [string, number, number][] = [];
  const context = {
    state: initialState,
    currentTime: 5,
    destination: {},
    resume: vi.fn(resume),
    close: vi.fn(() => {
      context.state = 'closed';
      return Promise.resolve();
    }),
    createGain: vi.fn(() => ({
      connect: vi.fn(),
      gain: {
        setValueAtTime: (value: number, at: number) => gainCalls.push(['set', value, at]),
        exponentialRampToValueAtTime: (value: number, at: number) =>
          gainCalls.push(['exp', value, at]),
      },
    })),
    createOscillator: vi.fn(() => {
      const record = { type: '', frequency: 0, start: -1, stop: -1 };
      oscillators.push(record);
      return {
        set type(value: string) {
          record.type = value;
        },
        frequency: { setValueAtTime: (value: number) => (record.frequency = value) },
        connect: vi.fn(),
        start: (at: number) => (record.start = at),
        stop: (at: number) => (record.stop = at),
      };
    }),
  };
  return { context, oscillators, gainCalls };
}

describe('playIntroChime', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts and stops one sine oscillator per note, each with a rise-and-decay envelope', async () => {
    const fake = createFakeAudioContext('running', () => Promise.resolve());

    await expect(playIntroChime(() => fake.context as unknown as AudioContext)).resolves.toBe(true);

    expect(fake.oscillators.map((note) => note.frequency)).toEqual([...CHIME_NOTES_HZ]);
    for (const note of fake.oscillators) {
      expect(note.type).toBe('sine');
      expect(note.start).toBeGreaterThanOrEqual(5);
      expect(note.stop).toBeGreaterThan(note.start);
    }
    // Per note: silent start, ramp up to full, exponential decay back to silence.
    const envelopes = fake.gainCalls.filter(([kind]) => kind === 'exp');
    expect(envelopes).toHaveLength(CHIME_NOTES_HZ.length * 2);
    const [rise, decay] = envelopes;
    expect(rise![1]).toBe(1);
    expect(decay![1]).toBeLessThan(0.001);
    expect(decay![2]).toBeGreaterThan(rise![2]);
  });

  it('keeps the chime between 0.6 and 1 s and releases the audio context afterwards', async () => {
    expect(CHIME_DURATION_MS).toBeGreaterThanOrEqual(600);
    expect(CHIME_DURATION_MS).toBeLessThanOrEqual(1000);
    const fake = createFakeAudioContext('running', () => Promise.resolve());
    await playIntroChime(() => fake.context as unknown as AudioContext);
    expect(fake.context.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(CHIME_DURATION_MS);
    expect(fake.context.close).toHaveBeenCalledOnce();
  });

  it('plays after resume() when the context starts suspended and sound is allowed', async () => {
    const fake = createFakeAudioContext('suspended', () => {
      fake.context.state = 'running';
      return Promise.resolve();
    });
    await expect(playIntroChime(() => fake.context as unknown as AudioContext)).resolves.toBe(true);
    expect(fake.context.resume).toHaveBeenCalledOnce();
    expect(fake.oscillators).toHaveLength(CHIME_NOTES_HZ.length);
  });

  it('skips the sound silently when autoplay stays blocked', async () => {
    const fake = createFakeAudioContext('suspended', () => new Promise<void>(() => {}));
    const played = playIntroChime(() => fake.context as unknown as AudioContext);
    await vi.advanceTimersByTimeAsync(150);

    await expect(played).resolves.toBe(false);
    expect(fake.oscillators).toHaveLength(0);
    expect(fake.context.close).toHaveBeenCalledOnce();
  });

  it('skips the sound when the browser has no Web Audio', async () => {
    await expect(playIntroChime(undefined)).resolves.toBe(false);
    await expect(
      playIntroChime(() => {
        throw new Error('not allowed');
      }),
    ).resolves.toBe(false);
  });
});
