import { type ParsedUrlQuery, parse } from 'node:querystring';

/** DATA-008: query strings parse at most 1000 keys; the rest are ignored. */
export const MAX_QUERY_KEYS = 1000;

export function parseQueryString(query: string): ParsedUrlQuery {
  return parse(query, '&', '=', { maxKeys: MAX_QUERY_KEYS });
}
