import {
  isCapitalisedNameWord,
  isInitials,
  isNameParticle,
  isNameSuffix,
  isOrganisationName,
} from './author-names';
import { splitCommaList } from './comma-list';

/** A person's given names or family name has at most this many words. */
const MAX_NAME_WORDS = 4;

function wordsOf(part: string): string[] {
  return part.split(/\s+/).filter(Boolean);
}

/**
 * A family name as reference managers write it before the comma: one capitalised word, with any
 * particles before it ("Kuhn", "van der Waals", "Van den Berg", "O'Neil", "Okonjo-Iweala"). A
 * two-word family name without a particle ("García Márquez") is not taken for one: "Brian Grazer"
 * would be too, so such a name needs semicolons between the authors.
 */
function isFamilyName(part: string): boolean {
  const words = wordsOf(part);
  const last = words.at(-1);
  return (
    last !== undefined &&
    words.length <= MAX_NAME_WORDS &&
    isCapitalisedNameWord(last) &&
    words.slice(0, -1).every(isNameParticle) &&
    !isOrganisationName(part)
  );
}

/** Given names after the comma: names and initials, then any particle ("Ludwig van"). */
function isGivenNames(part: string): boolean {
  const words = wordsOf(part);
  while (words.length > 1 && isNameParticle(words.at(-1) ?? '')) words.pop();
  return (
    words.length > 0 &&
    words.length <= MAX_NAME_WORDS &&
    words.every((word) => isCapitalisedNameWord(word) || isInitials(word)) &&
    !isOrganisationName(part)
  );
}

/** "& Hacking, I." and "and Charles Fishman" as a reference prints its last author. */
function withoutConjunction(part: string): string {
  return part.replace(/^(?:&|and\s)\s*/i, '').trim();
}

/**
 * Pairs comma-separated parts back into names where they read as "Family, Given": "Kuhn, Thomas
 * S., Ian Hacking" is two authors, "Kuhn, Thomas S." and "Ian Hacking". A suffix joins the name
 * before it ("King, Martin Luther, Jr.", "Martin Luther King, Jr.", "King, Jr., Martin Luther").
 */
function pairedNames(parts: string[]): string[] {
  const authors: string[] = [];
  for (let index = 0; index < parts.length;) {
    const [part = '', next, after] = parts.slice(index, index + 3);
    if (isNameSuffix(part) && authors.length > 0) {
      authors[authors.length - 1] += `, ${part}`;
      index += 1;
    } else if (next !== undefined && isFamilyName(part) && isGivenNames(next)) {
      authors.push(`${part}, ${next}`);
      index += 2;
    } else if (
      next !== undefined &&
      after !== undefined &&
      isFamilyName(part) &&
      isNameSuffix(next) &&
      isGivenNames(after)
    ) {
      authors.push(`${part}, ${after}, ${next}`);
      index += 3;
    } else {
      authors.push(part);
      index += 1;
    }
  }
  return authors;
}

/**
 * The authors field of the citation form as a list of names, each one author in either order
 * ("Thomas S. Kuhn" or "Kuhn, Thomas S.") or an organisation. Authors are comma-separated (001
 * §5); parts that read as "Family, Given" are kept together, the form reference managers export.
 * When the text has a semicolon, semicolons alone separate the authors ("García Márquez,
 * Gabriel; Kuhn, Thomas S."). Each name is trimmed, empty ones dropped; a leading "&" or "and"
 * (a reference's last author) is dropped. A list of two single words ("Plato, Aristotle") reads
 * as one "Family, Given" name: semicolons keep them apart.
 */
export function splitAuthorList(text: string): string[] {
  const parts = text.includes(';')
    ? text.split(';').map((part) => part.trim())
    : splitCommaList(text);
  const names = parts.map(withoutConjunction).filter((part) => part.length > 0);
  return text.includes(';') ? names : pairedNames(names);
}

/**
 * The authors of a citation as the form's field shows them, so that splitAuthorList reads the same
 * list back: comma-separated when no name has a comma and none would pair up ("Ann Lee, Bo Ma"),
 * else separated by semicolons ("Kuhn, Thomas S.; Ian Hacking", "Plato; Aristotle").
 */
export function joinAuthorList(authors: readonly string[]): string {
  const withCommas = authors.join(', ');
  const readBack = splitAuthorList(withCommas);
  const isUnambiguous =
    !authors.some((name) => name.includes(',')) &&
    readBack.length === authors.length &&
    readBack.every((name, index) => name === authors[index]);
  return isUnambiguous ? withCommas : authors.join('; ');
}
