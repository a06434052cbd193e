/**
 * The live quote: the rate, the fee and what the user receives, with the seconds it stays valid (a bar and a
 * number). The countdown is a timer, not a live region: a screen reader reads it when asked, not every second.
 */
import { Trans } from '@lingui/react/macro';
import type { ExchangeQuote } from '../../../common/wallet-types';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { amountText, rateText } from '../../../common/number-format';
import type { LiveQuote } from './use-live-quote';

interface QuotePanelProps {
  live: LiveQuote;
  /** Whether the amount typed can be quoted at all (format and minimum). */
  hasAmount: boolean;
}

export function QuotePanel({ live, hasAmount }: QuotePanelProps) {
  return (
    <section className="exchange-quote" aria-labelledby="exchange-quote-title" data-testid="exchange-quote">
      <h2 id="exchange-quote-title" className="exchange-quote__title">
        <Trans>Quote</Trans>
      </h2>
      {live.quote ? (
        <QuoteFigures quote={live.quote} live={live} />
      ) : (
        <QuoteStatus live={live} hasAmount={hasAmount} />
      )}
    </section>
  );
}

function QuoteStatus({ live, hasAmount }: QuotePanelProps) {
  const online = useOnline();
  if (!hasAmount) {
    return (
      <p className="exchange-quote__note">
        <Trans>Enter an amount to see the rate, the fee and what you receive.</Trans>
      </p>
    );
  }
  if (!online) {
    return (
      <p className="exchange-quote__note" data-testid="exchange-quote-offline">
        <Trans>You are offline. The rate loads when you reconnect.</Trans>
      </p>
    );
  }
  if (live.error && !live.loading) {
    return (
      <div className="exchange-quote__error" role="alert" data-testid="exchange-quote-error">
        <p>{live.error.message}</p>
        <button type="button" className="button button--ghost button--small" onClick={live.requote}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return (
    <p className="exchange-quote__note" role="status">
      <Trans>Getting the latest rate…</Trans>
    </p>
  );
}

function QuoteFigures({ quote, live }: { quote: ExchangeQuote; live: LiveQuote }) {
  const { fromCurrency, toCurrency, rate, fee, receive } = quote;
  const connected = useOnline();
  const seconds = live.secondsLeft;
  const share = quote.validSeconds > 0 ? Math.min(100, (seconds / quote.validSeconds) * 100) : 0;
  return (
    <>
      <dl className="exchange-quote__figures">
        <div>
          <dt>
            <Trans>Rate</Trans>
          </dt>
          <dd className="num" data-testid="exchange-rate">
            1 {fromCurrency} = {rateText(rate)} {toCurrency}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Fee</Trans>
          </dt>
          <dd className="num" data-testid="exchange-fee">
            {amountText(fee, toCurrency)} {toCurrency}
          </dd>
        </div>
        <div className="exchange-quote__receive">
          <dt>
            <Trans>You receive</Trans>
          </dt>
          <dd className="num" data-testid="exchange-receive">
            {amountText(receive, toCurrency)} {toCurrency}
          </dd>
        </div>
      </dl>
      <div className="exchange-quote__validity" data-testid="exchange-validity">
        <div className="exchange-quote__bar" aria-hidden="true">
          <span style={{ width: `${share}%` }} />
        </div>
        {live.stale ? (
          <p role="status">
            {connected ? (
              <Trans>This rate has expired. Getting a new one…</Trans>
            ) : (
              <Trans>This rate has expired. A new one loads when you reconnect.</Trans>
            )}
          </p>
        ) : (
          <p role="timer" data-testid="exchange-countdown" data-seconds={seconds}>
            <Trans>Valid for {seconds} s</Trans>
          </p>
        )}
      </div>
    </>
  );
}
