import { describe, expect, it } from 'vitest';
import { cslNameOf } from './citation-names';

describe('cslNameOf', () => {
  it('splits "Given Family" on the last space', () => {
    expect(cslNameOf('Robert M. Sapolsky')).toEqual({ given: 'Robert M.', family: 'Sapolsky' });
    expect(cslNameOf('J. S. Grady')).toEqual({ given: 'J. S.', family: 'Grady' });
    expect(cslNameOf('  Jane   McGonigal ')).toEqual({ given: 'Jane', family: 'McGonigal' });
  });

  it('keeps a single word whole', () => {
    expect(cslNameOf('Plato')).toEqual({ literal: 'Plato' });
    expect(cslNameOf('Google')).toEqual({ literal: 'Google' });
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
  ])('keeps the organisation %s whole', (name) => {
    expect(cslNameOf(name)).toEqual({ literal: name });
  });

  it('takes a name of more than four words for an organisation', () => {
    expect(cslNameOf('The Friends of the Earth')).toEqual({ literal: 'The Friends of the Earth' });
    expect(cslNameOf('Ana María García Lopez')).toEqual({
      given: 'Ana María García',
      family: 'Lopez',
    });
  });

  it('keeps a lower-case particle with the family name as CSL particle', () => {
    expect(cslNameOf('Ludwig van Beethoven')).toEqual({
      given: 'Ludwig',
      'non-dropping-particle': 'van',
      family: 'Beethoven',
    });
    expect(cslNameOf('Jean de la Fontaine')).toEqual({
      given: 'Jean',
      'non-dropping-particle': 'de la',
      family: 'Fontaine',
    });
  });

  it('keeps a capitalised particle inside the family name', () => {
    expect(cslNameOf('O. Van den Berg')).toEqual({ given: 'O.', family: 'Van den Berg' });
    expect(cslNameOf('Robert De Niro')).toEqual({ given: 'Robert', family: 'De Niro' });
  });

  it('reads a trailing generational suffix', () => {
    expect(cslNameOf('Martin Luther King Jr.')).toEqual({
      given: 'Martin Luther',
      family: 'King',
      suffix: 'Jr.',
    });
    expect(cslNameOf('John Smith III')).toEqual({ given: 'John', family: 'Smith', suffix: 'III' });
  });
});
