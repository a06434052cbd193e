/**
 * Says where a screen's market data comes from (the simulator or live HTX) and, when the data on screen is a
 * saved answer that could not be refreshed, how old it is. Users of real exchanges expect to know both.
 */
import { Trans } from '@lingui/react/macro';
import { useDeferredValue } from 'react';
import { marketSources, type MarketSource } from '../../common/market-types';
import { useLocale } from '../lib/i18n/use-locale';
import { ageRefreshMs, relativeAge, useNow } from './relative-age';
import { useSavedAgeShown } from './saved-age';

interface DataSourceNoteProps {
  source: MarketSource | undefined;
  savedAtMs: number | undefined;
  fromCache: boolean;
}

export function DataSourceNote({ source, savedAtMs, fromCache }: DataSourceNoteProps) {
  const locale = useLocale();
  const nowMs = useNow(ageRefreshMs);
  // A saved answer tells its age by SavedAge's rule: offline at once, online only once its refresh has taken longer
  // than a moment, so on most online starts the fresh answer comes first and no age is formatted at all. The
  // browser's first Intl.RelativeTimeFormat of a language loads its locale data, 50–80 ms at 4× CPU, the costliest
  // call of a repeat visit's start (issue 23's traces). When the age does show, it is filled in by a render of its
  // own, just after the one that shows the data, so the cached rows never wait for it. (React takes an initial
  // value of undefined for none: null is the "no age yet".)
  const ageShown = useSavedAgeShown(savedAtMs, fromCache) && fromCache;
  const ageSinceMs = useDeferredValue(ageShown ? (savedAtMs ?? null) : null, null);
  // Until the first answer says where the data comes from, the line holds what the page was told: each source's
  // words, of which the CSS shows the one the server named with the page (first-screen-script.ts,
  // marketSourceAttribute), else none. So the line, the Market tab's largest text, is drawn from the first paint
  // (and in the prerendered copies), and when the answer comes it is drawn again in the same place. Told nothing, it
  // is kept empty at its full height, so the list below does not jump down when it fills.
  if (!source) {
    return (
      <p className="data-source" aria-hidden="true">
        <span className="data-source__blank">{'\u00a0'}</span>
        {marketSources.map((announced) => (
          <span key={announced} className={`data-source__announced data-source__announced--${announced}`}>
            <span className={`data-source__dot data-source__dot--${announced}`} />
            <SourceName source={announced} />
          </span>
        ))}
      </p>
    );
  }
  // The age is shown only for a saved answer; formatting it for fresh data would cost a formatter for nothing.
  const age = ageShown && ageSinceMs !== null ? relativeAge(ageSinceMs, nowMs, locale) : '';
  return (
    <p className={`data-source${fromCache ? ' data-source--stale' : ''}`} data-testid="data-source">
      <span className={`data-source__dot data-source__dot--${source}`} aria-hidden="true" />
      <SourceName source={source} />
      {fromCache && age ? (
        <span className="data-source__age">
          {' · '}
          <Trans>Saved {age}</Trans>
        </span>
      ) : null}
    </p>
  );
}

function SourceName({ source }: { source: MarketSource }) {
  return source === 'htx' ? <Trans>Live market data from HTX</Trans> : <Trans>Simulated market data</Trans>;
}
