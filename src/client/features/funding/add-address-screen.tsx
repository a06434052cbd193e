/**
 * Add a withdrawal address (/assert/addaddress?currency=), or edit one (&id=): the entry to edit comes from the
 * address book; an id that is not in it says so rather than silently adding a new address.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryStates } from '../../components/query-states';
import { EmptyState } from '../../components/screen-states';
import { navigate } from '../../lib/router/hash-location';
import { useAddressBook } from './address-book-api';
import { AddressForm } from './address-form';
import { useCurrencyParam, useSearchParam } from './currency-param';
import { addressListPath } from './funding-links';
import { FundingScreen } from './funding-screen';

export default function AddAddressScreen() {
  const { t } = useLingui();
  const currency = useCurrencyParam();
  const id = useSearchParam('id');
  const book = useAddressBook();
  const done = () => {
    book.reload();
    navigate(addressListPath, { replace: true });
  };
  return (
    <FundingScreen
      title={() => (id ? t`Edit address` : t`Add address`)}
      backTo={addressListPath}
      testId="add-address-screen"
    >
      {() =>
        id ? (
          <QueryStates query={book} data={book.data}>
            {(entries) => {
              const editing = entries.find((entry) => entry.id === id);
              return editing ? (
                <AddressForm initialCurrency={editing.currency} editing={editing} onSaved={done} />
              ) : (
                <EmptyState>
                  <Trans>This address is no longer in your address book.</Trans>
                </EmptyState>
              );
            }}
          </QueryStates>
        ) : (
          <AddressForm initialCurrency={currency} editing={undefined} onSaved={done} />
        )
      }
    </FundingScreen>
  );
}
