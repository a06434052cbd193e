/**
 * The audit trail (GET /admin/audit, what `npm run ops -- audit` lists): newest first, filtered by operator, action
 * and a start time. Each row says when, who, what, on which record, why, and the values before and after as JSON.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { adminPaths } from '../../common/api-paths';
import { dateTimeText } from '../../common/time-format';
import { ErrorText } from '../components/error-text';
import { useAdminData } from '../components/use-admin-data';

interface AuditEntry {
  id: number;
  operator: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  at: string;
}

interface AuditFilter {
  operator: string;
  action: string;
  /** The value of a datetime-local field, in the browser's zone; sent as ISO 8601 with its zone. */
  since: string;
}

const emptyFilter: AuditFilter = { operator: '', action: '', since: '' };

/** The query the route takes, with only the filters that are set. */
function auditPath(filter: AuditFilter): string {
  const query = new URLSearchParams();
  if (filter.operator.trim()) query.set('operator', filter.operator.trim());
  if (filter.action.trim()) query.set('action', filter.action.trim());
  const sinceMs = filter.since ? Date.parse(filter.since) : Number.NaN;
  if (Number.isFinite(sinceMs)) query.set('since', new Date(sinceMs).toISOString());
  const text = query.toString();
  return text ? `${adminPaths.audit}?${text}` : adminPaths.audit;
}

const valueText = (value: unknown): string =>
  value === null || value === undefined ? '—' : JSON.stringify(value);

function FilterForm({ onApply }: { onApply: (filter: AuditFilter) => void }) {
  const ids = { operator: useId(), action: useId(), since: useId() };
  const [filter, setFilter] = useState(emptyFilter);
  const field = (name: keyof AuditFilter, label: string, type = 'text') => (
    <div className="field">
      <label htmlFor={ids[name]}>{label}</label>
      <input
        id={ids[name]}
        type={type}
        value={filter[name]}
        onChange={(event) => setFilter({ ...filter, [name]: event.target.value })}
      />
    </div>
  );
  const { t } = useLingui();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(filter);
  };
  return (
    <form className="find-form" onSubmit={submit}>
      {field('operator', t`Operator`)}
      {field('action', t`Action`)}
      {field('since', t`Since`, 'datetime-local')}
      <button type="submit">
        <Trans>Filter</Trans>
      </button>
    </form>
  );
}

export function AuditPage() {
  const { t } = useLingui();
  const [path, setPath] = useState<string>(adminPaths.audit);
  const trail = useAdminData<AuditEntry[]>(path);
  const headings = [
    t`Time`,
    t`Operator`,
    t`Action`,
    t`Target`,
    t({ context: "the operator's reason for a decision or change", message: 'Reason' }),
    t`Before → after`,
  ];
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t`Audit trail`}</h1>
      <FilterForm onApply={(filter) => setPath(auditPath(filter))} />
      <ErrorText error={trail.error} />
      {trail.data?.length === 0 ? (
        <p className="empty">
          <Trans>No operator action matches.</Trans>
        </p>
      ) : null}
      {trail.data && trail.data.length > 0 ? (
        <table className="settings audit">
          <thead>
            <tr>
              {headings.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {trail.data.map((entry) => (
              <tr key={entry.id}>
                <td>{dateTimeText(entry.at)}</td>
                <td>{entry.operator}</td>
                <td>
                  <code>{entry.action}</code>
                </td>
                <td>
                  {entry.targetType} {entry.targetId}
                </td>
                <td>{entry.reason ?? ''}</td>
                <td>
                  <code>{valueText(entry.before)}</code> → <code>{valueText(entry.after)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
