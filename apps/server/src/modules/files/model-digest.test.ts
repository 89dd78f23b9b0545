import { describe, expect, it } from 'vitest';
import { parseDigest } from './model-digest';

describe('parseDigest', () => {
  it('reads the summary and the key points in any common list style', () => {
    expect(
      parseDigest(
        'Summary: Rivers got cleaner.\nIt was a good year.\n\nKey points:\n- Nitrate fell.\n* Phosphate stayed.\n2) More stations.\n\n',
      ),
    ).toEqual({
      summary: 'Rivers got cleaner.\nIt was a good year.',
      keyPoints: ['Nitrate fell.', 'Phosphate stayed.', 'More stations.'],
    });
  });

  it('takes a summary without key points, and nothing out of layout', () => {
    expect(parseDigest('SUMMARY: Only this.')).toEqual({ summary: 'Only this.', keyPoints: [] });
    expect(parseDigest('Here is what I think of the document.')).toBeUndefined();
    expect(parseDigest('Summary:\nKey points:\n- A point.')).toBeUndefined();
  });

  it('keeps six key points at most', () => {
    const points = Array.from({ length: 9 }, (_, index) => `- Point ${index + 1}.`).join('\n');
    expect(parseDigest(`Summary: Many.\nKey points:\n${points}`)?.keyPoints).toHaveLength(6);
  });
});
