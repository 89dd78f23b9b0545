import {
  PERSONALITY_EXPERTISE_LEVELS,
  PERSONALITY_STYLES,
  PERSONALITY_TONES,
  PERSONALITY_VERBOSITIES,
  type PersonalitySettings,
} from '@polymath/shared';

/** One of the four personality settings, with its choices and what each means. */
export interface PersonalitySetting<
  K extends keyof PersonalitySettings = keyof PersonalitySettings,
> {
  key: K;
  label: string;
  options: readonly PersonalitySettings[K][];
  describe: Record<PersonalitySettings[K], string>;
}

/** Any one of the four settings. */
export type AnyPersonalitySetting = {
  [K in keyof PersonalitySettings]: PersonalitySetting<K>;
}[keyof PersonalitySettings];

/** The AI Personality tab's settings (001 §3), in the spec's order. */
export const PERSONALITY_SETTINGS = [
  {
    key: 'style',
    label: 'Style',
    options: PERSONALITY_STYLES,
    describe: {
      formal: 'Precise and structured',
      casual: 'Relaxed and conversational',
      creative: 'Imaginative, with fresh angles',
      analytical: 'Step by step, with reasoning',
      balanced: 'A mix suited to each question',
    },
  },
  {
    key: 'verbosity',
    label: 'Verbosity',
    options: PERSONALITY_VERBOSITIES,
    describe: {
      brief: 'Short answers, to the point',
      medium: 'Enough detail to be clear',
      detailed: 'Thorough answers with supporting points',
    },
  },
  {
    key: 'expertise',
    label: 'Expertise',
    options: PERSONALITY_EXPERTISE_LEVELS,
    describe: {
      beginner: 'Plain words, terms explained',
      intermediate: 'Assumes the basics',
      advanced: 'Technical depth, no hand-holding',
      adaptive: 'Follows the level you show',
    },
  },
  {
    key: 'tone',
    label: 'Tone',
    options: PERSONALITY_TONES,
    describe: {
      professional: 'Courteous and businesslike',
      friendly: 'Warm and approachable',
      enthusiastic: 'Energetic and encouraging',
      supportive: 'Patient and reassuring',
    },
  },
] as const satisfies readonly AnyPersonalitySetting[];

/** A choice's name as shown: `balanced` → `Balanced`. */
export function optionLabel(option: string): string {
  return option.charAt(0).toUpperCase() + option.slice(1);
}
