import { beforeAll, describe, expect, it } from 'vitest';
import {
  BOLOGNA,
  GRADY,
  KUHN,
  PASTA,
  example,
  typingsOf,
  warmCitationStyles,
} from '../../../../test/productivity/citation-examples';
import { formatCitation } from './format-citation';

// Each expected reference is the guide's example as plain text (no italics), made from every way
// the form may be filled in (typingsOf): authors "Given Family" and "Family, Given", the title as
// printed and in title case. Cite Them Right writes titles in sentence case with the first word
// alone capitalised, a subtitle's too ("Plant medicine: a collection…"). Where it is not the
// guide's text exactly, the comment says what differs and why.

beforeAll(warmCitationStyles, 120_000);

describe('formatCitation in Harvard (Cite Them Right)', () => {
  // Cite Them Right Harvard, Books, as quoted by Lincoln College's Cite Them Right quick guide.
  // The guide has "London: Aeon Books."; the form has no place of publication. Typed in title
  // case the title would lose a capital: "Non" (Non Shaw) is a word as well as a name, and is
  // lowered as a word.
  const plants = example({
    title:
      'Plant medicine: a collection of the teachings of herbalists Christopher Hedley & Non Shaw',
    authors: [
      ['C. Hedley', 'Hedley, C.'],
      ['N. Shaw', 'Shaw, N.'],
    ],
    sourceType: 'book',
    publisher: 'Aeon Books',
    publicationDate: '2023',
  });
  it.each(typingsOf(plants))('formats a book (%s)', (_, source) => {
    expect(formatCitation(source, 'Harvard')).toBe(
      'Hedley, C. and Shaw, N. (2023) Plant medicine: a collection of the teachings of herbalists Christopher Hedley & Non Shaw. Aeon Books.',
    );
  });

  // Issue 26's book in Cite Them Right, which adds the place ("Chicago: University of Chicago
  // Press."); the form has no place of publication.
  it.each(typingsOf(KUHN))(
    'formats the book of an author exported "Kuhn, Thomas S." (%s)',
    (_, source) => {
      expect(formatCitation(source, 'Harvard')).toBe(
        'Kuhn, T.S. (1962) The structure of scientific revolutions. University of Chicago Press.',
      );
    },
  );

  // Cite Them Right, Journal articles with a DOI. The guide has "European Journal of Teacher
  // Education, 33(3), pp. 323–326."; the form has no volume, issue or pages (and the article is
  // not called "[Preprint]" for it).
  const placements = example({
    title: 'Successful teaching placements in secondary schools: achieving QTS practical handbooks',
    titleInTitleCase:
      'Successful Teaching Placements in Secondary Schools: Achieving QTS Practical Handbooks',
    authors: [['T. Shirazi', 'Shirazi, T.']],
    sourceType: 'journal',
    publisher: 'European Journal of Teacher Education',
    publicationDate: '2010',
    doi: '10.1080/02619761003602246',
  });
  it.each(typingsOf(placements))('formats a journal article with a DOI (%s)', (_, source) => {
    expect(formatCitation(source, 'Harvard')).toBe(
      'Shirazi, T. (2010) ‘Successful teaching placements in secondary schools: achieving QTS practical handbooks’, European Journal of Teacher Education. Available at: https://doi.org/10.1080/02619761003602246.',
    );
  });

  // Cite Them Right's web page pattern, "Author (Year) Title of web page. Available at: URL
  // (Accessed: date).", applied to APA's example page: the form keeps no access date, and the
  // site's name the user entered is printed before "Available at".
  it.each(typingsOf(BOLOGNA))('formats a web page (%s)', (_, source) => {
    expect(formatCitation(source, 'Harvard')).toBe(
      'Bologna, C. (2019) Why some people with anxiety love watching horror movies. HuffPost. Available at: https://www.huffpost.com/entry/anxiety-love-watching-horror-movies_l_5d277587e4b02a5a5d57b59e.',
    );
  });

  // Cite Them Right, YouTube video, as given by the University of Worcester library: "University
  // of Worcester Library Services (2020) How to put your reference list in alphabetical order.
  // 31 March. Available at: https://youtu.be/qj3Zl4vPvGs?si=Z7kXKECj8V3qt9qx (Accessed: 29
  // January 2025)." The style prints the year only (no "31 March"), the platform the user entered,
  // and no access date.
  const order = example({
    title: 'How to put your reference list in alphabetical order',
    titleInTitleCase: 'How to Put Your Reference List in Alphabetical Order',
    authors: ['University of Worcester Library Services'],
    sourceType: 'video',
    publisher: 'YouTube',
    publicationDate: '2020-03-31',
    url: 'https://youtu.be/qj3Zl4vPvGs?si=Z7kXKECj8V3qt9qx',
  });
  it.each(typingsOf(order))('formats a video (%s)', (_, source) => {
    expect(formatCitation(source, 'Harvard')).toBe(
      'University of Worcester Library Services (2020) How to put your reference list in alphabetical order. YouTube. Available at: https://youtu.be/qj3Zl4vPvGs?si=Z7kXKECj8V3qt9qx.',
    );
  });

  // Cite Them Right: four or more authors are the first and "et al."; no date is "(no date)". The
  // article is APA's, whose subtitle APA capitalises ("A comparison"); Cite Them Right does not.
  it.each(typingsOf({ ...GRADY, publicationDate: undefined }))(
    'writes et al. for four or more authors and (no date) without a date (%s)',
    (_, source) => {
      expect(formatCitation(source, 'Harvard')).toBe(
        'Grady, J.S. et al. (no date) ‘Emotions in storybooks: a comparison of storybooks that represent ethnic and racial groups in the United States’, Psychology of Popular Media Culture. Available at: https://doi.org/10.1037/ppm0000185.',
      );
    },
  );

  it.each(typingsOf(PASTA))('puts the title first when there is no author (%s)', (_, source) => {
    expect(formatCitation(source, 'Harvard')).toBe(
      'Tuscan white bean pasta (2018). Budget Bytes. Available at: https://www.budgetbytes.com/tuscan-white-bean-pasta/.',
    );
  });
});
