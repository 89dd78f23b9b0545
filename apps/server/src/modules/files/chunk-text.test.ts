import { describe, expect, it } from 'vitest';
import { chunkText } from './chunk-text';

describe('chunkText', () => {
  it('cuts between sentences, each chunk within the size, nothing lost', () => {
    const sentences = Array.from({ length: 30 }, (_, index) => `Sentence ${index} is here.`);
    const chunks = chunkText(sentences.join(' '), 100);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(100);
    expect(chunks.join(' ')).toBe(sentences.join(' '));
  });

  it('keeps a sentence longer than a chunk whole, and gives nothing for no text', () => {
    const long = `Long${' word'.repeat(60)}.`;
    expect(chunkText(`Short one. ${long} Short two.`, 50)).toEqual([
      'Short one.',
      long,
      'Short two.',
    ]);
    expect(chunkText('', 50)).toEqual([]);
  });
});
