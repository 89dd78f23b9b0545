/** The web-search module: SearXNG search and its chat finder. Other modules use only this file. */
export { assistantCapabilitiesOf, createWebSearch } from './web-search.module';
export type { WebSearchService } from './web-search.service';
export { webFirst } from './web-search-finder';
