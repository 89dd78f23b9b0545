import { describe, expect, it } from 'vitest';
import { domainReliability, withAgreement } from './domain-reliability';

describe('domainReliability', () => {
  it.each([
    ['https://www.reuters.com/world/some-story', 0.9],
    ['https://feeds.bbci.co.uk/news/rss.xml', 0.6],
    ['https://www.bbc.co.uk/news/articles/x', 0.9],
    ['https://en.wikipedia.org/wiki/Recursion', 0.85],
    ['https://www.nasa.gov/missions', 0.9],
    ['https://www.weather.gov/forecast', 0.85],
    ['https://cs.stanford.edu/people', 0.85],
    ['https://www.ox.ac.uk/research', 0.85],
    ['https://www.reddit.com/r/science', 0.4],
    ['https://old.reddit.com/r/science', 0.4],
    ['https://notreddit.com/r/science', 0.6],
    ['https://bbc.co.uk.example.com/fake', 0.6],
    ['https://some-blog.example/post', 0.6],
    ['not a url', 0.6],
  ])('%s → %d', (url, reliability) => {
    expect(domainReliability(url)).toBe(reliability);
  });

  it('adds a little for each agreeing source, up to a cap', () => {
    expect(withAgreement(0.6, 0)).toBe(0.6);
    expect(withAgreement(0.6, 1)).toBe(0.64);
    expect(withAgreement(0.6, 5)).toBe(0.68);
    expect(withAgreement(0.95, 3)).toBe(1);
  });
});
