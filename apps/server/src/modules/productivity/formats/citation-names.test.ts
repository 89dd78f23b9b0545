import type { CslName } from '@citation-js/core';
import { describe, expect, it } from 'vitest';
import { cslNameOf } from './citation-names';

describe('cslNameOf', () => {
  // Each person in both orders the form takes, and the one CSL name both are read as.
  it.each<[string, string, CslName]>([
    ['Thomas S. Kuhn', 'Kuhn, Thomas S.', { given: 'Thomas S.', family: 'Kuhn' }],
    ['Robert M. Sapolsky', 'Sapolsky, Robert M.', { given: 'Robert M.', family: 'Sapolsky' }],
    ['J. S. Grady', 'Grady, J. S.', { given: 'J. S.', family: 'Grady' }],
    ['  Jane   McGonigal ', ' McGonigal ,  Jane ', { given: 'Jane', family: 'McGonigal' }],
    ['Jean-Paul Sartre', 'Sartre, Jean-Paul', { given: 'Jean-Paul', family: 'Sartre' }],
    ['Søren Kierkegaard', 'Kierkegaard, Søren', { given: 'Søren', family: 'Kierkegaard' }],
    ['L. M. Ibáñez', 'Ibáñez, L. M.', { given: 'L. M.', family: 'Ibáñez' }],
    ['Ngozi Okonjo-Iweala', 'Okonjo-Iweala, Ngozi', { given: 'Ngozi', family: 'Okonjo-Iweala' }],
    ["Flannery O'Connor", "O'Connor, Flannery", { given: 'Flannery', family: "O'Connor" }],
    [
      'Ana María García Lopez',
      'Lopez, Ana María García',
      { given: 'Ana María García', family: 'Lopez' },
    ],
  ])('reads %j and %j as the same person', (givenFirst, familyFirst, name) => {
    expect(cslNameOf(givenFirst)).toEqual(name);
    expect(cslNameOf(familyFirst)).toEqual(name);
  });

  it.each([
    ['T S Kuhn', 'Kuhn, T S'],
    ['TS Kuhn', 'Kuhn, TS'],
    ['T.S. Kuhn', 'Kuhn, T.S.'],
    ['T. S. Kuhn', 'Kuhn, T. S.'],
  ])('writes the initials of %j and %j with dots and spaces', (givenFirst, familyFirst) => {
    const name = { given: 'T. S.', family: 'Kuhn' };
    expect(cslNameOf(givenFirst)).toEqual(name);
    expect(cslNameOf(familyFirst)).toEqual(name);
  });

  it('keeps a hyphenated pair of initials as written', () => {
    expect(cslNameOf('Sartre, J.-P.')).toEqual({ given: 'J.-P.', family: 'Sartre' });
  });

  it('reads MEDLINE’s "Family Initials" order', () => {
    expect(cslNameOf('Kuhn TS')).toEqual({ given: 'T. S.', family: 'Kuhn' });
    expect(cslNameOf('van der Waals JD')).toEqual({
      given: 'J. D.',
      'non-dropping-particle': 'van der',
      family: 'Waals',
    });
  });

  it.each<[string, string, CslName]>([
    [
      'Ludwig van Beethoven',
      'van Beethoven, Ludwig',
      { given: 'Ludwig', 'non-dropping-particle': 'van', family: 'Beethoven' },
    ],
    [
      'Gerard van der Waals',
      'van der Waals, Gerard',
      { given: 'Gerard', 'non-dropping-particle': 'van der', family: 'Waals' },
    ],
    [
      'Johann Wolfgang von Goethe',
      'von Goethe, Johann Wolfgang',
      { given: 'Johann Wolfgang', 'non-dropping-particle': 'von', family: 'Goethe' },
    ],
    [
      'Jean de la Fontaine',
      'de la Fontaine, Jean',
      { given: 'Jean', 'non-dropping-particle': 'de la', family: 'Fontaine' },
    ],
    [
      'Simone de Beauvoir',
      'de Beauvoir, Simone',
      { given: 'Simone', 'non-dropping-particle': 'de', family: 'Beauvoir' },
    ],
  ])('keeps the lower-case particle of %j and %j with the family name', (a, b, name) => {
    expect(cslNameOf(a)).toEqual(name);
    expect(cslNameOf(b)).toEqual(name);
  });

  it('keeps a capitalised particle inside the family name', () => {
    expect(cslNameOf('O. Van den Berg')).toEqual({ given: 'O.', family: 'Van den Berg' });
    expect(cslNameOf('Van den Berg, O.')).toEqual({ given: 'O.', family: 'Van den Berg' });
    expect(cslNameOf('Robert De Niro')).toEqual({ given: 'Robert', family: 'De Niro' });
    expect(cslNameOf('De Niro, Robert')).toEqual({ given: 'Robert', family: 'De Niro' });
  });

  it('takes a particle written after the given names for a dropping particle', () => {
    expect(cslNameOf('Beethoven, Ludwig van')).toEqual({
      given: 'Ludwig',
      'dropping-particle': 'van',
      family: 'Beethoven',
    });
    expect(cslNameOf('Beauvoir, Simone de')).toEqual({
      given: 'Simone',
      'dropping-particle': 'de',
      family: 'Beauvoir',
    });
  });

  it.each([
    'Martin Luther King Jr.',
    'Martin Luther King, Jr.',
    'King, Martin Luther, Jr.',
    'King, Jr., Martin Luther',
  ])('reads the suffix of %j', (author) => {
    expect(cslNameOf(author)).toEqual({ given: 'Martin Luther', family: 'King', suffix: 'Jr.' });
  });

  it('reads a numeral suffix in both orders', () => {
    const name = { given: 'John D.', family: 'Rockefeller', suffix: 'IV' };
    expect(cslNameOf('John D. Rockefeller IV')).toEqual(name);
    expect(cslNameOf('Rockefeller, John D., IV')).toEqual(name);
    expect(cslNameOf('John Smith III')).toEqual({ given: 'John', family: 'Smith', suffix: 'III' });
  });

  it('keeps a single word whole', () => {
    expect(cslNameOf('Plato')).toEqual({ literal: 'Plato' });
    expect(cslNameOf('Google')).toEqual({ literal: 'Google' });
    expect(cslNameOf('毛泽东')).toEqual({ literal: '毛泽东' });
  });

  it.each([
    'World Health Organization',
    'Harvard University',
    'American Psychological Association',
    'U.S. Census Bureau',
    'Acme Inc',
    'Bloomsbury Publishing Ltd',
    'Pew Research Center',
    'Simon & Schuster',
    'University of Worcester Library Services',
    'University of California, Berkeley',
    'Department of Health and Social Care',
  ])('keeps the organisation %j whole', (name) => {
    expect(cslNameOf(name)).toEqual({ literal: name });
  });

  it('takes a name of more than four words besides particles for an organisation', () => {
    expect(cslNameOf('The Friends of the Earth Movement')).toEqual({
      literal: 'The Friends of the Earth Movement',
    });
    expect(cslNameOf('Johannes Diderik van der Waals')).toEqual({
      given: 'Johannes Diderik',
      'non-dropping-particle': 'van der',
      family: 'Waals',
    });
  });

  it('keeps text that reads as neither order whole', () => {
    expect(cslNameOf('Kuhn, Thomas, Hacking, Ian')).toEqual({
      literal: 'Kuhn, Thomas, Hacking, Ian',
    });
  });
});
