import { describe, expect, it } from 'vitest';
import { joinAuthorList, splitAuthorList } from './author-list';

describe('splitAuthorList', () => {
  it.each([
    ['Thomas S. Kuhn', ['Thomas S. Kuhn']],
    ['Kuhn, Thomas S.', ['Kuhn, Thomas S.']],
    ['Kuhn, T. S.', ['Kuhn, T. S.']],
    ['Kuhn, TS', ['Kuhn, TS']],
    ['Sartre, Jean-Paul', ['Sartre, Jean-Paul']],
    ['Kierkegaard, Søren', ['Kierkegaard, Søren']],
    ['van der Waals, Gerard', ['van der Waals, Gerard']],
    ['Van den Berg, O.', ['Van den Berg, O.']],
    ['Beethoven, Ludwig van', ['Beethoven, Ludwig van']],
    ["O'Neil, Mary-Kate", ["O'Neil, Mary-Kate"]],
    ['World Health Organization', ['World Health Organization']],
  ])('reads %j as one author', (text, authors) => {
    expect(splitAuthorList(text)).toEqual(authors);
  });

  it('splits "Given Family" names on commas, as before', () => {
    expect(splitAuthorList('Ann Lee, , Bo Ma ')).toEqual(['Ann Lee', 'Bo Ma']);
    expect(splitAuthorList('J. S. Grady, M. Her, G. Moreno')).toEqual([
      'J. S. Grady',
      'M. Her',
      'G. Moreno',
    ]);
  });

  it('keeps "Family, Given" pairs together in a comma-separated list', () => {
    expect(splitAuthorList('Kuhn, Thomas S., Hacking, Ian')).toEqual([
      'Kuhn, Thomas S.',
      'Hacking, Ian',
    ]);
    // A reference's own author list, pasted: APA's "&" and Chicago's "and" are dropped.
    expect(splitAuthorList('Grady, J. S., Her, M., & Moreno, G.')).toEqual([
      'Grady, J. S.',
      'Her, M.',
      'Moreno, G.',
    ]);
    expect(splitAuthorList('Grazer, Brian, and Charles Fishman')).toEqual([
      'Grazer, Brian',
      'Charles Fishman',
    ]);
  });

  it('leaves MEDLINE’s "Family Initials" names apart', () => {
    expect(splitAuthorList('Kuhn TS, Hacking I')).toEqual(['Kuhn TS', 'Hacking I']);
  });

  it('mixes both orders', () => {
    expect(splitAuthorList('Kuhn, Thomas S., Ian Hacking, World Health Organization')).toEqual([
      'Kuhn, Thomas S.',
      'Ian Hacking',
      'World Health Organization',
    ]);
  });

  it('joins a suffix to the name before it', () => {
    expect(splitAuthorList('King, Martin Luther, Jr., Coretta Scott King')).toEqual([
      'King, Martin Luther, Jr.',
      'Coretta Scott King',
    ]);
    expect(splitAuthorList('Martin Luther King, Jr.')).toEqual(['Martin Luther King, Jr.']);
    expect(splitAuthorList('King, Jr., Martin Luther')).toEqual(['King, Martin Luther, Jr.']);
    expect(splitAuthorList('Jones, H. W., Jr., Jones, H. W., Sr.')).toEqual([
      'Jones, H. W., Jr.',
      'Jones, H. W., Sr.',
    ]);
  });

  it('never pairs an organisation as a family or given name', () => {
    expect(splitAuthorList('Google, American Psychological Association')).toEqual([
      'Google',
      'American Psychological Association',
    ]);
    expect(splitAuthorList('Library, Anna')).toEqual(['Library', 'Anna']);
  });

  it('separates authors by semicolons alone when the text has one', () => {
    expect(splitAuthorList('García Márquez, Gabriel; Kuhn, Thomas S.;; Ian Hacking ')).toEqual([
      'García Márquez, Gabriel',
      'Kuhn, Thomas S.',
      'Ian Hacking',
    ]);
    expect(splitAuthorList('Plato; Aristotle')).toEqual(['Plato', 'Aristotle']);
    expect(splitAuthorList('Kuhn, Thomas S.; & Hacking, Ian')).toEqual([
      'Kuhn, Thomas S.',
      'Hacking, Ian',
    ]);
  });

  it('reads two single words as one inverted name (semicolons keep them apart)', () => {
    expect(splitAuthorList('Plato, Aristotle')).toEqual(['Plato, Aristotle']);
  });
});

describe('joinAuthorList', () => {
  it.each([
    [['Ann Lee', 'Bo Ma'], 'Ann Lee, Bo Ma'],
    [['Kuhn, Thomas S.', 'Ian Hacking'], 'Kuhn, Thomas S.; Ian Hacking'],
    [['Plato', 'Aristotle'], 'Plato; Aristotle'],
    [['World Health Organization'], 'World Health Organization'],
    [[], ''],
  ])('writes %j so that it reads back the same', (authors, text) => {
    expect(joinAuthorList(authors)).toBe(text);
    expect(splitAuthorList(text)).toEqual(authors);
  });
});
