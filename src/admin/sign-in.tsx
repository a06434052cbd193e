/**
 * Sign-in with an operator token, pasted. The token is checked against the operator API before it is kept, so a
 * wrong one is refused here, in the operator's language, rather than on the first page.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { adminPaths } from '../common/api-paths';
import { adminApi, takeRefusedNotice } from './api';
import { ErrorText } from './components/error-text';
import { signIn } from './session';

export function SignIn() {
  const { t } = useLingui();
  const tokenId = useId();
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(takeRefusedNotice);
  const [error, setError] = useState<unknown>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const presented = token.trim();
    if (presented === '') return;
    setBusy(true);
    setRefused(false);
    setError(undefined);
    try {
      // The engines' states: the lightest read every operator may make.
      if (await adminApi.tokenAccepted(presented, adminPaths.engines)) signIn(presented);
      else setRefused(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">
        <Trans>Sign in</Trans>
      </h1>
      <form onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor={tokenId}>
            <Trans>Operator token</Trans>
          </label>
          <input
            id={tokenId}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={token}
            required
            onChange={(event) => setToken(event.target.value)}
          />
        </div>
        <p className="hint">
          <Trans>The token stays in this tab only and is forgotten when you sign out or close the tab.</Trans>
        </p>
        <button type="submit" disabled={busy || token.trim() === ''}>
          {busy ? t`Checking…` : t`Sign in`}
        </button>
        {refused ? (
          <p className="error-text" role="alert">
            <Trans>This token was refused. Check it and try again.</Trans>
          </p>
        ) : null}
        <ErrorText error={error} />
      </form>
    </section>
  );
}
