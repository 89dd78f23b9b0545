import { beforeAll, describe, expect, it } from 'vitest';
import {
  KUHN,
  YALE,
  example,
  sourceOf,
  typingsOf,
  warmCitationStyles,
} from '../../../../test/productivity/citation-examples';
import { formatCitation } from './format-citation';

// Each expected reference is the guide's example as plain text (no italics), made from every way
// the form may be filled in (typingsOf): authors "Given Family" and "Family, Given", the title in
// sentence case and in title case (MLA's CSL file writes titles in title case itself). Where it is
// not the guide's text exactly, the comment says what differs and why.

beforeAll(warmCitationStyles, 120_000);

describe('formatCitation in MLA (9th edition)', () => {
  // Purdue OWL, MLA Works Cited: Books.
  const chaos = example({
    title: 'Chaos: Making a new science',
    titleInTitleCase: 'Chaos: Making a New Science',
    authors: [['James Gleick', 'Gleick, James']],
    sourceType: 'book',
    publisher: 'Penguin',
    publicationDate: '1987',
  });
  it.each(typingsOf(chaos))('formats a book (%s)', (_, source) => {
    expect(formatCitation(source, 'MLA')).toBe(
      'Gleick, James. Chaos: Making a New Science. Penguin, 1987.',
    );
  });

  // MLA Handbook (9th ed.), two authors: "Dorris, Michael, and Louise Erdrich. The Crown of
  // Columbus. HarperCollins, 1999." The second author is not inverted.
  const columbus = example({
    title: 'The crown of Columbus',
    titleInTitleCase: 'The Crown of Columbus',
    authors: [
      ['Michael Dorris', 'Dorris, Michael'],
      ['Louise Erdrich', 'Erdrich, Louise'],
    ],
    sourceType: 'book',
    publisher: 'HarperCollins',
    publicationDate: '1999',
  });
  it.each(typingsOf(columbus))('formats a book by two authors (%s)', (_, source) => {
    expect(formatCitation(source, 'MLA')).toBe(
      'Dorris, Michael, and Louise Erdrich. The Crown of Columbus. HarperCollins, 1999.',
    );
  });

  // Issue 26's book in MLA: the given name in full. MLA abbreviates the publisher to "U of
  // Chicago P"; the style prints the name as entered.
  it.each(typingsOf(KUHN))(
    'formats the book of an author exported "Kuhn, Thomas S." (%s)',
    (_, source) => {
      expect(formatCitation(source, 'MLA')).toBe(
        'Kuhn, Thomas S. The Structure of Scientific Revolutions. University of Chicago Press, 1962.',
      );
    },
  );

  // MLA Handbook, titles and suffixes: a suffix follows the given name after a comma ("King,
  // Martin Luther, Jr."). The book is King's; its edition here is made up.
  const king = example({
    title: 'Why we can’t wait',
    titleInTitleCase: 'Why We Can’t Wait',
    authors: [['Martin Luther King Jr.', 'King, Martin Luther, Jr.']],
    sourceType: 'book',
    publisher: 'Beacon Press',
    publicationDate: '2011',
  });
  it.each(typingsOf(king))('writes a suffix after the given name (%s)', (_, source) => {
    expect(formatCitation(source, 'MLA')).toBe(
      'King, Martin Luther, Jr. Why We Can’t Wait. Beacon Press, 2011.',
    );
  });

  // MLA alphabetises "Simone de Beauvoir" under B: "Beauvoir, Simone de". The form reads that
  // from the particle written after the given name (CSL's dropping particle). Written before the
  // family name, in either order, the particle stays with it, as in "van Gogh": the form cannot
  // tell a French "de" from a Dutch "van".
  it('writes a particle after the given name when it is typed there', () => {
    const sex = example({
      title: 'The second sex',
      authors: ['Beauvoir, Simone de'],
      sourceType: 'book',
      publisher: 'Vintage Books',
      publicationDate: '2011',
    });
    expect(formatCitation(sourceOf(sex), 'MLA')).toBe(
      'Beauvoir, Simone de. The Second Sex. Vintage Books, 2011.',
    );
    for (const author of ['Simone de Beauvoir', 'de Beauvoir, Simone']) {
      expect(formatCitation({ ...sourceOf(sex), authors: [author] }, 'MLA')).toBe(
        'de Beauvoir, Simone. The Second Sex. Vintage Books, 2011.',
      );
    }
  });

  // MLA Handbook (9th ed.), a journal article with a DOI: "Chan, Evans. “Postmodernism and Hong
  // Kong Cinema.” Postmodern Culture, vol. 10, no. 3, May 2000. Project Muse,
  // https://doi.org/10.1353/pmc.2000.0021." The form has no volume, issue or database, so the
  // DOI follows the date.
  const chan = example({
    title: 'Postmodernism and Hong Kong cinema',
    titleInTitleCase: 'Postmodernism and Hong Kong Cinema',
    authors: [['Evans Chan', 'Chan, Evans']],
    sourceType: 'journal',
    publisher: 'Postmodern Culture',
    publicationDate: '2000-05',
    doi: '10.1353/pmc.2000.0021',
  });
  it.each(typingsOf(chan))('formats a journal article with a DOI (%s)', (_, source) => {
    expect(formatCitation(source, 'MLA')).toBe(
      'Chan, Evans. “Postmodernism and Hong Kong Cinema.” Postmodern Culture, May 2000, https://doi.org/10.1353/pmc.2000.0021.',
    );
  });

  // Purdue OWL, MLA Works Cited: Electronic Sources (a page on a website); MLA drops https://.
  const tips = example({
    title: '10 tips on writing the living web',
    titleInTitleCase: '10 Tips on Writing the Living Web',
    authors: [['Mark Bernstein', 'Bernstein, Mark']],
    publisher: 'A List Apart: For People Who Make Websites',
    publicationDate: '2002-08-16',
    url: 'https://alistapart.com/article/writeliving',
  });
  it.each(typingsOf(tips))('formats a web page (%s)', (_, source) => {
    expect(formatCitation(source, 'MLA')).toBe(
      'Bernstein, Mark. “10 Tips on Writing the Living Web.” A List Apart: For People Who Make Websites, 16 Aug. 2002, alistapart.com/article/writeliving.',
    );
  });

  // Purdue OWL, MLA Works Cited: Electronic Sources (YouTube). The guide has "YouTube, uploaded
  // by Big Think, 3 July 2012"; the form has no uploader.
  const gaming = example({
    title: 'Gaming and productivity',
    titleInTitleCase: 'Gaming and Productivity',
    authors: [['Jane McGonigal', 'McGonigal, Jane']],
    sourceType: 'video',
    publisher: 'YouTube',
    publicationDate: '2012-07-03',
    url: 'https://www.youtube.com/watch?v=mkdzy9bWW3E',
  });
  it.each(typingsOf(gaming))('formats a video (%s)', (_, source) => {
    expect(formatCitation(source, 'MLA')).toBe(
      'McGonigal, Jane. “Gaming and Productivity.” YouTube, 3 July 2012, www.youtube.com/watch?v=mkdzy9bWW3E.',
    );
  });

  // MLA Handbook (9th ed.), three or more authors: the first, then "et al.". The guide abbreviates
  // the publisher to "MIT P"; the style prints the name as entered.
  const humanities = example({
    title: 'Digital_Humanities',
    authors: [
      ['Anne Burdick', 'Burdick, Anne'],
      ['Johanna Drucker', 'Drucker, Johanna'],
      ['Peter Lunenfeld', 'Lunenfeld, Peter'],
      ['Todd Presner', 'Presner, Todd'],
      ['Jeffrey Schnapp', 'Schnapp, Jeffrey'],
    ],
    sourceType: 'book',
    publisher: 'MIT Press',
    publicationDate: '2012',
  });
  it.each(typingsOf(humanities))(
    'writes et al. after the first of three or more authors (%s)',
    (_, source) => {
      expect(formatCitation(source, 'MLA')).toBe(
        'Burdick, Anne, et al. Digital_Humanities. MIT Press, 2012.',
      );
    },
  );

  it.each(typingsOf(YALE))(
    'writes an organisation whole and a missing date as nothing (%s)',
    (_, source) => {
      expect(formatCitation(source, 'MLA')).toBe(
        'Yale University. About Yale: Yale Facts. www.yale.edu/about-yale/yale-facts.',
      );
    },
  );
});
