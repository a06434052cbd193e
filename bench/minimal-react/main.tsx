/**
 * The yardstick of the Lighthouse bench (issue 23): React 19 and react-dom rendering, on the client and at start, a
 * title, a list of pairs about as long as Petrel's market list and a tab bar, with no data calls, no styles beyond
 * the page's own and no start-up work. Whatever Petrel costs beyond this page, in the same round on the same host,
 * is Petrel's own doing rather than React's.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** About as many rows as the market list shows on a phone's first screens. */
const pairRowCount = 30;
const tabNames = ['Home', 'Market', 'Trade', 'Position', 'Assets'];

interface PairRow {
  symbol: string;
  price: string;
  changePercent: string;
}

// Deterministic rows, so every run renders the same page (the bench measures rendering, not data).
const rows: PairRow[] = Array.from({ length: pairRowCount }, (_, index) => ({
  symbol: `C${String(index).padStart(2, '0')}/USDT`,
  price: ((index + 1) * 137.29).toFixed(2),
  changePercent: (((index * 37) % 21) - 10).toFixed(2),
}));

function PairList() {
  return (
    <ul aria-label="Pairs">
      {rows.map((row) => (
        <li key={row.symbol}>
          <span>{row.symbol}</span>
          <span>{row.price}</span>
          <span className={row.changePercent.startsWith('-') ? 'down' : 'up'}>{row.changePercent}%</span>
        </li>
      ))}
    </ul>
  );
}

function MinimalPage() {
  return (
    <>
      <main>
        <h1>Trade the markets you follow</h1>
        <PairList />
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MinimalPage />
  </StrictMode>,
);
