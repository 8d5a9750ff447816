export interface PageRequest {
  page: number;
  'page-size': number;
}

export const pageWindow = (query: PageRequest) => ({
  limit: query['page-size'],
  offset: (query.page - 1) * query['page-size'],
});

/** An instant as ISO text, or null. */
export const isoInstant = (value: Date | null) => value?.toISOString() ?? null;
