import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The contracts' formatPhone, loaded apart from the page that shows numbers: with its metadata
 * the phone-number library is 24 KB (brotli), too much for a first load that only reads. A query,
 * so a page can wait for it with its data and draw once (the property overview does); until it is
 * in, a number is shown as stored.
 */
export const phoneFormatQueryOptions = () =>
  queryOptions({
    queryKey: ['phone-format'],
    queryFn: () => import('./phone-format-loaded').then(({ formatPhone }) => ({ formatPhone })),
    staleTime: Infinity,
    gcTime: Infinity,
  });

const asStored = (value: string) => value;

/** formatPhone once it is loaded (asked for by the first caller), the number as stored before. */
export function usePhoneFormat(): (value: string) => string {
  return useQuery(phoneFormatQueryOptions()).data?.formatPhone ?? asStored;
}
