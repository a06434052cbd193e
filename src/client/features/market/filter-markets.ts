/**
 * Which rows a search shows: coins whose name contains the query, ignoring case, spaces and character width.
 * Phones with a CJK keyboard often type full-width letters (ＢＴＣ); NFKC folds them, and other compatibility
 * forms, into the plain letters the coin names are written in.
 */
export function normalizeQuery(query: string): string {
  return query.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
}

export function matchesQuery(coin: string, query: string): boolean {
  const needle = normalizeQuery(query);
  return needle === '' || coin.normalize('NFKC').toUpperCase().includes(needle);
}
