/**
 * The open form: buy up or buy down, market or limit (with its price), the margin in USDT, the multiple from the
 * config's list, and an optional stop loss and take profit. Submitting checks every rule on the device
 * (open-rules.ts) and, when they pass, shows the confirm sheet with the exact figures; the order goes out from
 * there. A visitor sees the form with a way to log in; offline the button is disabled with the reason.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { contractMultiplesDefault } from '../../../common/constants';
import type { DecimalString } from '../../../common/decimal';
import type { PairInfo } from '../../../common/pairs';
import { tradeDirections } from '../../../common/trading-types';
import { SubmitButton } from '../../components/form/submit-button';
import { useIsLoggedIn } from '../../lib/account/use-session';
import { loginHref } from '../../lib/account/login-links';
import { isOnline } from '../../lib/connectivity/connectivity-store';
import { SubmissionKeys } from '../../lib/http/idempotency-key';
import { useHashPath, useHashSearch } from '../../lib/router/use-hash-location';
import { ConfirmOpenSheet } from './confirm-open-sheet';
import { useContractConfig } from './contracts-api';
import { OpenFormFields } from './open-form-fields';
import { checkOpen, type OpenQuote } from './open-rules';
import { useOpenDraft } from './use-open-draft';

interface OpenFormProps {
  pair: PairInfo;
  marketPrice: DecimalString | undefined;
  /** The contract account's available USDT as the server wrote it; undefined while unknown. */
  available: string | undefined;
}

export function OpenForm({ pair, marketPrice, available }: OpenFormProps) {
  const { i18n } = useLingui();
  const isLogin = useIsLoggedIn();
  const config = useContractConfig();
  const form = useOpenDraft();
  const [confirming, setConfirming] = useState<OpenQuote | undefined>(undefined);
  // One key per confirmed order, kept while its outcome is unknown, so a retry cannot open it twice.
  const keys = useRef(new SubmissionKeys());
  const multiples = config.data?.multiples ?? contractMultiplesDefault;
  const multiple = form.draft.multiple ?? multiples[0];
  const draft = { ...form.draft, multiple };
  const check = checkOpen(draft, { pair, config: config.data, marketPrice, available });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.submit(check.errors) || !isOnline() || !check.quote) return;
    setConfirming(check.quote);
  };

  return (
    <>
      <form className="ct-form" noValidate onSubmit={onSubmit} data-testid="contract-form">
        <OpenFormFields
          pair={pair}
          draft={draft}
          multiples={multiples}
          available={isLogin ? available : undefined}
          error={(field) => {
            const error = form.shown(check.errors, field);
            return error ? { text: i18n._(error) } : null;
          }}
          onEdit={form.edit}
          onBlur={form.blur}
        />
        {config.error && !config.data ? (
          <div className="ct-form__problem" role="alert">
            <p>{config.error.message}</p>
            <button type="button" className="button button--ghost button--small" onClick={config.reload}>
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : null}
        {isLogin ? <OpenButton up={draft.direction === tradeDirections.up} /> : <LoginToTrade />}
        {isLogin && form.submitted && check.blocked ? (
          <p className="ct-form__blocked" role="status" data-testid="contract-blocked">
            {i18n._(check.blocked)}
          </p>
        ) : null}
      </form>
      {confirming ? (
        <ConfirmOpenSheet
          pair={pair}
          quote={confirming}
          keys={keys.current}
          onCancel={() => setConfirming(undefined)}
          onOpened={() => {
            setConfirming(undefined);
            form.clearAmounts();
          }}
        />
      ) : null}
    </>
  );
}

function OpenButton({ up }: { up: boolean }) {
  return (
    <div className={`ct-form__submit ${up ? 'ct-form__submit--up' : 'ct-form__submit--down'}`}>
      <SubmitButton
        pending={false}
        offlineNote={
          <Trans>You are offline. Opening a position is available again when you reconnect.</Trans>
        }
        testId="contract-open"
      >
        {up ? <Trans>Open buy up</Trans> : <Trans>Open buy down</Trans>}
      </SubmitButton>
    </div>
  );
}

function LoginToTrade() {
  const [path] = useHashPath();
  const search = useHashSearch();
  const here = search ? `${path}?${search}` : path;
  return (
    <a
      className="button button--block ct-form__login"
      href={`#${loginHref(here)}`}
      data-testid="contract-login"
    >
      <Trans>Log in to trade</Trans>
    </a>
  );
}
