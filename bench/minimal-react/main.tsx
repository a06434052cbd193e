/**
 * The yardstick of the Lighthouse bench (issue 23): React 19 and react-dom rendering, on the client and at start, a
 * title, a list of pairs about as long as Petrel's market list and a tab bar, with no data calls, no styles beyond
 * the page's own and no start-up work. Whatever Petrel costs beyond this page, in the same round on the same host,
 * is Petrel's own doing rather than React's. At `?data` it waits for one call before drawing (pair-rows.ts): the
 * floor of a screen whose largest paint comes with its data. At `?cached` it draws the rows it saved on the last
 * visit and runs under a cache-first service worker: the floor of a repeat visit.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  cachedQuery,
  dataCallQuery,
  pairRows,
  pairRowsPath,
  savedRowsKey,
  workerPath,
  type PairRow,
} from './pair-rows';

const tabNames = ['Home', 'Market', 'Trade', 'Position', 'Assets'];

function PairList({ rows }: { rows: readonly PairRow[] }) {
  return (
    <ul aria-label="Pairs">
      {rows.map((row) => (
        <li key={row.symbol} data-testid={`pair-${row.symbol}`}>
          <span>{row.symbol}</span>
          <span>{row.price}</span>
          <span className={row.changePercent.startsWith('-') ? 'down' : 'up'}>{row.changePercent}%</span>
        </li>
      ))}
    </ul>
  );
}

function MinimalPage({ rows }: { rows: readonly PairRow[] }) {
  return (
    <>
      <main>
        <h1>Trade the markets you follow</h1>
        <PairList rows={rows} />
      </main>
      <nav aria-label="Tabs">
        {tabNames.map((name) => (
          <a key={name} href={`#/${name.toLowerCase()}`}>
            {name}
          </a>
        ))}
      </nav>
    </>
  );
}

const render = (rows: readonly PairRow[]) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <MinimalPage rows={rows} />
    </StrictMode>,
  );

const fetchRows = () => fetch(`./${pairRowsPath}`).then((response) => response.json() as Promise<PairRow[]>);
const query = new URLSearchParams(location.search);

if (query.has(cachedQuery)) {
  const saved = localStorage.getItem(savedRowsKey);
  if (saved) {
    render(JSON.parse(saved) as PairRow[]);
  } else {
    void fetchRows().then((rows) => {
      localStorage.setItem(savedRowsKey, JSON.stringify(rows));
      render(rows);
    });
  }
  void navigator.serviceWorker.register(`./${workerPath}`);
} else if (query.has(dataCallQuery)) {
  void fetchRows().then(render);
} else {
  render(pairRows);
}
