import { describe, expect, it } from 'vitest';
import { summarizeDocument } from './summarize-document';

const REPORT = [
  'The annual report reviews the water quality of the river basin over the past year.',
  'Water quality in the river basin improved in most monitoring stations this year.',
  'Nitrate levels in the river fell after farms changed how they store fertiliser.',
  'The canteen menu changed twice during the spring.',
  'Phosphate in the river basin stayed above the target at three monitoring stations.',
  'The report recommends more monitoring stations on the river tributaries.',
  'Staff parking moved to the north side of the building.',
  'Fish populations returned to two stretches of the river where water quality improved.',
].join(' ');

describe('summarizeDocument', () => {
  it('summarises with the document’s own most central sentences, in reading order', () => {
    const { summary, keyPoints } = summarizeDocument(REPORT);
    const sentences = REPORT.split(/(?<=\.) /);
    const used = [summary, ...keyPoints].join(' ');
    // Every sentence of the summary is one of the document's.
    for (const sentence of summary.split(/(?<=\.) /)) expect(sentences).toContain(sentence);
    expect(summary).toContain('Water quality in the river basin improved');
    // The asides are the least central: never chosen before the river.
    expect(summary).not.toContain('canteen');
    expect(summary).not.toContain('parking');
    expect(keyPoints.length).toBeGreaterThan(0);
    for (const point of keyPoints) expect(sentences).toContain(point);
    const order = summary.split(/(?<=\.) /).map((sentence) => REPORT.indexOf(sentence));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(used.length).toBeGreaterThan(0);
  });

  it('keeps no two points saying the same thing', () => {
    const repeated = `${REPORT} Water quality in the river basin improved in most monitoring stations this year.`;
    const { summary, keyPoints } = summarizeDocument(repeated);
    const all = [...summary.split(/(?<=\.) /), ...keyPoints];
    expect(new Set(all).size).toBe(all.length);
  });

  it('gives a short document its sentences as points, and an empty text nothing', () => {
    const short =
      'Mitochondria make most of the cell’s energy supply. They have their own small genome.';
    const digest = summarizeDocument(short);
    expect(digest.summary).toBe(short);
    expect(digest.keyPoints).toEqual(short.split(/(?<=\.) /));
    expect(summarizeDocument('')).toEqual({ summary: '', keyPoints: [] });
  });
});
