/** Which rows a search shows: coins whose name contains the query, ignoring case and spaces. */
export function matchesQuery(coin: string, query: string): boolean {
  const needle = query.replace(/\s+/g, '').toUpperCase();
  return needle === '' || coin.toUpperCase().includes(needle);
}
