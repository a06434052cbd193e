/**
 * The route table of docs/api.md: written between two marker comments, one row per route (method, URL, the file
 * that registers it, linked from docs/). Rows are padded as Prettier pads a Markdown table, so that `npm run lint`
 * accepts what `npm run docs:routes` writes.
 */
import type { RegisteredRoute } from './record-routes';

export const routeTableStart = '<!-- route-table:start -->';
export const routeTableEnd = '<!-- route-table:end -->';

const header = ['method', 'URL', 'handled in'] as const;

function cellsOf(route: RegisteredRoute): string[] {
  return [route.method, `\`${route.url}\``, `[${route.file}](../${route.file})`];
}

function row(cells: readonly string[], widths: readonly number[]): string {
  return `| ${cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ')} |`;
}

/** The Markdown table of the routes, in the order given, without the markers. */
export function renderRouteTable(routes: readonly RegisteredRoute[]): string {
  const rows = routes.map(cellsOf);
  const widths = header.map((title, index) =>
    Math.max(title.length, ...rows.map((cells) => cells[index]?.length ?? 0)),
  );
  const rule = widths.map((width) => '-'.repeat(width));
  return [row(header, widths), row(rule, widths), ...rows.map((cells) => row(cells, widths))].join('\n');
}

function markerIndexes(doc: string): { start: number; end: number } {
  const start = doc.indexOf(routeTableStart);
  const end = doc.indexOf(routeTableEnd);
  if (start < 0 || end < start) {
    throw new Error(`docs/api.md needs the markers ${routeTableStart} and ${routeTableEnd}, in that order`);
  }
  return { start: start + routeTableStart.length, end };
}

/** What stands between the markers now, trimmed. */
export function routeTableOf(doc: string): string {
  const { start, end } = markerIndexes(doc);
  return doc.slice(start, end).trim();
}

/** The document with `table` between the markers, a blank line on each side (as Prettier keeps it). */
export function withRouteTable(doc: string, table: string): string {
  const { start, end } = markerIndexes(doc);
  return `${doc.slice(0, start)}\n\n${table}\n\n${doc.slice(end)}`;
}
