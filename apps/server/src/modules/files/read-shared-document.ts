import { AppError, SHARED_DOCUMENT_ERROR_MESSAGE } from '@polymath/shared';
import { FetchRefusedError } from '../../net/fetch-refused-error';
import { readPage } from '../../net/page-reader';
import type { SafeFetcher } from '../../net/safe-fetch';
import { parseGoogleDocLink } from './google-doc-link';

/** A shared document as read: a name to show, what it is, and its text. */
export interface SharedDocument {
  name: string;
  label: string;
  text: string;
}

export interface SharedDocumentReaders {
  /** Fetches Google's exports: trusts the operator's GOOGLE_DOCS_BASE_URL, checks redirects. */
  google: Pick<SafeFetcher, 'fetch'>;
  /** Fetches any other link: trusts no address (the SSRF-safe fetcher). */
  pages: Pick<SafeFetcher, 'fetch'>;
  googleBaseUrl: string;
}

/** What Google's exports are: a private document answers its sign-in page (HTML) instead. */
const EXPORT_TYPES = ['text/plain', 'text/csv'];

function refusalError(error: unknown): AppError {
  const isPrivateAddress =
    error instanceof FetchRefusedError && (error.reason === 'address' || error.reason === 'scheme');
  if (isPrivateAddress) {
    return new AppError('VALIDATION', {
      message:
        'Polymath reads public web addresses only: this link leads to a private or local address.',
      cause: error,
    });
  }
  return new AppError('UPSTREAM_FAILED', { message: SHARED_DOCUMENT_ERROR_MESSAGE, cause: error });
}

/**
 * Reads a shared link as text: a Google Docs, Sheets or Slides link through its text export, any
 * other public page through the page reader. A private, missing or unreachable document gives the
 * spec's shared-document error; a link to a private or local address is refused as such.
 */
export async function readSharedDocument(
  link: string,
  readers: SharedDocumentReaders,
  options: { signal?: AbortSignal } = {},
): Promise<SharedDocument> {
  const google = parseGoogleDocLink(link, readers.googleBaseUrl);
  try {
    if (google) {
      const exported = await readers.google.fetch(google.exportUrl, {
        ...options,
        accept: EXPORT_TYPES,
      });
      return { name: google.label, label: google.label, text: exported.text.trim() };
    }
    const page = await readPage(readers.pages, link, options);
    return { name: page.title || new URL(page.url).hostname, label: 'Web page', text: page.text };
  } catch (error) {
    throw refusalError(error);
  }
}
