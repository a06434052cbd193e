/**
 * Says where a screen's market data comes from (the simulator or live HTX) and, when the data on screen is a
 * saved answer that could not be refreshed, how old it is. Users of real exchanges expect to know both.
 */
import { Trans } from '@lingui/react/macro';
import { useDeferredValue } from 'react';
import type { MarketSource } from '../../common/market-types';
import { useLocale } from '../lib/i18n/i18n';
import { relativeAge, useNow } from './relative-age';

/** How often the age label is brought up to date. */
const ageRefreshMs = 15_000;

interface DataSourceNoteProps {
  source: MarketSource | undefined;
  savedAtMs: number | undefined;
  fromCache: boolean;
}

export function DataSourceNote({ source, savedAtMs, fromCache }: DataSourceNoteProps) {
  const locale = useLocale();
  const nowMs = useNow(ageRefreshMs);
  // The age of a saved answer is filled in by a render of its own, just after the one that shows the data: the
  // browser's first Intl.RelativeTimeFormat of a language loads its locale data, 60–80 ms at 4× CPU, which was the
  // costliest call of a repeat visit's first render of Home (issue 23's trace), and the cached rows need not wait.
  // (React takes an initial value of undefined for none: null is the "no age yet".)
  const ageSinceMs = useDeferredValue(fromCache ? (savedAtMs ?? null) : null, null);
  // Until the first answer says where the data comes from, the line is kept empty at its full height, so the
  // list below does not jump down when it fills (Lighthouse measured that shift on Home).
  if (!source) {
    return (
      <p className="data-source" aria-hidden="true">
        {'\u00a0'}
      </p>
    );
  }
  // The age is shown only for a saved answer; formatting it for fresh data would cost a formatter for nothing.
  const age = fromCache && ageSinceMs !== null ? relativeAge(ageSinceMs, nowMs, locale) : '';
  return (
    <p className={`data-source${fromCache ? ' data-source--stale' : ''}`} data-testid="data-source">
      <span className={`data-source__dot data-source__dot--${source}`} aria-hidden="true" />
      {source === 'htx' ? <Trans>Live market data from HTX</Trans> : <Trans>Simulated market data</Trans>}
      {fromCache && age ? (
        <span className="data-source__age">
          {' · '}
          <Trans>Saved {age}</Trans>
        </span>
      ) : null}
    </p>
  );
}
