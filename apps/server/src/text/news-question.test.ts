import { describe, expect, it } from 'vitest';
import { newsRequestOf } from './news-question';

describe('newsRequestOf', () => {
  // The Live Events tiles and quick actions (apps/web live-event-presets.ts), and typed questions.
  it.each([
    ['What are the latest breaking news headlines right now?', ['breaking']],
    ['What are the most important world news stories today?', ['world']],
    ['What are the latest developments in technology and AI this week?', ['tech']],
    ['What are the latest sports results and headlines?', ['sports']],
    ['What are the notable weather events and forecasts around the world today?', ['weather']],
    ['How are the stock markets, currencies and commodities moving today?', ['markets']],
    ['What is new in movies, music and entertainment this week?', ['entertainment']],
    ['What are the key political news stories and decisions today?', ['politics']],
    ['Give me a short overview of the main news stories of the day.', ['general']],
    ["what's the latest in tech?", ['tech']],
    ['What are the biggest global news stories across every continent today?', ['world']],
    ['Any news?', ['general']],
  ])('%j reads the %j feeds', (message, categories) => {
    expect(newsRequestOf(message)?.categories).toEqual(categories);
  });

  it('reads the quick actions across categories', () => {
    expect(
      newsRequestOf('What were the most important news events of the last 24 hours?'),
    ).toMatchObject({ withinHours: 24, isLocal: false, isTrending: false });
    expect(newsRequestOf('What topics and stories are trending right now?')).toMatchObject({
      isTrending: true,
    });
    expect(newsRequestOf('What is happening in the news near me today?')).toMatchObject({
      isLocal: true,
    });
  });

  it.each([
    'What is photosynthesis?',
    'Convert 5 miles to kilometers',
    'What is the latest version of the theory of relativity?',
    'Explain recursion',
    'Who won the football world cup in 1966?',
    'What is 15% of 240?',
  ])('%j is not a news question', (message) => {
    expect(newsRequestOf(message)).toBeNull();
  });
});
