import { describe, expect, it } from 'vitest';
import { languageOf } from './language';

describe('languageOf', () => {
  it('names the language of a text long enough to tell', () => {
    expect(
      languageOf(
        'The committee met on Monday to review the library budget for next year. The budget grows by four percent to cover longer opening hours.',
      ),
    ).toBe('English');
    expect(
      languageOf(
        'Le comité s’est réuni lundi pour examiner le budget de la bibliothèque pour l’année prochaine. Le budget augmente de quatre pour cent.',
      ),
    ).toBe('French');
    expect(
      languageOf(
        'Der Ausschuss traf sich am Montag, um den Haushalt der Bibliothek für das nächste Jahr zu prüfen. Der Haushalt wächst um vier Prozent.',
      ),
    ).toBe('German');
  });

  it('says nothing about a text too short to tell', () => {
    expect(languageOf('Quarterly report')).toBeUndefined();
    expect(languageOf('')).toBeUndefined();
    expect(
      languageOf('12 34 56 78 90 12 34 56 78 90 12 34 56 78 90 12 34 56 78 90 12'),
    ).toBeUndefined();
  });
});
