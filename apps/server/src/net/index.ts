export { isPublicAddress, isRefusedHostname, refusedRangeOf } from './address-policy';
export type { HostLookup } from './checked-connector';
export { FetchRefusedError, type FetchRefusalReason } from './fetch-refused-error';
export {
  createSafeFetcher,
  type SafeFetcher,
  type SafeFetcherOptions,
  type SafeFetchOptions,
  type SafeFetchResult,
  TEXT_CONTENT_TYPES,
} from './safe-fetch';
export {
  MAX_PAGE_TEXT_CHARS,
  type ReadPage,
  readPage,
  readPages,
  type ReadPagesOptions,
} from './page-reader';
