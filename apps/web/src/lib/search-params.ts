import { normaliseSearch } from '@portal/contracts';

/**
 * Small typed helpers over URLSearchParams. URL search params are the state of every list
 * (page, query, facet, service ...): repeated keys stay repeated (`facet=a&facet=b`), and empty
 * values are dropped so URLs stay short and bookmarkable.
 */

type SearchParamValue = string | number | boolean | null | undefined;
export type SearchParamsInput = Readonly<
  Record<string, SearchParamValue | readonly SearchParamValue[]>
>;

/** Trims the value; null, undefined and blank text mean "no value". */
function normalise(value: SearchParamValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  return normaliseSearch(String(value));
}

function isList(
  value: SearchParamValue | readonly SearchParamValue[],
): value is readonly SearchParamValue[] {
  return Array.isArray(value);
}

/** The first non-empty value of `key`, or undefined. */
export function getParam(params: URLSearchParams, key: string): string | undefined {
  return getParams(params, key)[0];
}

/** Every non-empty value of a repeated `key`, in URL order. */
export function getParams(params: URLSearchParams, key: string): string[] {
  return params.getAll(key).flatMap((value) => normalise(value) ?? []);
}

/** An integer value of `key`, or `fallback` when absent or not an integer. */
export function getIntParam(params: URLSearchParams, key: string): number | undefined;
export function getIntParam(params: URLSearchParams, key: string, fallback: number): number;
export function getIntParam(
  params: URLSearchParams,
  key: string,
  fallback?: number,
): number | undefined {
  const raw = getParam(params, key);
  if (raw === undefined || !/^-?\d+$/.test(raw)) return fallback;
  const parsed = Number(raw);
  return Number.isSafeInteger(parsed) ? parsed : fallback;
}

/** A page number from the URL: 1 when absent, invalid or below 1. */
export function getPageParam(params: URLSearchParams, key = 'page'): number {
  return Math.max(1, getIntParam(params, key, 1));
}

/**
 * A copy of `params` with each key of `updates` replaced: a list becomes repeated params, an
 * empty value or list removes the key. Keys not named in `updates` are kept.
 */
export function withParams(
  params: URLSearchParams | string,
  updates: SearchParamsInput,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(updates)) {
    next.delete(key);
    const values = isList(value) ? value : [value];
    for (const item of values) {
      const text = normalise(item);
      if (text !== undefined) next.append(key, text);
    }
  }
  return next;
}

/** New search params from a record, empty values removed. */
export function toSearchParams(input: SearchParamsInput): URLSearchParams {
  return withParams('', input);
}

/** '?a=1&b=2' for a non-empty record, '' otherwise. */
export function toQueryString(input: SearchParamsInput | URLSearchParams): string {
  const text = (input instanceof URLSearchParams ? input : toSearchParams(input)).toString();
  return text === '' ? '' : `?${text}`;
}
