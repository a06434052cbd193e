/**
 * Launchpad listings: every listing with its state, and changing one field of one (PATCH /admin/listings/:id; the
 * server refuses money and timing fields once the sale has started, in its own words). The form asks for a reason
 * like every change, and it goes with the edit to the audit trail.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { adminPaths } from '../../common/api-paths';
import { listingStates, type ListingState, type ListingSummary } from '../../common/launchpad-types';
import { adminApi, pathWith } from '../api';
import { ChangeForm } from '../components/change-form';
import { SettingsPage } from '../components/settings-page';
import { useAdminData } from '../components/use-admin-data';
import { dateTimeText } from '../../common/time-format';

/** The fields an edit may change (the server's listing-input.ts), less the introduction and white paper (JSON). */
const editableFields = [
  'name',
  'price',
  'issuedAmount',
  'offeredAmount',
  'minPurchase',
  'purchaseLimit',
  'lockupDays',
  'startsAt',
  'endsAt',
] as const;
type EditableField = (typeof editableFields)[number];

function currentValue(listing: ListingSummary, field: EditableField): string {
  const value = listing[field];
  return field === 'startsAt' || field === 'endsAt' ? new Date(value).toISOString() : String(value);
}

function StateText({ state }: { state: ListingState }) {
  if (state === listingStates.warmingUp) return <Trans>Warming up</Trans>;
  if (state === listingStates.joining) return <Trans>Open to join</Trans>;
  return <Trans>Ended</Trans>;
}

function ListingEdit({
  listing,
  onDone,
  onCancel,
}: {
  listing: ListingSummary;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const fieldId = useId();
  const [field, setField] = useState<EditableField>('name');
  return (
    <div className="listing-edit">
      <div className="field">
        <label htmlFor={fieldId}>{t`Field`}</label>
        <select
          id={fieldId}
          value={field}
          onChange={(event) => setField(event.target.value as EditableField)}
        >
          {editableFields.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <ChangeForm
        key={field}
        initialValue={currentValue(listing, field)}
        submitLabel={t`Save`}
        onSubmit={({ value, reason }) =>
          adminApi.patch(pathWith(adminPaths.listing, { id: listing.id }), { [field]: value, reason })
        }
        onDone={onDone}
        onCancel={onCancel}
      />
    </div>
  );
}

export function ListingsPage() {
  const { t } = useLingui();
  const listings = useAdminData<ListingSummary[]>(adminPaths.listings);
  return (
    <SettingsPage
      title={t`Listings`}
      headings={[t`Coin`, t`Name`, t`Price`, t`Offered`, t`Subscribed amount`, t`Starts`, t`Ends`, t`State`]}
      rows={listings.data}
      error={listings.error}
      keyOf={(row) => row.id}
      cells={(row) => [
        row.coin,
        row.name,
        <span key="price" className="amount">
          {row.price}
        </span>,
        <span key="offered" className="amount">
          {row.offeredAmount}
        </span>,
        <span key="subscribed" className="amount">
          {row.subscribedAmount}
        </span>,
        dateTimeText(row.startsAt),
        dateTimeText(row.endsAt),
        <StateText key="state" state={row.state} />,
      ]}
      actionLabel={t`Change`}
      form={(row, close) => (
        <ListingEdit
          listing={row}
          onDone={() => {
            close();
            listings.reload();
          }}
          onCancel={close}
        />
      )}
    />
  );
}
