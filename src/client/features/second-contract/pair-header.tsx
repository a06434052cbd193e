/**
 * The pair header of the timed-order screen: the pair (a button that opens the pair picker), its last price
 * coloured by the 24 h trend and the change, refreshed on the app's 5000 ms tick through the cached ticker, and
 * where the prices come from. The market drawer is not used: its contract type opens the leveraged-contract
 * screen, and timed orders need a picker that stays here and offers the USDT pairs only.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { priceText, trendOf } from '../../../common/number-format';
import type { PairInfo } from '../../../common/pairs';
import { ChangeBadge } from '../../components/change-badge';
import { DataSourceNote } from '../../components/data-source-note';
import { iconBaseProps } from '../../components/icons';
import { useTicker } from '../../lib/market-data/market-hooks';
import { PairPicker } from './pair-picker';
import { pairName } from './second-pair';

const placeholder = '--';

export function PairHeader({ pair, replaced }: { pair: PairInfo; replaced: boolean }) {
  const { t } = useLingui();
  const [picking, setPicking] = useState(false);
  const pickerId = useId();
  const ticker = useTicker(pair.symbol);
  const tick = ticker.data?.tick;
  const name = pairName(pair.base, pair.quote);
  const trend = tick ? trendOf(tick.open, tick.close) : 'flat';
  return (
    <section className="second-pair" aria-label={t`Market`}>
      <div className="second-pair__row">
        <button
          type="button"
          className="second-pair__name"
          aria-expanded={picking}
          aria-controls={pickerId}
          aria-label={t`Trading pair ${name}: choose another pair`}
          data-testid="second-pair-button"
          onClick={() => setPicking((shown) => !shown)}
        >
          <span>{name}</span>
          <ChevronIcon open={picking} />
        </button>
        <p className="second-pair__price">
          <span className="visually-hidden">
            <Trans>Last price</Trans>{' '}
          </span>
          <span className={`num trend-text--${trend}`} data-testid="second-last-price">
            {tick ? priceText(tick.close, pair.precision) : placeholder}
          </span>
          {tick ? <ChangeBadge open={tick.open} close={tick.close} variant="text" /> : null}
        </p>
      </div>
      {replaced ? (
        <p className="second-note" role="status" data-testid="second-pair-replaced">
          <Trans>Timed orders trade USDT pairs only, so {name} is shown.</Trans>
        </p>
      ) : null}
      {picking ? <PairPicker id={pickerId} current={pair} onChosen={() => setPicking(false)} /> : null}
      <DataSourceNote
        source={ticker.data?.source}
        savedAtMs={ticker.savedAtMs}
        fromCache={ticker.fromCache}
      />
    </section>
  );
}

function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg {...iconBaseProps} width={18} height={18}>
      <path d={open ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
    </svg>
  );
}
