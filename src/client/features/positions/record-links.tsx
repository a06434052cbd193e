/** The three record screens of trading (spec section 2): spot orders, contract positions and timed orders. */
import { Trans } from '@lingui/react/macro';

export const recordPaths = {
  spot: '/trade/record',
  contract: '/contract/record',
  second: '/secondContract/record',
} as const;

export function RecordLinks() {
  return (
    <nav className="pt-links" aria-labelledby="pt-links-title">
      <h2 id="pt-links-title" className="pt-section__title">
        <Trans>Records</Trans>
      </h2>
      <ul className="pt-links__list">
        <li>
          <a href={`#${recordPaths.spot}`} data-testid="records-link-spot">
            <Trans>Spot orders</Trans>
          </a>
        </li>
        <li>
          <a href={`#${recordPaths.contract}`} data-testid="records-link-contract">
            <Trans>Contract positions</Trans>
          </a>
        </li>
        <li>
          <a href={`#${recordPaths.second}`} data-testid="records-link-second">
            <Trans>Timed orders</Trans>
          </a>
        </li>
      </ul>
    </nav>
  );
}
