import { describe, expect, it } from 'vitest';
import { matchTermsOf, questionMatchTerms } from './match-terms';

describe('match terms', () => {
  it("meets a word's other forms and a hyphenated word written whole", () => {
    expect(matchTermsOf('Gemini missions developed the techniques')).toEqual(
      expect.arrayContaining(matchTermsOf('develop technique mission')),
    );
    const said = new Set(matchTermsOf("It was later re-branded as 'Pick TV'."));
    expect(questionMatchTerms('What was Sky Travel later rebranded as?', said)).toContain(
      'rebrand',
    );
  });

  it('joins two words of the question the sources write as one', () => {
    const said = new Set(matchTermsOf('Microsoft would rename its SkyDrive service.'));
    expect(questionMatchTerms('What would Microsoft rename Sky Drive to?', said)).toContain(
      'skydriv',
    );
    expect(
      questionMatchTerms('What would Microsoft rename Sky Drive to?', new Set()),
    ).not.toContain('skydriv');
  });

  it("reads a misspelt word as the sources' word with a letter more or less, never a short one", () => {
    const said = new Set(matchTermsOf('It is bordered by Tanzania to the south.'));
    expect(questionMatchTerms('What country boarders the south of Kenya?', said)).toContain(
      'border',
    );
    const delicate = new Set(matchTermsOf('A delicate instrument.'));
    expect(questionMatchTerms('What device was used?', delicate)).toContain('devic');
    const wars = new Set(matchTermsOf('The war was long.'));
    expect(questionMatchTerms('When was the wat?', wars)).toContain('wat');
  });

  it('stems and corrects a pasted run of letters without stalling', () => {
    const started = performance.now();
    const paste = `${'s'.repeat(50_000)} ${'ab-'.repeat(10_000)}`;
    matchTermsOf(paste);
    const vocabulary = new Set(matchTermsOf('A sentence about borders, rivers and mountains.'));
    questionMatchTerms(`${paste} ${'quarrels '.repeat(5_000)}`, vocabulary);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
