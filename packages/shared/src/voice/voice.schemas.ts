import { z } from 'zod';

/** POST /api/transcribe-audio answer: what was said in the uploaded wav (000 §7). */
export const TranscriptionSchema = z.object({
  text: z.string(),
  /** A language tag such as `en-US`. */
  language: z.string(),
  /** Seconds of audio. */
  duration: z.number().nonnegative(),
});
export type Transcription = z.infer<typeof TranscriptionSchema>;

/** The voice call overlay's states; `active` is the connected call (000 §2, §4). */
export const VOICE_CALL_STATES = ['connecting', 'active', 'error'] as const;
/** connecting | active | error. */
export const VoiceCallStateSchema = z.enum(VOICE_CALL_STATES);
export type VoiceCallState = z.infer<typeof VoiceCallStateSchema>;

/** What a connected call is doing (000 §4). */
export const VOICE_CALL_PHASES = ['listening', 'processing', 'speaking', 'idle'] as const;
/** listening | processing | speaking | idle. */
export const VoiceCallPhaseSchema = z.enum(VOICE_CALL_PHASES);
export type VoiceCallPhase = z.infer<typeof VoiceCallPhaseSchema>;
