/**
 * How far a web page can be trusted from where it is published, 0–1: the starting point of a web
 * or news source's reliability, before agreement with other sources adds to it. Public-service
 * newsrooms, wire agencies, governments, universities and reference works rank high; everything
 * else starts in the middle, and open user-generated platforms lower.
 */
const DOMAIN_TIERS: ReadonlyArray<readonly [reliability: number, domains: readonly string[]]> = [
  [
    0.9,
    [
      'reuters.com',
      'apnews.com',
      'bbc.co.uk',
      'bbc.com',
      'npr.org',
      'nature.com',
      'science.org',
      'who.int',
      'un.org',
      'europa.eu',
      'britannica.com',
      'khanacademy.org',
      'mit.edu',
      'ocw.mit.edu',
      'openstax.org',
      'nasa.gov',
      'noaa.gov',
      'nih.gov',
      'cdc.gov',
      'loc.gov',
    ],
  ],
  [
    0.85,
    [
      'wikipedia.org',
      'theguardian.com',
      'nytimes.com',
      'washingtonpost.com',
      'economist.com',
      'ft.com',
      'bloomberg.com',
      'aljazeera.com',
      'dw.com',
      'france24.com',
      'cbc.ca',
      'abc.net.au',
      'pbs.org',
      'developer.mozilla.org',
      'docs.python.org',
      'nodejs.org',
    ],
  ],
  [
    0.4,
    [
      'reddit.com',
      'quora.com',
      'medium.com',
      'pinterest.com',
      'facebook.com',
      'x.com',
      'twitter.com',
      'tiktok.com',
    ],
  ],
];
/** Top-level domains whose sites are run by governments and universities. */
const INSTITUTIONAL_SUFFIXES = [
  '.gov',
  '.edu',
  '.mil',
  '.int',
  '.gov.uk',
  '.ac.uk',
  '.gc.ca',
  '.gov.au',
  '.edu.au',
];
const INSTITUTIONAL = 0.85;
const UNKNOWN = 0.6;

/** The reliability of a page at `url` from its domain alone (UNKNOWN for an unparseable one). */
export function domainReliability(url: string): number {
  if (!URL.canParse(url)) return UNKNOWN;
  const host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  const isUnder = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  for (const [reliability, domains] of DOMAIN_TIERS) {
    if (domains.some(isUnder)) return reliability;
  }
  if (INSTITUTIONAL_SUFFIXES.some((suffix) => host.endsWith(suffix))) return INSTITUTIONAL;
  return UNKNOWN;
}

/** Each further source that agrees adds this much, up to AGREEMENT_CAP in all. */
const AGREEMENT_STEP = 0.04;
const AGREEMENT_CAP = 0.08;

/**
 * A source's reliability with the agreement of others: each other source (from another domain)
 * that says the same adds a little, so a claim two newsrooms carry ranks above one only one does.
 */
export function withAgreement(reliability: number, agreeingSources: number): number {
  const bonus = Math.min(AGREEMENT_CAP, Math.max(0, agreeingSources) * AGREEMENT_STEP);
  return Math.round(Math.min(1, reliability + bonus) * 100) / 100;
}
