// DATA-002: the crumb cookie the data layer sends back with every call. Its own module: the
// always-on runtime (the error reporter's header) and the islands' store-request need it without
// the whole data layer (decision 057).
export function readCrumb(doc: Document): string {
  const match = /(?:^|;\s*)crumb=([^;]*)/.exec(doc.cookie);
  return match ? decodeURIComponent(match[1]!) : '';
}

/** DATA-002: every call carries the crumb as a query parameter. */
export function withCrumb(url: string, crumb: string): string {
  const hash = url.indexOf('#');
  const base = hash === -1 ? url : url.slice(0, hash);
  return `${base}${base.includes('?') ? '&' : '?'}crumb=${encodeURIComponent(crumb)}${hash === -1 ? '' : url.slice(hash)}`;
}
