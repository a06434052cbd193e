/**
 * Recharge (/assert/recharge, optional ?currency=): the form, then a "reviewing" confirmation with a way to the
 * records, where the deposit shows until an operator approves or rejects it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { QueryStates } from '../../components/query-states';
import { navigate } from '../../lib/router/hash-location';
import { useCurrencyParam } from './currency-param';
import { amountText } from '../../../common/number-format';
import { assetsPath, recordsPath } from './funding-links';
import { FundingScreen } from './funding-screen';
import { RechargeForm } from './recharge-form';
import { useWalletConfig } from './wallet-config';

function RechargeReviewing({ summary, onAgain }: { summary: Submitted; onAgain: () => void }) {
  const { currency } = summary;
  const amount = amountText(summary.amount, currency);
  return (
    <div className="fund-done" role="status" data-testid="recharge-reviewing">
      <h2 className="fund-done__title">
        <Trans>Deposit submitted: reviewing</Trans>
      </h2>
      <p>
        <Trans>
          Your deposit of {amount} {currency} is being reviewed. It is credited to your coin account once the
          transfer is confirmed and your proof checked.
        </Trans>
      </p>
      <button type="button" className="button button--block" onClick={() => navigate(recordsPath)}>
        <Trans>View records</Trans>
      </button>
      <button type="button" className="button button--ghost button--block" onClick={onAgain}>
        <Trans>Make another deposit</Trans>
      </button>
    </div>
  );
}

interface Submitted {
  currency: string;
  amount: string;
}

export default function RechargeScreen() {
  const { t } = useLingui();
  const currency = useCurrencyParam();
  const config = useWalletConfig();
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  return (
    <FundingScreen title={() => t`Recharge`} backTo={assetsPath} testId="recharge-screen">
      {() =>
        submitted ? (
          <RechargeReviewing summary={submitted} onAgain={() => setSubmitted(null)} />
        ) : (
          <QueryStates query={config} data={config.data}>
            {(data) => <RechargeForm config={data} initialCurrency={currency} onSubmitted={setSubmitted} />}
          </QueryStates>
        )
      }
    </FundingScreen>
  );
}
