/** One configured service and its probe. */
export interface ServiceCheck {
  /** What it is, in plain words: 'SearXNG', 'News feed (tech)'. */
  name: string;
  /** The variable that configures it: 'SEARXNG_URL'. */
  variable: string;
  /** Where it is, fit to show and log: scheme, host and port, never credentials, path or query. */
  address: string;
  /** Resolves when the service answered; throws why not. */
  probe(signal: AbortSignal): Promise<void>;
}
