import { describe, expect, it } from 'vitest';
import { TranscriptionSchema, VoiceCallStateSchema } from './voice.schemas';

describe('voice schemas', () => {
  it('accepts a transcription and refuses a negative duration', () => {
    const transcription = { text: 'hello', language: 'en-US', duration: 1.2 };
    expect(TranscriptionSchema.safeParse(transcription).success).toBe(true);
    expect(TranscriptionSchema.safeParse({ ...transcription, duration: -1 }).success).toBe(false);
  });

  it('refuses a call state outside connecting, active and error', () => {
    expect(VoiceCallStateSchema.safeParse('active').success).toBe(true);
    expect(VoiceCallStateSchema.safeParse('ringing').success).toBe(false);
  });
});
