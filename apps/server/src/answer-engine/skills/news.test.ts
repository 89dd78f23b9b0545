import { describe, expect, it } from 'vitest';
import type { PolymathCallContext, PolymathSource } from '../../adapters/ai/polymath-context';
import { ageOf, newsSkill } from './news';

const NOW = '2026-11-23T12:00:00.000Z';

function story(
  title: string,
  summary: string,
  hoursAgo: number,
  sourceName = 'Stand-in News',
): PolymathSource {
  return {
    kind: 'news',
    title,
    content: summary ? `${title}. ${summary}` : title,
    excerpt: summary || title,
    reliability: 0.6,
    sourceUrl: `https://news.example/${encodeURIComponent(title)}`,
    sourceName,
    publishedAt: new Date(Date.parse(NOW) - hoursAgo * 3_600_000).toISOString(),
  };
}

function ask(question: string, context: Partial<PolymathCallContext> = {}): string | null {
  const reply = newsSkill.answer({ question, context: { sources: [], now: NOW, ...context } });
  // The news skill answers with plain text: no cited sentence, never 'unanswered'.
  return typeof reply === 'string' || reply === null ? reply : reply.text;
}

describe('the news skill', () => {
  it('lists each headline with its link, publication and age', () => {
    const answer = ask('What are the latest breaking news headlines right now?', {
      sources: [
        story('Bridge [reopens] after repairs', 'The city bridge reopened on Monday.', 2),
        story('Storm heads north', '', 0.5, 'Weather Desk'),
      ],
    });
    expect(answer).toContain('Here are the latest headlines from Stand-in News, Weather Desk:');
    expect(answer).toContain(
      '1. **[Bridge \\[reopens\\] after repairs](https://news.example/Bridge%20%5Breopens%5D%20after%20repairs)** — Stand-in News, 2 hours ago\\\n   The city bridge reopened on Monday.',
    );
    expect(answer).toContain('   The city bridge reopened on Monday.');
    expect(answer).toContain(
      '2. **[Storm heads north](https://news.example/Storm%20heads%20north)** — Weather Desk, 30 minutes ago',
    );
  });

  it('says the feeds could not be reached when there are no headlines', () => {
    expect(ask('Any news today?')).toMatch(
      /^I can't reach the news feeds from this server right now/,
    );
  });

  it('leaves questions that are not about the news to other skills', () => {
    expect(ask('What is photosynthesis?', { sources: [story('A', 'B', 1)] })).toBeNull();
  });

  it('tells a local question what it could and could not find', () => {
    const sources = [
      story('Lyon opens a new tram line', 'Service starts in Lyon.', 1),
      story('Markets rally', '', 1),
    ];
    const question = 'What is happening in the news near me today?';
    expect(ask(question, { sources })).toMatch(/^You haven't shared your location/);
    expect(ask(question, { sources, location: { city: 'Lyon' } })).toMatch(
      /^Here is the latest news about Lyon/,
    );
    expect(ask(question, { sources, location: { city: 'Oslo' } })).toMatch(
      /^I found no stories about Oslo/,
    );
  });

  it.each([
    [0.2, 'just now'],
    [1, '1 minute ago'],
    [59, '59 minutes ago'],
    [60, '1 hour ago'],
    [60 * 23, '23 hours ago'],
    [60 * 49, '2 days ago'],
  ])('%d minutes old reads %j', (minutes, text) => {
    const now = new Date(NOW);
    expect(ageOf(new Date(now.getTime() - minutes * 60_000), now)).toBe(text);
  });
});
