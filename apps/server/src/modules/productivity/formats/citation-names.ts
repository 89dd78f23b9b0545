import type { CslName } from '@citation-js/core';

/**
 * Words that make a name an organisation's ("World Health Organization", "Harvard University",
 * "U.S. Census Bureau"): styles print such a name whole, never as "Organization, W. H.".
 */
const ORGANISATION_WORD =
  /\b(?:universit(?:y|ies)|college|school|association|organi[sz]ation|inc|ltd|llc|plc|gmbh|foundation|institute|agency|department|society|council|company|corporation|bureau|office|ministry|committee|commission|cent(?:er|re)|press|group|trust|library|museum|board|government|services?|network|laboratory|hospital|academy|federation|union)\b/i;

/** A person's name has at most this many words; a longer one is an organisation's. */
const MAX_PERSON_WORDS = 4;

/** Words before a family name that belong to it ("van Gogh", "de la Fontaine", "Van den Berg"). */
const PARTICLES = new Set([
  'al',
  'bin',
  'da',
  'das',
  'de',
  'del',
  'della',
  'den',
  'der',
  'di',
  'do',
  'dos',
  'du',
  'el',
  'la',
  'le',
  'st.',
  'te',
  'ten',
  'ter',
  'van',
  'von',
  'zu',
]);

const SUFFIX = /^(?:jr\.?|sr\.?|ii|iii|iv)$/i;

function isOrganisation(words: string[]): boolean {
  const name = words.join(' ');
  return (
    words.length === 1 ||
    words.length > MAX_PERSON_WORDS ||
    name.includes('&') ||
    ORGANISATION_WORD.test(name)
  );
}

/**
 * An author as the citation form gives it, "Given Family" (the comma-separated field leaves no
 * room for "Family, Given"), as a CSL name: the family name is the last word, with any particle
 * before it ("Ludwig van Beethoven"), and a trailing "Jr." or "III" is the suffix. A single word
 * ("Plato", "Google") or an organisation's name is kept whole as a literal.
 */
export function cslNameOf(author: string): CslName {
  const words = author.trim().split(/\s+/);
  if (isOrganisation(words)) return { literal: words.join(' ') };

  const suffix = words.length > 2 && SUFFIX.test(words.at(-1) ?? '') ? words.pop() : undefined;
  // The family name starts at the first particle after the given name, else it is the last word.
  let familyStart = words.findIndex(
    (word, index) => index > 0 && index < words.length - 1 && PARTICLES.has(word.toLowerCase()),
  );
  if (familyStart < 0) familyStart = words.length - 1;

  const given = words.slice(0, familyStart).join(' ');
  const familyWords = words.slice(familyStart);
  // A lower-case particle ("van Gogh") is CSL's non-dropping particle, which styles sort and
  // print by their own rules; a capitalised one ("Van den Berg") is part of the family name.
  const particleCount = familyWords.findIndex((word) => !PARTICLES.has(word.toLowerCase()));
  const particle = particleCount > 0 ? familyWords.slice(0, particleCount).join(' ') : '';
  const name: CslName =
    particle && particle === particle.toLowerCase()
      ? {
          given,
          'non-dropping-particle': particle,
          family: familyWords.slice(particleCount).join(' '),
        }
      : { given, family: familyWords.join(' ') };
  return suffix ? { ...name, suffix } : name;
}
