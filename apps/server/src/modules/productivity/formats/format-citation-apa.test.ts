import { beforeAll, describe, expect, it } from 'vitest';
import {
  BOLOGNA,
  BOUMAN,
  GRADY,
  KUHN,
  PASTA,
  SAPOLSKY,
  example,
  sourceOf,
  typingsOf,
  warmCitationStyles,
} from '../../../../test/productivity/citation-examples';
import { formatCitation } from './format-citation';

// Each expected reference is the guide's example as plain text (no italics), made from every way
// the form may be filled in (typingsOf): authors "Given Family" and "Family, Given", the title as
// printed and in title case. Where it is not the guide's text exactly, the comment says what
// differs and why: mostly the fields the form has no place for (volume, issue, pages, retrieval
// date), which the style then cannot print.

beforeAll(warmCitationStyles, 120_000);

describe('formatCitation in APA (7th edition)', () => {
  // apastyle.apa.org, Reference examples: Book references (authored book).
  it.each(typingsOf(SAPOLSKY))('formats a book (%s)', (_, source) => {
    expect(formatCitation(source, 'APA')).toBe(
      'Sapolsky, R. M. (2017). Behave: The biology of humans at our best and worst. Penguin Books.',
    );
  });

  // The reference of issue 26, as APA 7 writes a book: initials for the given names, the title
  // in sentence case however it was typed ("The Structure of Scientific Revolutions").
  it.each(typingsOf(KUHN))(
    'formats the book of an author exported "Kuhn, Thomas S." (%s)',
    (_, source) => {
      expect(formatCitation(source, 'APA')).toBe(
        'Kuhn, T. S. (1962). The structure of scientific revolutions. University of Chicago Press.',
      );
    },
  );

  // apastyle.apa.org, Journal article references. The guide has "Psychology of Popular Media
  // Culture, 8(3), 207–217."; the form has no volume, issue or pages. The DOI wins over the URL.
  it.each(typingsOf(GRADY))('formats a journal article with a DOI (%s)', (_, source) => {
    expect(formatCitation(source, 'APA')).toBe(
      'Grady, J. S., Her, M., Moreno, G., Perez, C., & Yelinek, J. (2019). Emotions in storybooks: A comparison of storybooks that represent ethnic and racial groups in the United States. Psychology of Popular Media Culture. https://doi.org/10.1037/ppm0000185',
    );
  });

  // apastyle.apa.org, Webpage on a website references.
  it.each(typingsOf(BOLOGNA))('formats a web page (%s)', (_, source) => {
    expect(formatCitation(source, 'APA')).toBe(
      'Bologna, C. (2019, October 31). Why some people with anxiety love watching horror movies. HuffPost. https://www.huffpost.com/entry/anxiety-love-watching-horror-movies_l_5d277587e4b02a5a5d57b59e',
    );
  });

  // apastyle.apa.org, YouTube video references (an organisation's channel). Typed in title case
  // ("Soft Robotic Gripper…") the title would keep "Gripper", a word the English model does not
  // know and so takes for a name: the guide's own casing is used.
  it('formats a video', () => {
    const jellyfish = example({
      title: 'Soft robotic gripper for jellyfish',
      authors: ['Harvard University'],
      sourceType: 'video',
      publisher: 'YouTube',
      publicationDate: '2019-08-28',
      url: 'https://www.youtube.com/watch?v=guRoWTYfxMs',
    });
    expect(formatCitation(sourceOf(jellyfish), 'APA')).toBe(
      'Harvard University. (2019, August 28). Soft robotic gripper for jellyfish [Video]. YouTube. https://www.youtube.com/watch?v=guRoWTYfxMs',
    );
  });

  // apastyle.apa.org, Webpage on a website references: a group author, site name omitted.
  const who = example({
    title: 'The top 10 causes of death',
    titleInTitleCase: 'The Top 10 Causes of Death',
    authors: ['World Health Organization'],
    publicationDate: '2018-05-24',
    url: 'https://www.who.int/news-room/fact-sheets/detail/the-top-10-causes-of-death',
  });
  it.each(typingsOf(who))('writes an organisation as author whole (%s)', (_, source) => {
    expect(formatCitation(source, 'APA')).toBe(
      'World Health Organization. (2018, May 24). The top 10 causes of death. https://www.who.int/news-room/fact-sheets/detail/the-top-10-causes-of-death',
    );
  });

  // apastyle.apa.org, Webpage on a website references: no author, the title moves first.
  it.each(typingsOf(PASTA))('moves the title first when there is no author (%s)', (_, source) => {
    expect(formatCitation(source, 'APA')).toBe(
      'Tuscan white bean pasta. (2018, February 25). Budget Bytes. https://www.budgetbytes.com/tuscan-white-bean-pasta/',
    );
  });

  // apastyle.apa.org, Webpage on a website references (no date). The guide adds "Retrieved
  // July 3, 2019, from" before the URL; the form keeps no retrieval date, and "Retrieved" is not
  // left standing alone.
  const clock = example({
    title: 'U.S. and world population clock',
    titleInTitleCase: 'U.S. and World Population Clock',
    authors: ['U.S. Census Bureau'],
    publisher: 'U.S. Department of Commerce',
    url: 'https://www.census.gov/popclock/',
  });
  it.each(typingsOf(clock))('writes n.d. for a source without a date (%s)', (_, source) => {
    expect(formatCitation(source, 'APA')).toBe(
      'U.S. Census Bureau. (n.d.). U.S. and world population clock. U.S. Department of Commerce. https://www.census.gov/popclock/',
    );
  });

  // The APA Style blog, "Jr., Sr., and Other Suffixes in APA Style": "Jones, H. W., Jr., & Jones,
  // H. W., Sr. (1941). My adventures in Alexandretta. The Journal of Fictional Archeology, 1,
  // 1–19." The form has no volume or pages.
  const jones = example({
    title: 'My adventures in Alexandretta',
    titleInTitleCase: 'My Adventures in Alexandretta',
    authors: [
      ['H. W. Jones Jr.', 'Jones, H. W., Jr.'],
      ['H. W. Jones Sr.', 'Jones, H. W., Sr.'],
    ],
    sourceType: 'journal',
    publisher: 'The Journal of Fictional Archeology',
    publicationDate: '1941',
  });
  it.each(typingsOf(jones))('writes a suffix after the initials (%s)', (_, source) => {
    expect(formatCitation(source, 'APA')).toBe(
      'Jones, H. W., Jr., & Jones, H. W., Sr. (1941). My adventures in Alexandretta. The Journal of Fictional Archeology.',
    );
  });

  // The APA Style blog, "Two-Part Surnames" and "Cultural Variations in Name Order": a particle
  // stays before the surname, as the author writes it ("van der Hulst, T.", "Van Der Hulst,
  // R. C."); a hyphenated given name gives hyphenated initials ("Chang, Y.-C."). The names are the
  // guides'; the work they are attached to here is made up.
  const names = example({
    title: 'Reading names',
    authors: [
      ['Thijs van der Hulst', 'van der Hulst, Thijs'],
      ['Renée C. Van Der Hulst', 'Van Der Hulst, Renée C.'],
      ['Yi-Chun Chang', 'Chang, Yi-Chun'],
    ],
    sourceType: 'book',
    publisher: 'Penguin',
    publicationDate: '2016',
  });
  it.each(typingsOf(names))('keeps particles and hyphenated initials (%s)', (_, source) => {
    expect(formatCitation(source, 'APA')).toBe(
      'van der Hulst, T., Van Der Hulst, R. C., & Chang, Y.-C. (2016). Reading names. Penguin.',
    );
  });

  // APA 7 §9.8 and the authors example of apastyle.apa.org: with 21 or more authors, the first
  // 19, an ellipsis, then the last. The guide prints the ellipsis as ". . ."; citeproc writes
  // the single character "…", as the CSL specification has it.
  const authors: [string, string][] = [
    ['B. Wiskunde', 'Wiskunde, B.'],
    ['M. Arslan', 'Arslan, M.'],
    ['P. Fischer', 'Fischer, P.'],
    ['L. Nowak', 'Nowak, L.'],
    ['O. Van den Berg', 'Van den Berg, O.'],
    ['L. Coetzee', 'Coetzee, L.'],
    ['U. Juárez', 'Juárez, U.'],
    ['E. Riyaziyyat', 'Riyaziyyat, E.'],
    ['C. Wang', 'Wang, C.'],
    ['I. Zhang', 'Zhang, I.'],
    ['P. Li', 'Li, P.'],
    ['R. Yang', 'Yang, R.'],
    ['B. Kumar', 'Kumar, B.'],
    ['A. Xu', 'Xu, A.'],
    ['R. Martinez', 'Martinez, R.'],
    ['V. McIntosh', 'McIntosh, V.'],
    ['L. M. Ibáñez', 'Ibáñez, L. M.'],
    ['G. Mäkinen', 'Mäkinen, G.'],
    ['E. Virtanen', 'Virtanen, E.'],
    ['N. Twentieth', 'Twentieth, N.'],
    ['A. Kovács', 'Kovács, A.'],
  ];
  const indie = example({
    title: 'Indie pop rocks mathematics: Twenty One Pilots, Nicolas Bourbaki, and the empty set',
    authors,
    sourceType: 'journal',
    publisher: 'Journal of Improbable Mathematics',
    publicationDate: '2019',
    doi: '10.0000/3mp7y-537',
  });
  it.each(typingsOf(indie))(
    'lists 19 authors, an ellipsis and the last one from 21 authors on (%s)',
    (_, source) => {
      expect(formatCitation(source, 'APA')).toBe(
        'Wiskunde, B., Arslan, M., Fischer, P., Nowak, L., Van den Berg, O., Coetzee, L., Juárez, U., Riyaziyyat, E., Wang, C., Zhang, I., Li, P., Yang, R., Kumar, B., Xu, A., Martinez, R., McIntosh, V., Ibáñez, L. M., Mäkinen, G., Virtanen, E., … Kovács, A. (2019). Indie pop rocks mathematics: Twenty One Pilots, Nicolas Bourbaki, and the empty set. Journal of Improbable Mathematics. https://doi.org/10.0000/3mp7y-537',
      );
      // With 20 authors every one is listed, the last after "&".
      expect(formatCitation({ ...source, authors: source.authors.slice(0, 20) }, 'APA')).toContain(
        'Virtanen, E., & Twentieth, N. (2019).',
      );
    },
  );

  it.each([
    ['2018', '(2018)'],
    ['2018-02', '(2018, February)'],
    ['2018-02-25', '(2018, February 25)'],
    // The form checks the pattern only: an impossible month or day is dropped, the year kept.
    ['2018-13-01', '(2018)'],
    ['2018-02-32', '(2018, February)'],
  ])('writes the publication date %s as %s', (publicationDate, expected) => {
    const pasta = { ...PASTA, authors: ['Beth Moncel'], publicationDate };
    expect(formatCitation({ ...pasta, url: undefined, publisher: undefined }, 'APA')).toBe(
      `Moncel, B. ${expected}. Tuscan white bean pasta.`,
    );
  });

  // A TED talk as apastyle.apa.org's TED Talk references write one: the month it was given, the
  // genre in brackets after the title.
  it.each(typingsOf(BOUMAN))('writes a month-only date as year and month (%s)', (_, source) => {
    expect(formatCitation(source, 'APA')).toBe(
      'Bouman, K. (2016, November). How to take a picture of a black hole [Video]. TED. https://www.ted.com/talks/katie_bouman_what_does_a_black_hole_look_like',
    );
  });
});
