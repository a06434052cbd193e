/** A listed currency the wallet config has no settings for: no deposits or withdrawals of it for now. */
import { Trans } from '@lingui/react/macro';
import { EmptyState } from '../../components/screen-states';

export function CurrencyUnavailable({ currency }: { currency: string }) {
  return (
    <EmptyState>
      <Trans>Deposits and withdrawals of {currency} are not available at the moment.</Trans>
    </EmptyState>
  );
}
