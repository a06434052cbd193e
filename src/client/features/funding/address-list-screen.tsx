/**
 * The withdrawal address book (/assert/addresslist): saved addresses grouped by currency, each with edit and
 * delete (after a confirmation). Saved on the device, so it shows offline too, with every change disabled.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { walletCurrencies, type WithdrawalAddress } from '../../../common/wallet-types';
import { useSubmit } from '../../components/form/use-submit';
import { QueryStates } from '../../components/query-states';
import { EmptyState } from '../../components/screen-states';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { notify } from '../../lib/notify/notify-store';
import { deleteAddress, useAddressBook } from './address-book-api';
import { AddressRow } from './address-row';
import { ConfirmDialog } from './confirm-dialog';
import { addressCurrencyListPath, assetsPath } from './funding-links';
import { FundingScreen } from './funding-screen';

function groupByCurrency(entries: readonly WithdrawalAddress[]): Array<[string, WithdrawalAddress[]]> {
  return walletCurrencies
    .map((currency): [string, WithdrawalAddress[]] => [
      currency,
      entries.filter((entry) => entry.currency === currency),
    ])
    .filter(([, group]) => group.length > 0);
}

function DeletingWhat({ entry }: { entry: WithdrawalAddress }) {
  const { currency, network } = entry;
  return (
    <p>
      <Trans>
        {currency} on {network}:
      </Trans>
    </p>
  );
}

function AddressBook({ entries, onChanged }: { entries: WithdrawalAddress[]; onChanged: () => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const [deleting, setDeleting] = useState<WithdrawalAddress | null>(null);
  const { pending, run } = useSubmit();
  if (entries.length === 0) {
    return (
      <div className="fund-empty">
        <EmptyState>
          <Trans>No saved addresses yet. Withdrawals go only to addresses saved here.</Trans>
        </EmptyState>
        <a className="button" href={`#${addressCurrencyListPath}`} data-testid="address-add-first">
          <Trans>Add an address</Trans>
        </a>
      </div>
    );
  }
  const confirmDelete = (entry: WithdrawalAddress) =>
    void run(async () => {
      await deleteAddress(entry.id);
      notify.success(msg`Address deleted`);
      setDeleting(null);
      onChanged();
    });
  return (
    <>
      {groupByCurrency(entries).map(([currency, group]) => (
        <section key={currency} className="fund-group" aria-labelledby={`address-group-${currency}`}>
          <h2 id={`address-group-${currency}`} className="section-title">
            {currency}
          </h2>
          <ul className="fund-rows">
            {group.map((entry) => (
              <AddressRow
                key={entry.id}
                entry={entry}
                canChange={online}
                onDelete={() => setDeleting(entry)}
              />
            ))}
          </ul>
        </section>
      ))}
      {online ? null : (
        <p className="fund-offline" role="status">
          <Trans>You are offline. Connect to the internet to add, edit or delete addresses.</Trans>
        </p>
      )}
      {deleting ? (
        <ConfirmDialog
          title={<Trans>Delete this address?</Trans>}
          confirmLabel={<Trans>Delete</Trans>}
          pending={pending}
          blockedReason={online ? undefined : t`You are offline. Connect to the internet to delete it.`}
          onCancel={() => setDeleting(null)}
          onConfirm={() => confirmDelete(deleting)}
        >
          <DeletingWhat entry={deleting} />
          <code className="fund-address">{deleting.address}</code>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

export default function AddressListScreen() {
  const { t } = useLingui();
  const book = useAddressBook();
  return (
    <FundingScreen
      title={() => t`Withdrawal addresses`}
      backTo={assetsPath}
      testId="address-list-screen"
      right={() => (
        <a
          className="icon-button fund-add"
          href={`#${addressCurrencyListPath}`}
          aria-label={t`Add an address`}
        >
          +
        </a>
      )}
    >
      {() => (
        <QueryStates query={book} data={book.data}>
          {(entries) => <AddressBook entries={entries} onChanged={book.reload} />}
        </QueryStates>
      )}
    </FundingScreen>
  );
}
