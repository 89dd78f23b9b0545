import { beforeAll, describe, expect, it } from 'vitest';
import {
  BOUMAN,
  KUHN,
  PASTA,
  YALE,
  example,
  sourceOf,
  typingsOf,
  warmCitationStyles,
} from '../../../../test/productivity/citation-examples';
import type { CitationSource } from './citation-item';
import { formatCitation } from './format-citation';

// Each expected reference is the guide's example as plain text (no italics), made from every way
// the form may be filled in (typingsOf): authors "Given Family" and "Family, Given", the title in
// sentence case and in title case (Chicago's CSL file writes titles in title case itself). Where
// it is not the guide's text exactly, the comment says what differs and why.

beforeAll(warmCitationStyles, 120_000);

describe('formatCitation in Chicago (17th edition, author-date)', () => {
  // The Chicago Manual of Style Online, Author-Date Citation Quick Guide (17th ed.), Book. The
  // guide has "New York: Simon & Schuster."; the form has no place of publication.
  const mind = example({
    title: 'A curious mind: The secret to a bigger life',
    titleInTitleCase: 'A Curious Mind: The Secret to a Bigger Life',
    authors: [
      ['Brian Grazer', 'Grazer, Brian'],
      ['Charles Fishman', 'Fishman, Charles'],
    ],
    sourceType: 'book',
    publisher: 'Simon & Schuster',
    publicationDate: '2015',
  });
  it.each(typingsOf(mind))('formats a book (%s)', (_, source) => {
    expect(formatCitation(source, 'Chicago')).toBe(
      'Grazer, Brian, and Charles Fishman. 2015. A Curious Mind: The Secret to a Bigger Life. Simon & Schuster.',
    );
  });

  // Issue 26's book in Chicago author-date. Chicago adds the place, "Chicago: University of
  // Chicago Press."; the form has no place of publication.
  it.each(typingsOf(KUHN))(
    'formats the book of an author exported "Kuhn, Thomas S." (%s)',
    (_, source) => {
      expect(formatCitation(source, 'Chicago')).toBe(
        'Kuhn, Thomas S. 1962. The Structure of Scientific Revolutions. University of Chicago Press.',
      );
    },
  );

  // The Chicago Manual of Style (17th ed.) inverts a name with a lower-case particle after the
  // given name, "Beauvoir, Simone de", and a suffix after a comma, "King, Martin Luther, Jr.".
  // The names are the manual's; the editions are made up.
  const sex = example({
    title: 'The second sex',
    titleInTitleCase: 'The Second Sex',
    authors: [['Simone de Beauvoir', 'de Beauvoir, Simone']],
    sourceType: 'book',
    publisher: 'Vintage Books',
    publicationDate: '2011',
  });
  const particleTypings: [string, CitationSource][] = [
    ...typingsOf(sex),
    ['authors "Family, Given particle"', { ...sourceOf(sex), authors: ['Beauvoir, Simone de'] }],
  ];
  it.each(particleTypings)('moves a particle after the given name (%s)', (_, source) => {
    expect(formatCitation(source, 'Chicago')).toBe(
      'Beauvoir, Simone de. 2011. The Second Sex. Vintage Books.',
    );
  });

  const king = example({
    title: 'Why we can’t wait',
    titleInTitleCase: 'Why We Can’t Wait',
    authors: [['Martin Luther King Jr.', 'King, Martin Luther, Jr.']],
    sourceType: 'book',
    publisher: 'Beacon Press',
    publicationDate: '2011',
  });
  it.each(typingsOf(king))('writes a suffix after the given name (%s)', (_, source) => {
    expect(formatCitation(source, 'Chicago')).toBe(
      'King, Martin Luther, Jr. 2011. Why We Can’t Wait. Beacon Press.',
    );
  });

  // Author-Date Citation Quick Guide, Journal article. The guide has "Journal of Human Capital 11,
  // no. 1 (Spring): 1–34."; the form has no volume, issue, season or pages.
  const taiwan = example({
    title:
      'Expanding college access in Taiwan, 1978–2014: Effects on graduate quality and income inequality',
    titleInTitleCase:
      'Expanding College Access in Taiwan, 1978–2014: Effects on Graduate Quality and Income Inequality',
    authors: [
      ['Shao-Hsun Keng', 'Keng, Shao-Hsun'],
      ['Chun-Hung Lin', 'Lin, Chun-Hung'],
      ['Peter F. Orazem', 'Orazem, Peter F.'],
    ],
    sourceType: 'journal',
    publisher: 'Journal of Human Capital',
    publicationDate: '2017',
    doi: '10.1086/690235',
  });
  it.each(typingsOf(taiwan))('formats a journal article with a DOI (%s)', (_, source) => {
    expect(formatCitation(source, 'Chicago')).toBe(
      'Keng, Shao-Hsun, Chun-Hung Lin, and Peter F. Orazem. 2017. “Expanding College Access in Taiwan, 1978–2014: Effects on Graduate Quality and Income Inequality.” Journal of Human Capital. https://doi.org/10.1086/690235.',
    );
  });

  // Author-Date Citation Quick Guide, Website content. The guide has "Last modified April 17,
  // 2017."; the form's date is the publication date, which the style prints without the phrase.
  const privacy = example({
    title: 'Privacy policy',
    titleInTitleCase: 'Privacy Policy',
    authors: ['Google'],
    publisher: 'Privacy & Terms',
    publicationDate: '2017-04-17',
    url: 'https://www.google.com/policies/privacy/',
  });
  it.each(typingsOf(privacy))('formats a web page (%s)', (_, source) => {
    expect(formatCitation(source, 'Chicago')).toBe(
      'Google. 2017. “Privacy Policy.” Privacy & Terms. April 17, 2017. https://www.google.com/policies/privacy/.',
    );
  });

  // The Chicago Manual of Style (17th ed.) 14.267 / 15.57, an online video: "Bouman, Katie. 2016.
  // “How to Take a Picture of a Black Hole.” Filmed November 2016 at TEDxBeaconStreet, Brookline,
  // MA. Video, 12:51. https://www.ted.com/talks/…". The form has no event or running time; the
  // platform is printed after the genre.
  it.each(typingsOf(BOUMAN))('formats a video (%s)', (_, source) => {
    expect(formatCitation(source, 'Chicago')).toBe(
      'Bouman, Katie. 2016. “How to Take a Picture of a Black Hole.” Video. TED. https://www.ted.com/talks/katie_bouman_what_does_a_black_hole_look_like.',
    );
  });

  // Author-Date Citation Quick Guide, Website content: an organisation as author and n.d. The
  // guide adds "Accessed May 1, 2017."; the form keeps no access date.
  it.each(typingsOf(YALE))(
    'writes an organisation whole and n.d. for a source without a date (%s)',
    (_, source) => {
      expect(formatCitation(source, 'Chicago')).toBe(
        'Yale University. n.d. “About Yale: Yale Facts.” https://www.yale.edu/about-yale/yale-facts.',
      );
    },
  );

  it.each(typingsOf(PASTA))('puts the title first when there is no author (%s)', (_, source) => {
    expect(formatCitation(source, 'Chicago')).toBe(
      '“Tuscan White Bean Pasta.” 2018. Budget Bytes. February 25, 2018. https://www.budgetbytes.com/tuscan-white-bean-pasta/.',
    );
  });
});
