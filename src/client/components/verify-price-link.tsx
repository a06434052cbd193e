/**
 * Links from a record to the screen that verifies one of its prices against the day's published commitment
 * (/verify/price, features/fairness). Shared by the timed-order detail and the contract records, which may not
 * import each other or the fairness feature; the link needs only the pair, the instant and the recorded price.
 */
import type { ReactNode } from 'react';
import './verify-price-link.css';

export const verifyPricePath = '/verify/price';

export type VerifiedPriceKind = 'open' | 'settle' | 'close';

export interface VerifiedPrice {
  kind: VerifiedPriceKind;
  /** Lowercase pair symbol, "btcusdt". */
  symbol: string;
  timeMs: number;
  price: string;
  label: ReactNode;
  testId: string;
}

export function verifyPriceHref({
  symbol,
  timeMs,
  price,
  kind,
}: Omit<VerifiedPrice, 'label' | 'testId'>): string {
  const query = new URLSearchParams({ symbol: symbol.toLowerCase(), time: String(timeMs), price, kind });
  return `${verifyPricePath}?${query.toString()}`;
}

export function VerifyPriceLinks({ prices, label }: { prices: readonly VerifiedPrice[]; label: string }) {
  return (
    <nav className="verify-links" aria-label={label}>
      {prices.map((entry) => (
        <a
          key={entry.kind}
          className="verify-links__link"
          href={`#${verifyPriceHref(entry)}`}
          data-testid={entry.testId}
        >
          {entry.label}
        </a>
      ))}
    </nav>
  );
}
