/** The house's limits per product, name and quote coin: read, and change one with a reason (PUT /admin/house/limits). */
import { useLingui } from '@lingui/react/macro';
import { adminPaths } from '../../common/api-paths';
import { adminApi } from '../api';
import { ChangeForm } from '../components/change-form';
import { SettingsPage } from '../components/settings-page';
import { useAdminData } from '../components/use-admin-data';
import { dateTimeText } from '../../common/time-format';

interface HouseLimitEntry {
  product: string;
  name: string;
  currency: string;
  value: string;
  updatedAt: string;
}

export function HouseLimitsPage() {
  const { t } = useLingui();
  const limits = useAdminData<HouseLimitEntry[]>(adminPaths.houseLimits);
  return (
    <SettingsPage
      title={t`House limits`}
      headings={[t`Product`, t`Limit`, t`Currency`, t`Value`, t`Changed`]}
      rows={limits.data}
      error={limits.error}
      keyOf={(row) => `${row.product}:${row.name}:${row.currency}`}
      cells={(row) => [
        row.product,
        <code key="name">{row.name}</code>,
        row.currency,
        <span key="value" className="amount">
          {row.value}
        </span>,
        dateTimeText(row.updatedAt),
      ]}
      actionLabel={t`Change`}
      form={(row, close) => (
        <ChangeForm
          initialValue={row.value}
          submitLabel={t`Save`}
          onSubmit={({ value, reason }) =>
            adminApi.put(adminPaths.houseLimits, {
              product: row.product,
              name: row.name,
              currency: row.currency,
              value,
              reason,
            })
          }
          onDone={() => {
            close();
            limits.reload();
          }}
          onCancel={close}
        />
      )}
    />
  );
}
