import { franc } from 'franc-min';
import { wordsOf } from './words';

/** Fewer words than this and a detector guesses: a heading or a few names say nothing. */
const MIN_WORDS = 20;
/** The opening of a long text is enough to tell its language, and keeps this fast. */
const SAMPLE_CHARS = 4_000;

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/**
 * The language a text is written in, in English ("French"), or undefined when the text is too
 * short to tell or the detector cannot (franc-min: the languages with 8 million speakers or more).
 */
export function languageOf(text: string): string | undefined {
  const sample = text.slice(0, SAMPLE_CHARS);
  if (wordsOf(sample).length < MIN_WORDS) return undefined;
  const code = franc(sample, { minLength: 1 });
  if (code === 'und') return undefined;
  const name = languageNames.of(code);
  // Intl answers the code itself for a language it has no name for.
  return name && name !== code ? name : undefined;
}
