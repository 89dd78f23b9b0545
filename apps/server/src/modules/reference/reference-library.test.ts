import { describe, expect, it } from 'vitest';
import { readMessage } from '../../text/message-reading';
import { EDUCATIONAL_SUBJECTS } from '../learning/subjects/subjects-directory';
import { KEY_TERMS } from './key-terms';
import { createReferenceLibrary } from './reference-library';

const library = createReferenceLibrary({
  subjects: EDUCATIONAL_SUBJECTS,
  keyTerms: KEY_TERMS,
  encyclopediaBaseUrl: 'https://en.wikipedia.org',
});
const find = (message: string) => library.findSources(readMessage(message));

describe('the offline reference', () => {
  it('gives a key term’s definition with its subject’s material and links', async () => {
    const { facts, material } = await find('Explain recursion');
    expect(facts).toEqual([]);
    const [recursion] = material;
    expect(recursion?.kind).toBe('directory');
    expect(recursion?.title).toBe('Data Structures and Algorithms (Computer Science)');
    expect(recursion?.content).toMatch(/^Recursion is /);
    expect(recursion?.links?.length).toBeGreaterThanOrEqual(2);
    expect(recursion?.sourceUrl).toBe(recursion?.links?.[0]?.url);
  });

  it('describes a subject named by its title: level, length and what it builds on', async () => {
    const { material } = await find(
      'Explain the key concepts of the learning path "Data Structures and Algorithms" and how I should get started.',
    );
    expect(material[0]?.content).toContain(
      "Data Structures and Algorithms is an intermediate Computer Science subject of about 8-12 weeks in Polymath's subjects directory.",
    );
    expect(material[0]?.content).toContain('builds on Python Programming and Discrete Mathematics');
  });

  it('takes a single word for a subject only where the question talks about it', async () => {
    expect(
      (await find('Explain the difference between a process and a thread')).material,
    ).not.toEqual([]);
    expect((await find('Suggest a simple weekly process for a remote team')).material).toEqual([]);
    expect(
      (await find('How can I make the dialogue in my story sound more natural?')).material,
    ).toEqual([]);
  });

  it('gives no definition for a question that asks a fact about something else', async () => {
    expect((await find('Which elements did Marie Curie discover?')).material).toEqual([]);
    expect((await find('What will the weather be in Lisbon tomorrow?')).material).toEqual([]);
    expect((await find('Who was the first person to walk on Mars?')).material).toEqual([]);
    expect((await find('What is the population of Ulaanbaatar?')).material).toEqual([]);
    expect((await find('What is Mars?')).material[0]?.content).toMatch(/^Mars is /);
  });

  it('reads the subject of a study hand-off, not its instructions', async () => {
    const { material } = await find(
      'Teach me about cells in Biology: explain the key concepts, give practical examples and suggest exercises to practise.',
    );
    expect(material.map((hit) => hit.title)).toEqual(['Cell Biology (Biology)']);
  });

  it('answers a country’s capital, currency, languages, time zones and calling code', async () => {
    const capital = await find('What is the capital of the Netherlands?');
    expect(capital.material).toEqual([]);
    expect(capital.facts[0]?.excerpt).toBe('The capital of the Netherlands is Amsterdam.');
    expect(capital.facts[0]?.kind).toBe('facts');
    expect((await find('What currency does Japan use?')).facts[0]?.excerpt).toBe(
      'The currency of Japan is the Japanese Yen (JPY).',
    );
    expect((await find('What languages are spoken in Switzerland?')).facts[0]?.excerpt).toBe(
      'The main languages of Switzerland are German, French and Italian.',
    );
    expect((await find('What time zone is France in?')).facts[0]?.excerpt).toBe(
      'France has one time zone, Europe/Paris (UTC+01:00, UTC+02:00 in summer).',
    );
    const usa = (await find('How many time zones does the USA have?')).facts[0];
    expect(usa?.title).toBe('United States (USA): country facts from the countries-list data set');
    // The data set has no page per country: the source links to the encyclopedia's article.
    expect(usa?.sourceUrl).toBe('https://en.wikipedia.org/wiki/United_States');
    expect(usa?.sourceName).toBe('the countries-list data set');
    expect(usa?.excerpt).toMatch(/^The United States has \d+ time zones, from UTC-\d/);
    expect((await find('What is the calling code of Germany?')).facts[0]?.excerpt).toBe(
      'The international calling code of Germany is +49.',
    );
  });

  it('answers where a city is and its population, citing its GeoNames page', async () => {
    const [tokyo] = (await find('What is the population of Tokyo?')).facts;
    expect(tokyo?.content).toContain('Tokyo is the capital of Japan.');
    expect(tokyo?.content).toMatch(/GeoNames lists a population of [\d,]+ for Tokyo\./);
    expect(tokyo?.sourceUrl).toBe('https://www.geonames.org/1850147');
  });

  it('does not take ordinary words for places, nor answer what its data lacks', async () => {
    // 'Of' is a town in Turkey; the data has no country populations.
    expect((await find('What is the population of Japan?')).facts).toEqual([]);
    expect((await find('Tell us about cats')).facts).toEqual([]);
    expect((await find('What is 15% of 240?')).material).toEqual([]);
  });
});
