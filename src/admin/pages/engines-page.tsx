/**
 * The trading engines of the server process: each one's state, and resuming one that stopped on a broken ledger
 * invariant, with a reason (POST /admin/engines/:name/resume; only after the data was repaired, docs/operations.md).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { adminPaths } from '../../common/api-paths';
import type { EngineStatus } from '../../common/engine-types';
import { adminApi, pathWith } from '../api';
import { ChangeForm } from '../components/change-form';
import { SettingsPage } from '../components/settings-page';
import { useAdminData } from '../components/use-admin-data';
import { dateTimeText } from '../../common/time-format';

function StateText({ state }: { state: EngineStatus['state'] }) {
  return state === 'running' ? <Trans>Running</Trans> : <Trans>Stopped</Trans>;
}

export function EnginesPage() {
  const { t } = useLingui();
  const engines = useAdminData<EngineStatus[]>(adminPaths.engines);
  const time = (iso: string | undefined) => (iso ? dateTimeText(iso) : '—');
  return (
    <SettingsPage
      title={t`Engines`}
      headings={[t`Engine`, t`State`, t`Why it stopped`, t`Stopped at`, t`Last batch`]}
      rows={engines.data}
      error={engines.error}
      keyOf={(row) => row.name}
      cells={(row) => [
        <code key="name">{row.name}</code>,
        <StateText key="state" state={row.state} />,
        row.reason ?? '—',
        time(row.stoppedAt),
        time(row.lastBatchAt),
      ]}
      actionLabel={t`Resume`}
      canChange={(row) => row.state === 'stopped'}
      form={(row, close) => (
        <ChangeForm
          submitLabel={t`Resume`}
          onSubmit={({ reason }) =>
            adminApi.post(pathWith(adminPaths.engineResume, { name: row.name }), { reason })
          }
          onDone={() => {
            close();
            engines.reload();
          }}
          onCancel={close}
        />
      )}
    />
  );
}
