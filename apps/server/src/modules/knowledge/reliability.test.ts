import { describe, expect, it } from 'vitest';
import { scoreReliability } from './reliability';

const TYPICAL = {
  extract: 'x'.repeat(800),
  length: 5_000,
  categories: ['Plant physiology'],
  maintenanceCategories: [],
};

describe('scoreReliability', () => {
  it('gives an ordinary article a little above the Wikipedia base of 0.85', () => {
    expect(scoreReliability(TYPICAL)).toBe(0.87);
  });

  it('rewards a long, well-categorised, featured article, never above 1', () => {
    const featured = {
      ...TYPICAL,
      length: 120_000,
      categories: ['A', 'B', 'C', 'D', 'E'],
      maintenanceCategories: ['Featured articles'],
    };
    expect(scoreReliability(featured)).toBe(0.98);
  });

  it('marks stubs and unsourced articles down', () => {
    const stub = {
      ...TYPICAL,
      length: 900,
      extract: 'A tiny village.',
      categories: ['Village stubs'],
    };
    expect(scoreReliability(stub)).toBe(0.6);
    const unsourced = {
      ...TYPICAL,
      maintenanceCategories: ['Articles lacking sources from May 2020'],
    };
    expect(scoreReliability(unsourced)).toBe(0.75);
  });

  it('does not mistake a topic category for a maintenance flag', () => {
    const topic = { ...TYPICAL, categories: ['Disputed territories'] };
    expect(scoreReliability(topic)).toBe(scoreReliability(TYPICAL));
  });

  it('stays within 0–1 when every penalty applies', () => {
    const worst = {
      extract: 'x',
      length: 10,
      categories: ['Stubs'],
      maintenanceCategories: [
        'Unreferenced articles',
        'Accuracy disputes',
        'Articles that may contain original research',
      ],
    };
    const score = scoreReliability(worst);
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThan(0.5);
  });
});
