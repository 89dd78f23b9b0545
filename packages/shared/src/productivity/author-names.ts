/*
 * How a citation's author names are built, shared by the web form that splits the authors field
 * (splitAuthorList) and the server that reads each name for the citation styles (cslNameOf), so
 * both take the same words for particles, suffixes and organisations.
 */

/**
 * Words before a family name that belong to it: "van Gogh", "de la Fontaine", "Van den Berg",
 * "von Goethe". Compared in lower case.
 */
export const NAME_PARTICLES: ReadonlySet<string> = new Set([
  'al',
  'bin',
  'da',
  'das',
  'de',
  'del',
  'della',
  'den',
  'der',
  'des',
  'di',
  'do',
  'dos',
  'du',
  'el',
  'ibn',
  'la',
  'le',
  'st.',
  'te',
  'ten',
  'ter',
  'van',
  'vom',
  'von',
  'zu',
  'zur',
]);

/** Whether a word is a name particle ("van", "De", "von"). */
export function isNameParticle(word: string): boolean {
  return NAME_PARTICLES.has(word.toLowerCase());
}

const SUFFIX = /^(?:jr\.?|sr\.?|ii|iii|iv)$/i;

/** Whether a word is a generational suffix: "Jr.", "Sr.", "II", "III", "IV". */
export function isNameSuffix(word: string): boolean {
  return SUFFIX.test(word.trim());
}

/**
 * Words that make a name an organisation's ("World Health Organization", "Harvard University",
 * "U.S. Census Bureau"): styles print such a name whole, never as "Organization, W. H.".
 */
const ORGANISATION_WORD =
  /(?:^|[^\p{L}])(?:universit(?:y|ies)|college|school|association|organi[sz]ation|inc|ltd|llc|plc|gmbh|foundation|institute|agency|department|society|council|company|corporation|bureau|office|ministry|committee|commission|cent(?:er|re)|press|group|trust|library|museum|board|government|services?|network|laboratory|hospital|academy|federation|union)(?![\p{L}])/iu;

/** Whether a name is an organisation's by its words ("… Association", "… Inc", "Simon & Schuster"). */
export function isOrganisationName(name: string): boolean {
  return name.includes('&') || ORGANISATION_WORD.test(name);
}

/**
 * A word of a person's name as written with capitals: "Thomas", "Jean-Paul", "O'Neil",
 * "McGonigal", "Søren". Initials are not (see isInitials).
 */
export function isCapitalisedNameWord(word: string): boolean {
  return /^\p{Lu}[\p{L}\p{M}'’-]*$/u.test(word) && /\p{Ll}/u.test(word);
}

/** Initials, with or without dots: "T.", "T", "T.S.", "TS", "J.-P.". */
export function isInitials(word: string): boolean {
  return /^\p{Lu}\.?(?:-?\p{Lu}\.?){0,2}$/u.test(word);
}
