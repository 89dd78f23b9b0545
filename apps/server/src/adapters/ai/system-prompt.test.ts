import { describe, expect, it } from 'vitest';
import { readPolymathContext, toProviderOptions } from './polymath-context';
import { buildSystemPrompt } from './system-prompt';

const source = (n: number) => ({
  title: `Article ${n}`,
  content: `Content of article ${n}.`,
  excerpt: `Content of article ${n}.`,
  reliability: 0.9,
  sourceUrl: `https://en.wikipedia.org/wiki/Article_${n}`,
});

describe('buildSystemPrompt', () => {
  it('states who Polymath is and the date, time and zone', () => {
    const prompt = buildSystemPrompt({
      sources: [],
      timeZone: 'Europe/Paris',
      now: '2026-11-21T23:30:00.000Z',
    });
    expect(prompt).toContain('You are Polymath');
    expect(prompt).toContain(
      'Not available in Polymath yet (say so if asked): file and PDF analysis',
    );
    expect(prompt).toContain('Sunday, November 22, 2026 at 12:30 AM (Europe/Paris)');
    expect(prompt).not.toContain('sources');
  });

  it('includes the location only when shared', () => {
    const context = { sources: [], now: '2026-11-21T23:30:00.000Z' };
    expect(buildSystemPrompt(context)).not.toContain('location');
    expect(
      buildSystemPrompt({ ...context, location: { city: 'Lyon', country: 'France' } }),
    ).toContain('The user has shared their location: Lyon, France.');
  });

  it('numbers up to three sources with titles and URLs and asks for [n] citations', () => {
    const prompt = buildSystemPrompt({ sources: [1, 2, 3, 4].map(source) });
    expect(prompt).toContain('cite them inline as [n]');
    expect(prompt).toContain(
      '[1] Article 1 (https://en.wikipedia.org/wiki/Article_1)\nContent of article 1.',
    );
    expect(prompt).toContain('[3] Article 3');
    expect(prompt).not.toContain('Article 4');
  });
});

describe('readPolymathContext', () => {
  it('reads the context back from provider options', () => {
    const context = { sources: [source(1)], timeZone: 'Asia/Tokyo' };
    expect(readPolymathContext(toProviderOptions(context))).toEqual(context);
  });

  it('yields an empty context when it is missing or malformed', () => {
    expect(readPolymathContext(undefined)).toEqual({ sources: [] });
    expect(readPolymathContext({ polymath: { sources: 'nope' } })).toEqual({ sources: [] });
  });
});
