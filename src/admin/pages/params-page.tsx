/** The platform's parameters: read every one, change one with a reason (PUT /admin/params/:name). */
import { useLingui } from '@lingui/react/macro';
import { adminPaths, type ParamEntry } from '../../common/api-paths';
import { adminApi, pathWith } from '../api';
import { ChangeForm } from '../components/change-form';
import { SettingsPage } from '../components/settings-page';
import { useAdminData } from '../components/use-admin-data';

export function ParamsPage() {
  const { t } = useLingui();
  const params = useAdminData<ParamEntry[]>(adminPaths.params);
  return (
    <SettingsPage
      title={t`Parameters`}
      headings={[t`Name`, t`Value`, t`Group`]}
      rows={params.data}
      error={params.error}
      keyOf={(row) => row.paramName}
      cells={(row) => [<code key="name">{row.paramName}</code>, row.valueName, row.keyName]}
      actionLabel={t`Change`}
      form={(row, close) => (
        <ChangeForm
          initialValue={row.valueName}
          submitLabel={t`Save`}
          onSubmit={({ value, reason }) =>
            adminApi.put(pathWith(adminPaths.param, { name: row.paramName }), { value, reason })
          }
          onDone={() => {
            close();
            params.reload();
          }}
          onCancel={close}
        />
      )}
    />
  );
}
