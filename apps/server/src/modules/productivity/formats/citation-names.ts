import type { CslName } from '@citation-js/core';
import { isInitials, isNameParticle, isNameSuffix, isOrganisationName } from '@polymath/shared';

/*
 * Hand-written rather than @citation-js/name (0.4.2, which citation-js ships): on the names the
 * form must read, that parser takes "Martin Luther King Jr." for a family name "Jr.", splits
 * "World Health Organization" into a given and a family name, and reads "Pietro Rossi" and
 * "O. Van den Berg" as organisations (checked against 0.4.2 when this was written).
 */

/** A person's name has at most this many words besides particles and suffix; more is an organisation's. */
const MAX_PERSON_WORDS = 4;

const isLowerCase = (word: string) => word === word.toLowerCase();

/**
 * Given names with initials written the way the guides print them when spelled out: "T S", "TS",
 * "T.S." all become "T. S." (Chicago and MLA space them; APA and Harvard initialise anyway).
 */
function givenNamesOf(words: string[]): string {
  return words
    .map((word) =>
      isInitials(word) && !word.includes('-')
        ? [...word.replaceAll('.', '')].map((letter) => `${letter}.`).join(' ')
        : word,
    )
    .join(' ');
}

/**
 * A family name's words as CSL parts. A lower-case particle ("van Gogh", "de la Fontaine") is
 * CSL's non-dropping particle, which each style places by its own rule (APA "van Gogh, V.",
 * Chicago "Gogh, Vincent van"); a capitalised one ("Van den Berg", "De Niro") is part of the name.
 */
function familyPartsOf(words: string[]): Pick<CslName, 'family' | 'non-dropping-particle'> {
  const particleCount = words.findIndex((word) => !isNameParticle(word));
  const particle = words.slice(0, Math.max(particleCount, 0)).join(' ');
  return particle && isLowerCase(particle)
    ? { 'non-dropping-particle': particle, family: words.slice(particleCount).join(' ') }
    : { family: words.join(' ') };
}

/**
 * "Given Family": the family name is the last word, with any particle before it ("Ludwig van
 * Beethoven"), and a trailing "Jr." or "III" is the suffix. A single word ("Plato", "Google") or a
 * longer name is kept whole as a literal.
 */
function givenFirst(name: string, suffixAfterComma?: string): CslName {
  const words = name.split(' ');
  const suffix =
    suffixAfterComma ??
    (words.length > 2 && isNameSuffix(words.at(-1) ?? '') ? words.pop() : undefined);
  if (words.length < 2 || words.filter((word) => !isNameParticle(word)).length > MAX_PERSON_WORDS)
    return { literal: name };
  // A family name is never initials: "Kuhn TS" is MEDLINE's order, family name first.
  const last = words.at(-1) ?? '';
  if (isInitials(last) && !isInitials(words.at(-2) ?? ''))
    return familyFirst(words.slice(0, -1).join(' '), last, suffix) ?? { literal: name };
  // The family name starts at the first particle after the given name, else it is the last word.
  let familyStart = words.findIndex(
    (word, index) => index > 0 && index < words.length - 1 && isNameParticle(word),
  );
  if (familyStart < 0) familyStart = words.length - 1;
  const parts: CslName = {
    given: givenNamesOf(words.slice(0, familyStart)),
    ...familyPartsOf(words.slice(familyStart)),
  };
  return suffix ? { ...parts, suffix } : parts;
}

/**
 * "Family, Given[, Suffix]": a particle at the end of the given names ("Beethoven, Ludwig van")
 * is CSL's dropping particle, the writer's sign that it goes with the given name when inverted.
 */
function familyFirst(family: string, given: string, suffix?: string): CslName | undefined {
  const familyWords = family.split(' ');
  const givenWords = given.split(' ');
  const droppingStart = givenWords.findIndex(
    (word, index) => index > 0 && givenWords.slice(index).every(isNameParticle),
  );
  const dropping = droppingStart > 0 ? givenWords.splice(droppingStart).join(' ') : '';
  const parts = familyPartsOf(familyWords);
  if (
    !parts.family ||
    familyWords.length > MAX_PERSON_WORDS ||
    givenWords.length > MAX_PERSON_WORDS
  )
    return undefined;
  const name: CslName = { given: givenNamesOf(givenWords), ...parts };
  if (dropping && isLowerCase(dropping)) name['dropping-particle'] = dropping;
  else if (dropping) name.given = `${name.given ?? ''} ${dropping}`;
  return suffix ? { ...name, suffix } : name;
}

/**
 * One author of a citation, as the form or the API gives it, as a CSL name. Both orders a person
 * is written in are read: "Thomas S. Kuhn" and "Kuhn, Thomas S." (with "Jr." or "III" after the
 * given names or after a comma: "King, Martin Luther, Jr.", "Martin Luther King Jr."). An
 * organisation's name ("World Health Organization", "Simon & Schuster"), a single word, or text
 * that reads as neither order is kept whole as a literal, which styles print as written.
 */
export function cslNameOf(author: string): CslName {
  const name = author.trim().replace(/\s+/g, ' ');
  if (isOrganisationName(name)) return { literal: name };
  const parts = name.split(/\s*,\s*/).filter(Boolean);
  const [first = '', second, third] = parts;
  let parsed: CslName | undefined;
  if (parts.length === 1) parsed = givenFirst(first);
  else if (parts.length === 2 && second && isNameSuffix(second)) parsed = givenFirst(first, second);
  else if (parts.length === 2 && second) parsed = familyFirst(first, second);
  else if (parts.length === 3 && second && third && isNameSuffix(third))
    parsed = familyFirst(first, second, third);
  else if (parts.length === 3 && second && third && isNameSuffix(second))
    parsed = familyFirst(first, third, second);
  return parsed ?? { literal: name };
}
