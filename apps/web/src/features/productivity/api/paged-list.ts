import { PRODUCTIVITY_LIMITS } from '@polymath/shared';

/** Rows asked for per page of a productivity list. */
export const PAGE_SIZE = PRODUCTIVITY_LIMITS.pageDefault;

/** The offset of the next page, or undefined once every row is loaded. */
export function nextOffsetOf<Page extends { total: number }>(
  lastPage: Page,
  pages: readonly Page[],
  rowsOf: (page: Page) => readonly unknown[],
): number | undefined {
  const loaded = pages.reduce((count, page) => count + rowsOf(page).length, 0);
  // A page shorter than asked means the list ended, whatever the total said when it started.
  const isShort = rowsOf(lastPage).length < PAGE_SIZE;
  return loaded < lastPage.total && !isShort ? loaded : undefined;
}

/**
 * Productivity lists are read again whenever the dialog opens (a new observer mounts): another
 * browser may have changed them meanwhile.
 */
export const REFETCH_ON_OPEN = { staleTime: 0 } as const;

/** What a reader of an already-loaded list may ask for: not to read it again as it mounts. */
export interface ListReadOptions {
  refetchOnMount?: boolean;
}
