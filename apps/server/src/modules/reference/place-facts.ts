import type { KnowledgeHit } from '../chat';
import { citiesNamedIn, type CityFacts } from './city-facts';
import {
  COUNTRY_DATA_NAME,
  countriesNamedIn,
  type CountryFacts,
  type NamedCountry,
} from './country-facts';

/** Curated data, checked by its maintainers against official sources. */
const PLACE_FACTS_RELIABILITY = 0.9;
/**
 * GeoNames' city populations are often a census or two old: an answer citing one is worth a
 * medium badge, not a high one.
 */
const CITY_FACTS_RELIABILITY = 0.65;

type CountryAspect = keyof CountryFacts['sentences'];

/** What a question asks of a country, by the words it asks with. */
const COUNTRY_ASPECTS: [CountryAspect, RegExp][] = [
  ['capital', /\bcapital\b/i],
  ['currency', /\bcurrenc|\bmoney\b/i],
  ['languages', /\blanguages?\b|\bspeak\b|\bspoken\b/i],
  ['timeZones', /\btime\s?zones?\b/i],
  ['callingCode', /\b(?:calling|dialling|dialing|phone|telephone|country)\s+code\b/i],
  ['continent', /\bcontinent\b/i],
];
/** A question about a city: where it is, how many live there. */
const CITY_QUESTION =
  /\bpopulation\b|\binhabitants\b|\bhow many people\b|\bwhere is\b|\blocated\b|\bwhich country\b|\bwhat country\b/i;
/** 'Tell me about France', 'What is Japan?': every fact of the country. */
const OVERVIEW = /^\s*(?:tell me about|what is|what's|describe|facts about)\s+(?:the\s+)?/i;

/** Where a reader finds a country's page: the encyclopedia's article on it. */
export type CountryPageUrl = (countryName: string) => string;

function countryHit(
  { facts: country, calledAs }: NamedCountry,
  asked: CountryAspect[],
  pageUrl: CountryPageUrl,
): KnowledgeHit {
  const sentences = country.sentences;
  // Named as the question names it, so a question about 'the USA' is seen to be about this.
  const isOwnName = calledAs.toLowerCase().replace(/^the /, '') === country.name.toLowerCase();
  const name = isOwnName ? country.name : `${country.name} (${calledAs})`;
  const first = asked.flatMap((aspect) => sentences[aspect] ?? []);
  const rest = Object.values(sentences).filter((sentence) => !first.includes(sentence));
  const content = [...first, ...rest].join(' ');
  return {
    kind: 'facts',
    title: `${name}: country facts from ${COUNTRY_DATA_NAME}`,
    content,
    excerpt: first[0] ?? content,
    reliability: PLACE_FACTS_RELIABILITY,
    // The data set has no page per country: the link goes to the encyclopedia's article on it,
    // and the data set is named beside it.
    sourceUrl: pageUrl(country.name),
    sourceName: COUNTRY_DATA_NAME,
  };
}

function cityHit(city: CityFacts): KnowledgeHit {
  const content = city.sentences.join(' ');
  return {
    kind: 'facts',
    title: `${city.name}: GeoNames`,
    content,
    excerpt: content,
    reliability: CITY_FACTS_RELIABILITY,
    sourceUrl: city.url,
    sourceName: 'GeoNames',
  };
}

function isOverview(text: string, country: NamedCountry): boolean {
  const rest = text.replace(OVERVIEW, '').replace(/[?.!\s]+$/, '');
  return rest !== text && rest.toLowerCase() === country.calledAs.toLowerCase();
}

/**
 * Facts about the countries and cities a question names, when it asks for one (a capital, a
 * currency, a population…) or for the country as a whole: answered from data that ships with the
 * server, so they need no network.
 */
export async function findPlaceFacts(
  text: string,
  countryPageUrl: CountryPageUrl,
): Promise<KnowledgeHit[]> {
  const asked = COUNTRY_ASPECTS.filter(([, words]) => words.test(text)).map(([aspect]) => aspect);
  const countries = countriesNamedIn(text);
  const wanted = countries.filter((country) => asked.length > 0 || isOverview(text, country));
  if (wanted.length > 0) return wanted.map((country) => countryHit(country, asked, countryPageUrl));
  if (!CITY_QUESTION.test(text)) return [];
  return (await citiesNamedIn(text)).map(cityHit);
}
