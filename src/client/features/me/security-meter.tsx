/**
 * The account's security level as three segments and a word, with what would raise it: each missing step is a
 * link to the screen that takes it, so what looks tappable is.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserInfo } from '../../../common/user-types';
import { ChevronIcon } from '../../components/account-icons';
import { securityFactorsOf, securityLevel, securityScore, securityScoreMax } from './security-level';

export function SecurityMeter({ info }: { info: UserInfo }) {
  const { t } = useLingui();
  const factors = securityFactorsOf(info);
  const level = securityLevel(factors);
  const score = securityScore(factors);
  const word = { low: t`Low`, medium: t`Medium`, high: t`High` }[level];
  return (
    <section className="me-security" data-testid="me-security" data-level={level}>
      <div className="me-security__head">
        <span>
          <Trans>Security level</Trans>
        </span>
        <strong className={`me-security__word me-security__word--${level}`}>{word}</strong>
      </div>
      <div className="me-security__bar" aria-hidden="true">
        {Array.from({ length: securityScoreMax }, (_, index) => (
          <span
            key={index}
            className={`me-security__segment${index < score ? ` me-security__segment--${level}` : ''}`}
          />
        ))}
      </div>
      {!factors.tradePasswordSet ? (
        <a className="me-security__tip" href="#/me/safety" data-testid="me-security-tip-trade">
          <Trans>Set a trade password: it protects your withdrawals, transfers and trades.</Trans>
          <ChevronIcon className="me-security__chevron" />
        </a>
      ) : null}
      {!factors.kycVerified ? (
        <a className="me-security__tip" href="#/me/verify" data-testid="me-security-tip-kyc">
          <Trans>Verify your identity to deposit, withdraw and trade.</Trans>
          <ChevronIcon className="me-security__chevron" />
        </a>
      ) : null}
    </section>
  );
}
