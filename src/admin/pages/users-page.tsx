/**
 * Users: find one by email or UID (GET /admin/users/:who), see what `users find` prints, and freeze, unfreeze or log
 * them out. Each action asks for a reason, as the CLI does: freezing needs one (the route refuses an empty one), the
 * other two send it when typed. The result is said in a sentence and the user is read again.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { adminPaths } from '../../common/api-paths';
import { adminApi, pathWith } from '../api';
import { ErrorText } from '../components/error-text';
import { ReasonField } from '../components/reason-field';
import { UserReportView, type UserReport } from './user-report';

type UserAction = 'freeze' | 'unfreeze' | 'logout';

const actionPaths: Record<UserAction, string> = {
  freeze: adminPaths.userFreeze,
  unfreeze: adminPaths.userUnfreeze,
  logout: adminPaths.userLogout,
};

interface ActionAnswer {
  sessionsEnded?: number;
}

function ActionResult({ action, answer }: { action: UserAction; answer: ActionAnswer }) {
  const ended = answer.sessionsEnded ?? 0;
  if (action === 'unfreeze') return <Trans>The account is active again.</Trans>;
  const sessions = <Plural value={ended} one="# session was ended." other="# sessions were ended." />;
  if (action === 'logout') return sessions;
  return (
    <>
      <Trans>The account is frozen.</Trans> {sessions}
    </>
  );
}

function UserActions({ report, onDone }: { report: UserReport; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [result, setResult] = useState<{ action: UserAction; answer: ActionAnswer }>();
  const run = async (action: UserAction) => {
    setBusy(true);
    setError(undefined);
    setResult(undefined);
    try {
      const body = reason.trim() === '' ? {} : { reason: reason.trim() };
      const answer = await adminApi.post<ActionAnswer>(
        pathWith(actionPaths[action], { who: report.uid }),
        body,
      );
      setResult({ action, answer });
      setReason('');
      onDone();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="user-actions">
      <ReasonField value={reason} onChange={setReason} />
      <div className="form-actions">
        {report.frozen ? (
          <button type="button" disabled={busy} onClick={() => void run('unfreeze')}>
            <Trans>Unfreeze</Trans>
          </button>
        ) : (
          <button
            type="button"
            className="reject"
            disabled={busy || reason.trim() === ''}
            onClick={() => void run('freeze')}
          >
            <Trans>Freeze</Trans>
          </button>
        )}
        <button type="button" className="secondary" disabled={busy} onClick={() => void run('logout')}>
          <Trans>Log out everywhere</Trans>
        </button>
      </div>
      {result ? (
        <p className="action-result" role="status">
          <ActionResult action={result.action} answer={result.answer} />
        </p>
      ) : null}
      <ErrorText error={error} />
    </div>
  );
}

export function UsersPage() {
  const { t } = useLingui();
  const whoId = useId();
  const [who, setWho] = useState('');
  const [report, setReport] = useState<UserReport>();
  const [error, setError] = useState<unknown>();
  const find = async (query: string) => {
    setError(undefined);
    try {
      setReport(await adminApi.get<UserReport>(pathWith(adminPaths.user, { who: query })));
    } catch (failure) {
      setReport(undefined);
      setError(failure);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (who.trim() !== '') void find(who.trim());
  };
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t({ context: 'the console page of user accounts', message: 'Users' })}</h1>
      <form className="find-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={whoId}>
            <Trans>Email or UID</Trans>
          </label>
          <input id={whoId} value={who} required onChange={(event) => setWho(event.target.value)} />
        </div>
        <button type="submit" disabled={who.trim() === ''}>
          <Trans>Find</Trans>
        </button>
      </form>
      <ErrorText error={error} />
      {report ? (
        <>
          <UserReportView report={report} />
          <UserActions report={report} onDone={() => void find(report.uid)} />
        </>
      ) : null}
    </section>
  );
}
