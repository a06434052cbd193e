/**
 * The marketing hero (spec section 1: copy only, none of it is behaviour), the button into trading and a plain
 * link to the new coins (a link, not an import: the launchpad's code stays out of the start-up bundle).
 */
import { Trans } from '@lingui/react/macro';
import { defaultBaseCoin, defaultQuoteCoin, findPair, toSymbol } from '../../../common/pairs';
import { klineHref, marketQueryOf } from '../../lib/market-data/market-links';
import { navigate } from '../../lib/router/hash-location';

/** Trading screens arrive later; until then "Trade now" opens the default pair's k-line. */
function openDefaultMarket(): void {
  const precision = findPair(toSymbol(defaultBaseCoin, defaultQuoteCoin))?.precision ?? 2;
  navigate(klineHref({ ...marketQueryOf(defaultBaseCoin, defaultQuoteCoin, precision), type: 1 }));
}

/** Marketing copy of the spec (section 1), kept out of the sentence so translations do not go stale with it. */
const initialMarketCap = '$55,500';

export function HomeHero() {
  return (
    <section className="home-hero">
      <h2 className="home-hero__title">
        <Trans>The decentralized launchpad with deflationary fees</Trans>
      </h2>
      <ul className="home-hero__points">
        <li>
          <Trans>10% fee on token sales: 2.5% burned, 7.5% to stakers</Trans>
        </li>
        <li>
          <Trans>25% burn fee for early unstaking, no fee after 21 days</Trans>
        </li>
        <li>
          <Trans>Initial market cap {initialMarketCap}</Trans>
        </li>
      </ul>
      <p className="home-hero__note">
        <Trans>Launchpad data refreshes every 24 hours.</Trans>
      </p>
      <button
        type="button"
        className="button button--block home-hero__cta"
        onClick={openDefaultMarket}
        data-testid="trade-now"
      >
        <Trans>Trade now</Trans>
      </button>
      <a className="button button--block button--ghost home-hero__cta" href="#/home/new">
        <Trans>New coins</Trans>
      </a>
    </section>
  );
}
