/**
 * What the verify screen shows once the server has answered: the recorded price and its instant, the day's
 * commitment and secret (or when the secret comes out), the price recomputed from the secret beside the recorded
 * one, the in-browser SHA-256 check of the secret against the commitment, and how to check it all independently.
 * Every state is said in words as well as colour.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { compare, parseDecimal } from '../../../common/decimal';
import type { FairnessPrice } from '../../../common/fairness-types';
import { exactText } from '../../../common/number-format';
import { dateTimeText } from '../../../common/time-format';
import { Figure } from '../../components/figure';
import { CheckLine } from './check-line';
import { HashCheckLine } from './hash-check-line';
import type { PriceKind, VerifyParams } from './verify-params';

export type PriceMatch = 'match' | 'mismatch' | 'unrevealed';

/** Same scale the link accepts: a recomputed price is compared as a decimal, so "60000.10" equals "60000.1". */
const priceScaleMax = 18;

export function priceMatchOf(recorded: VerifyParams['price'], recomputed: string | null): PriceMatch {
  if (recomputed === null) return 'unrevealed';
  const parsed = parseDecimal(recomputed, { scaleMax: priceScaleMax });
  return parsed.ok && compare(parsed.value, recorded) === 0 ? 'match' : 'mismatch';
}

function KindLabel({ kind }: { kind: PriceKind }) {
  if (kind === 'settle') return <Trans>Recorded settlement price</Trans>;
  if (kind === 'close') return <Trans>Recorded close price</Trans>;
  return <Trans>Recorded open price</Trans>;
}

export function PriceProof({ params, data }: { params: VerifyParams; data: FairnessPrice }) {
  const { t } = useLingui();
  const pairText = params.pair ? `${params.pair.base}/${params.pair.quote}` : params.symbol.toUpperCase();
  const match = priceMatchOf(params.price, data.price);
  const recomputed = data.price === null ? '--' : exactText(data.price);
  const recorded = exactText(params.price);
  const day = data.day;
  return (
    <div className="verify-proof">
      <dl className="verify-figures">
        <Figure label={<Trans>Trading pair</Trans>} testId="verify-pair">
          {pairText}
        </Figure>
        <Figure label={<Trans>Instant</Trans>} testId="verify-instant">
          {dateTimeText(data.time)} <span className="verify-muted">{t`(UTC day ${day})`}</span>
        </Figure>
        <Figure label={<KindLabel kind={params.kind} />} testId="verify-recorded" strong>
          {recorded}
        </Figure>
        <Figure label={<Trans>Recomputed from the secret</Trans>} testId="verify-recomputed" strong>
          {recomputed}
        </Figure>
      </dl>
      <CheckLine
        state={match === 'match' ? 'ok' : match === 'mismatch' ? 'bad' : 'pending'}
        testId="verify-price-state"
      >
        {match === 'match' ? (
          <Trans>The recomputed price matches the recorded price.</Trans>
        ) : match === 'mismatch' ? (
          <Trans>
            The recomputed price {recomputed} does not match the recorded price {recorded}.
          </Trans>
        ) : (
          <Trans>The price can be recomputed once the day's secret is revealed.</Trans>
        )}
      </CheckLine>
      <dl className="verify-figures verify-figures--codes">
        <Figure label={<Trans>Commitment (SHA-256 of the day's secret)</Trans>} testId="verify-commitment">
          <code className="verify-code">{data.commitment}</code>
        </Figure>
        <Figure label={<Trans>Secret</Trans>} testId="verify-secret">
          {data.secret === null ? (
            <Trans>Revealed after the day ends (00:00 UTC)</Trans>
          ) : (
            <code className="verify-code">{data.secret}</code>
          )}
        </Figure>
      </dl>
      <HashCheckLine secret={data.secret} commitment={data.commitment} />
      <p className="verify-note" data-testid="verify-note">
        <Trans>
          To check this without the app, run{' '}
          <code className="verify-code">npm run verify-prices -- {day}</code> in a copy of Petrel's source
          once the day's secret is out: it recomputes every price of the day and checks the secret against the
          commitment.
        </Trans>
      </p>
    </div>
  );
}
