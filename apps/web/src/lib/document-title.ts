import { useEffect } from 'react';
import { BRAND_NAME } from './brand';

function formatDocumentTitle(page?: string): string {
  const trimmed = page?.trim();
  return trimmed ? `${trimmed} | ${BRAND_NAME}` : BRAND_NAME;
}

/** Sets the browser tab title to '{page} | {brand}' while the calling page is shown. */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(page);
  }, [page]);
}
