import { GENERATION_PREFIX, type GenerationMode } from '@polymath/shared';

/** The text sent for a mode: video and photo add their prefix unless the user already typed it. */
export function applyGenerationMode(text: string, mode: GenerationMode): string {
  if (mode === 'chat') return text;
  const prefix = GENERATION_PREFIX[mode];
  return text.toLowerCase().startsWith(prefix) ? text : `${prefix} ${text}`;
}
