import { CITATION_STYLES } from '@polymath/shared';
import type { CitationSource } from '../../src/modules/productivity/formats/citation-item';
import { formatCitation } from '../../src/modules/productivity/formats/format-citation';

/*
 * A style guide's example as the citation form would be filled in, in every way a person may type
 * it: each author "Given Family" and "Family, Given", and the title as the source prints it and
 * in title case. Every way must give the guide's reference.
 */

/** A person in both orders ("Thomas S. Kuhn", "Kuhn, Thomas S."), or an organisation's name. */
export type ExampleAuthor = string | readonly [givenFirst: string, familyFirst: string];

/** A guide's example: the citation's fields, its authors both ways. */
export interface CitationExample extends Omit<CitationSource, 'authors'> {
  authors: readonly ExampleAuthor[];
  /**
   * The title in title case ("On the Origin of Species"), as it is often copied from a cover,
   * when it differs from `title` (sentence case, as APA and Harvard print it).
   */
  titleInTitleCase?: string;
}

/** An example with fields left out filled in: a website with no authors. */
export function example(
  fields: Partial<CitationExample> & Pick<CitationExample, 'title'>,
): CitationExample {
  return { authors: [], sourceType: 'website', ...fields };
}

/** The example as a source, its authors "Given Family", its title as printed. */
export function sourceOf(sample: CitationExample): CitationSource {
  const { titleInTitleCase: _, authors, ...fields } = sample;
  return {
    ...fields,
    authors: authors.map((author) => (typeof author === 'string' ? author : author[0])),
  };
}

/** The ways an example is typed, each with a name for the test's title. */
export function typingsOf(sample: CitationExample): [string, CitationSource][] {
  const { titleInTitleCase, authors } = sample;
  const asWritten = sourceOf(sample);
  const familyFirst = authors.map((author) => (typeof author === 'string' ? author : author[1]));
  const typings: [string, CitationSource][] = [['authors "Given Family"', asWritten]];
  if (authors.some((author) => typeof author !== 'string'))
    typings.push(['authors "Family, Given"', { ...asWritten, authors: familyFirst }]);
  if (titleInTitleCase)
    typings.push([
      'title in title case, authors "Family, Given"',
      { ...asWritten, title: titleInTitleCase, authors: familyFirst },
    ]);
  return typings;
}

/**
 * Builds every style's citeproc engine (seconds for APA on a busy machine) and loads the English
 * model, so that no single test carries it. For a `beforeAll` with a long timeout.
 */
export function warmCitationStyles(): void {
  for (const style of CITATION_STYLES) {
    formatCitation({ title: 'Warming Up the Engines', authors: [], sourceType: 'book' }, style);
  }
}

/** apastyle.apa.org, Book references: an authored book. Also the other styles' plain book. */
export const SAPOLSKY = example({
  title: 'Behave: The biology of humans at our best and worst',
  titleInTitleCase: 'Behave: The Biology of Humans at Our Best and Worst',
  authors: [['Robert M. Sapolsky', 'Sapolsky, Robert M.']],
  sourceType: 'book',
  publisher: 'Penguin Books',
  publicationDate: '2017',
});

/** apastyle.apa.org, Journal article references: five authors, a DOI and a URL. */
export const GRADY = example({
  title:
    'Emotions in storybooks: A comparison of storybooks that represent ethnic and racial groups in the United States',
  titleInTitleCase:
    'Emotions in Storybooks: A Comparison of Storybooks That Represent Ethnic and Racial Groups in the United States',
  authors: [
    ['J. S. Grady', 'Grady, J. S.'],
    ['M. Her', 'Her, M.'],
    ['G. Moreno', 'Moreno, G.'],
    ['C. Perez', 'Perez, C.'],
    ['J. Yelinek', 'Yelinek, J.'],
  ],
  sourceType: 'journal',
  publisher: 'Psychology of Popular Media Culture',
  publicationDate: '2019',
  doi: '10.1037/ppm0000185',
  url: 'https://psycnet.apa.org/doi/10.1037/ppm0000185',
});

/** apastyle.apa.org, Webpage on a website references: a news site's page. */
export const BOLOGNA = example({
  title: 'Why some people with anxiety love watching horror movies',
  titleInTitleCase: 'Why Some People With Anxiety Love Watching Horror Movies',
  authors: [['C. Bologna', 'Bologna, C.']],
  sourceType: 'website',
  publisher: 'HuffPost',
  publicationDate: '2019-10-31',
  url: 'https://www.huffpost.com/entry/anxiety-love-watching-horror-movies_l_5d277587e4b02a5a5d57b59e',
});

/** The book the form's users cite most, as reference managers export its author. */
export const KUHN = example({
  title: 'The structure of scientific revolutions',
  titleInTitleCase: 'The Structure of Scientific Revolutions',
  authors: [['Thomas S. Kuhn', 'Kuhn, Thomas S.']],
  sourceType: 'book',
  publisher: 'University of Chicago Press',
  publicationDate: '1962',
});

/** A TED talk: APA's and Chicago's online video. */
export const BOUMAN = example({
  title: 'How to take a picture of a black hole',
  titleInTitleCase: 'How to Take a Picture of a Black Hole',
  authors: [['Katie Bouman', 'Bouman, Katie']],
  sourceType: 'video',
  publisher: 'TED',
  publicationDate: '2016-11',
  url: 'https://www.ted.com/talks/katie_bouman_what_does_a_black_hole_look_like',
});

/** A page with no author: the title moves first. */
export const PASTA = example({
  title: 'Tuscan white bean pasta',
  titleInTitleCase: 'Tuscan White Bean Pasta',
  publisher: 'Budget Bytes',
  publicationDate: '2018-02-25',
  url: 'https://www.budgetbytes.com/tuscan-white-bean-pasta/',
});

/** An organisation's page without a date. */
export const YALE = example({
  title: 'About Yale: Yale facts',
  titleInTitleCase: 'About Yale: Yale Facts',
  authors: ['Yale University'],
  url: 'https://www.yale.edu/about-yale/yale-facts',
});
