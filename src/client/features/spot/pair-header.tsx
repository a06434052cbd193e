/**
 * The trade screen's heading: the pair (a button that opens the market drawer, whose taps come back here: type
 * 2), the last price coloured by its 24 h trend and the 24 h change. Until the ticker answers it shows the open and
 * close the link carried; when the ticker fails, the screen's one error says so.
 */
import { useLingui } from '@lingui/react/macro';
import type { DetailsResponse } from '../../../common/market-types';
import { priceText, trendOf } from '../../../common/number-format';
import type { PairInfo } from '../../../common/pairs';
import { ChangeBadge } from '../../components/change-badge';
import { MenuIcon } from '../../components/icons';
import { useReportFailure } from '../../components/market/market-failures';
import type { CachedQuery } from '../../lib/cache/use-cached-query';
import { openDrawer } from '../../lib/session/session-store';

interface PairHeaderProps {
  pair: PairInfo;
  ticker: CachedQuery<DetailsResponse>;
  open: number | undefined;
  close: number | undefined;
}

export function PairHeader({ pair, ticker, open, close }: PairHeaderProps) {
  const { t } = useLingui();
  useReportFailure('price', ticker);
  const name = `${pair.base}/${pair.quote}`;
  const trend = open !== undefined && close !== undefined ? trendOf(open, close) : 'flat';
  return (
    <div className="spot-pair">
      <h1 className="spot-pair__title">
        <button
          type="button"
          className="spot-pair__button"
          aria-haspopup="dialog"
          aria-label={t`${name}: choose another market`}
          onClick={() => openDrawer(2)}
          data-testid="spot-pair-button"
        >
          <MenuIcon width={20} height={20} aria-hidden="true" />
          <span>{name}</span>
        </button>
      </h1>
      <p className="spot-pair__price">
        <span className={`spot-pair__last num trend-text--${trend}`} data-testid="spot-last-price">
          {close !== undefined ? priceText(close, pair.precision) : '--'}
        </span>
        {open !== undefined && close !== undefined ? (
          <ChangeBadge open={open} close={close} variant="text" />
        ) : null}
      </p>
    </div>
  );
}
