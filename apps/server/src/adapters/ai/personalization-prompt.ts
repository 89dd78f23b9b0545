import type { PersonalitySettings } from '@polymath/shared';
import { truncateOnWord } from '../../text/truncate';
import type { PolymathPersonalization } from './polymath-context';

/** What each personality choice asks of an answer, in instructions any model follows. */
const STYLE: Record<PersonalitySettings['style'], string> = {
  formal: 'write formally, in complete sentences, without slang or contractions',
  casual: 'write casually, as in a relaxed conversation',
  creative: 'be creative, with vivid examples, analogies and fresh angles',
  analytical: 'be analytical: reason step by step, compare the options and state the trade-offs',
  balanced: 'balance clarity and depth: be direct and give the reasoning that matters',
};
const VERBOSITY: Record<PersonalitySettings['verbosity'], string> = {
  brief: 'keep answers brief: one to three sentences, the answer first, no preamble',
  medium: 'keep answers to a moderate length: the answer, then the key supporting points',
  detailed:
    'give detailed answers: the answer, then the supporting explanation, examples and context',
};
const EXPERTISE: Record<PersonalitySettings['expertise'], string> = {
  beginner:
    'the user is a beginner: start from a plain definition, explain every term, avoid jargon',
  intermediate: 'the user knows the basics: skip elementary definitions, explain specialised terms',
  advanced: 'the user is advanced: skip the basics and use precise technical language',
  adaptive: "match the level the user's questions show",
};
const TONE: Record<PersonalitySettings['tone'], string> = {
  professional: 'sound professional and courteous',
  friendly: 'sound warm and friendly',
  enthusiastic: 'sound enthusiastic and encouraging',
  supportive: 'sound patient and supportive, above all when the user is stuck',
};

/** A preference's value is cut to this in the instructions. */
const PREFERENCE_VALUE_CHARS = 300;
/** The preferences take at most this much of the instructions, newest first. */
const PREFERENCES_CHARS = 2_000;

/** Text the user wrote, on one line, so it cannot pass for more of the instructions. */
function oneLine(text: string, maxChars: number): string {
  return truncateOnWord(text.replace(/\s+/g, ' '), maxChars);
}

/**
 * The system prompt's lines for a signed-in user: their four personality settings as
 * instructions, then the preferences they told their Personal AI (newest first, within
 * PREFERENCES_CHARS).
 */
export function personalizationLines(personalization: PolymathPersonalization): string[] {
  const { style, verbosity, expertise, tone } = personalization.personality;
  const lines = [
    '',
    'How this user wants to be answered (their Personal AI settings; they take precedence over the general guidance above):',
    `- Style (${style}): ${STYLE[style]}.`,
    `- Length (${verbosity}): ${VERBOSITY[verbosity]}.`,
    `- Expertise (${expertise}): ${EXPERTISE[expertise]}.`,
    `- Tone (${tone}): ${TONE[tone]}.`,
  ];
  const preferences: string[] = [];
  let used = 0;
  for (const { category, preference, value } of personalization.preferences) {
    const line = `- ${oneLine(preference, PREFERENCE_VALUE_CHARS)} (${category}): ${oneLine(value, PREFERENCE_VALUE_CHARS)}`;
    if (used + line.length > PREFERENCES_CHARS) break;
    preferences.push(line);
    used += line.length;
  }
  if (preferences.length > 0) {
    lines.push(
      '',
      'Preferences the user told their Personal AI (follow them unless accuracy forbids):',
      ...preferences,
    );
  }
  return lines;
}
