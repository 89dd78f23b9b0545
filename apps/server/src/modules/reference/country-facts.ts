import { continents, countries, languages, type ICountry, type TCountryCode } from 'countries-list';
import { getCountry, getTimezone } from 'countries-and-timezones';
import { PhraseIndex } from '../../text/phrase-index';

/** The data set the country facts come from, named beside the page a country's source links to. */
export const COUNTRY_DATA_NAME = 'the countries-list data set';

/** One country's facts, each a sentence that names the country, as the answer quotes them. */
export interface CountryFacts {
  code: TCountryCode;
  name: string;
  capital: string;
  sentences: {
    capital?: string;
    currency?: string;
    languages?: string;
    continent: string;
    timeZones?: string;
    callingCode?: string;
  };
}

/**
 * Names people use that the data lists under another ('Holland', 'Britain'). 'US' is left out: as
 * a word it is the pronoun 'us'.
 */
const EXTRA_NAMES: Partial<Record<TCountryCode, string[]>> = {
  US: ['USA', 'America', 'United States of America', 'U.S.A.'],
  GB: ['UK', 'Britain', 'Great Britain'],
  NL: ['Holland', 'The Netherlands'],
  CZ: ['Czech Republic'],
  CI: ['Ivory Coast'],
  MM: ['Burma'],
  KR: ['Korea'],
  CD: ['DR Congo', 'DRC'],
  VA: ['Vatican', 'Holy See'],
};

/** Names read with 'the' in running text ('the capital of the Netherlands'). */
const WITH_ARTICLE =
  /^(?:United |Democratic |Central |Dominican |Republic )|Islands$|^(?:Netherlands|Philippines|Bahamas|Gambia|Maldives|Comoros|Vatican City)$/;

function inText(name: string): string {
  return WITH_ARTICLE.test(name) ? `the ${name}` : name;
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const currencyNames = new Intl.DisplayNames('en', { type: 'currency' });

function currencySentence(country: ICountry, name: string): string | undefined {
  const named = country.currency.map((code) => `the ${currencyNames.of(code) ?? code} (${code})`);
  if (named.length === 0) return undefined;
  return named.length === 1
    ? `The currency of ${name} is ${named[0]}.`
    : `The currencies of ${name} are ${listOf(named)}.`;
}

function languagesSentence(country: ICountry, name: string): string | undefined {
  const named = country.languages.map((code) => languages[code]?.name ?? code);
  if (named.length === 0) return undefined;
  return named.length === 1
    ? `The main language of ${name} is ${named[0]}.`
    : `The main languages of ${name} are ${listOf(named)}.`;
}

/**
 * A zone is counted for the country it mainly serves: the zone database lists a zone under every
 * country that uses it ('Europe/Paris' under Monaco too), which would give a country its
 * neighbours' zones.
 */
function zonesOf(code: TCountryCode): { name: string; offset: string; summer: string }[] {
  const zones = (getCountry(code)?.timezones ?? []).flatMap((zoneName) => {
    const zone = getTimezone(zoneName);
    return zone ? [zone] : [];
  });
  const own = zones.filter((zone) => zone.countries[0] === code);
  return (own.length > 0 ? own : zones).map((zone) => ({
    name: zone.name,
    offset: zone.utcOffsetStr,
    summer: zone.dstOffsetStr,
  }));
}

function timeZonesSentence(code: TCountryCode, name: string): string | undefined {
  const zones = zonesOf(code);
  const [first] = zones;
  if (!first) return undefined;
  if (zones.length === 1) {
    const summer = first.summer !== first.offset ? `, UTC${first.summer} in summer` : '';
    return `${name} has one time zone, ${first.name} (UTC${first.offset}${summer}).`;
  }
  const offsets = [...new Set(zones.map((zone) => zone.offset))].sort(
    (a, b) => minutesOf(a) - minutesOf(b),
  );
  if (offsets.length === 1) {
    return `${name} has one time zone, UTC${offsets[0]} (standard time).`;
  }
  return `${name} has ${offsets.length} time zones, from UTC${offsets[0]} to UTC${offsets.at(-1)} (standard time).`;
}

function minutesOf(offset: string): number {
  const [hours = '0', minutes = '0'] = offset.replace(/^[+-]/, '').split(':');
  return (offset.startsWith('-') ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

function factsOf(code: TCountryCode, country: ICountry): CountryFacts {
  const name = country.name;
  const subject = inText(name);
  const title = subject.charAt(0).toUpperCase() + subject.slice(1);
  const codes = country.phone.map((number) => `+${number}`);
  const callingCode =
    codes.length === 0
      ? undefined
      : `The international calling code of ${subject} is ${listOf(codes)}.`;
  const sentences: CountryFacts['sentences'] = {
    continent: `${title} is in ${continents[country.continent]}.`,
  };
  const optional = {
    capital: country.capital ? `The capital of ${subject} is ${country.capital}.` : undefined,
    currency: currencySentence(country, subject),
    languages: languagesSentence(country, subject),
    timeZones: timeZonesSentence(code, title),
    callingCode,
  };
  for (const [key, sentence] of Object.entries(optional)) {
    if (sentence) sentences[key as keyof typeof optional] = sentence;
  }
  return { code, name, capital: country.capital, sentences };
}

/** Every country by every name it goes by, built once. */
function buildIndex(): PhraseIndex<CountryFacts> {
  const index = new PhraseIndex<CountryFacts>();
  for (const [code, country] of Object.entries(countries) as [TCountryCode, ICountry][]) {
    const facts = factsOf(code, country);
    const names = new Set([country.name, ...(country.alias ?? []), ...(EXTRA_NAMES[code] ?? [])]);
    for (const name of names) index.add(name, facts);
  }
  return index;
}

let index: PhraseIndex<CountryFacts> | undefined;

/** A country a text names, and the name it used ('USA' for the United States). */
export interface NamedCountry {
  facts: CountryFacts;
  calledAs: string;
}

/** The countries a text names, in its order, each once. */
export function countriesNamedIn(text: string): NamedCountry[] {
  index ??= buildIndex();
  const named = new Map<CountryFacts, NamedCountry>();
  for (const { phrase, value } of index.find(text)) {
    if (!named.has(value)) named.set(value, { facts: value, calledAs: phrase });
  }
  return [...named.values()];
}
