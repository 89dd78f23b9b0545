import { useEffect } from 'react';

/** Sets the browser tab's title while the calling page is shown, and restores the previous one after. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    return () => {
      document.title = previousTitle;
    };
  }, [title]);
}
