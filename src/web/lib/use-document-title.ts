import { useEffect } from 'react';

const SITE_NAME = 'W1 Wholesale';

/** Sets the tab title as "{page} · W1 Wholesale", so each page is identifiable in history and tabs. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = `${pageTitle} · ${SITE_NAME}`;
  }, [pageTitle]);
}
