/**
 * Withdrawals need a verified identity and a trade password (issue 7). Until the user has both, the withdrawal
 * form is replaced by what is missing and a link to where it is done.
 */
import { Trans } from '@lingui/react/macro';
import { kycStatus, type UserInfo } from '../../../common/user-types';
import { asKycStatus } from '../../lib/account/user-profile';
import { safetyPath, verifyPath } from './funding-links';

export type WithdrawGate = 'kycNotVerified' | 'kycUnderReview' | 'tradePasswordNotSet' | null;

export function withdrawGate(info: Pick<UserInfo, 'auth' | 'assetsPwd'>): WithdrawGate {
  const status = asKycStatus(info.auth);
  if (status === kycStatus.underReview) return 'kycUnderReview';
  if (status !== kycStatus.verified) return 'kycNotVerified';
  return info.assetsPwd ? null : 'tradePasswordNotSet';
}

export function WithdrawGateNotice({ gate }: { gate: Exclude<WithdrawGate, null> }) {
  const target = gate === 'tradePasswordNotSet' ? safetyPath : verifyPath;
  return (
    <div className="fund-gate" role="alert" data-testid={`withdraw-gate-${gate}`}>
      <p className="fund-gate__title">
        {gate === 'tradePasswordNotSet' ? (
          <Trans>Set a trade password first</Trans>
        ) : (
          <Trans>Verify your identity first</Trans>
        )}
      </p>
      <p>
        {gate === 'kycUnderReview' ? (
          <Trans>
            Your identity verification is under review. You can withdraw as soon as it is approved.
          </Trans>
        ) : gate === 'kycNotVerified' ? (
          <Trans>Withdrawals are available only to users with a verified identity.</Trans>
        ) : (
          <Trans>Every withdrawal is confirmed with your 6-digit trade password.</Trans>
        )}
      </p>
      <a className="button button--block" href={`#${target}`} data-testid="withdraw-gate-link">
        {gate === 'tradePasswordNotSet' ? (
          <Trans>Set trade password</Trans>
        ) : gate === 'kycUnderReview' ? (
          <Trans>See verification status</Trans>
        ) : (
          <Trans>Verify identity</Trans>
        )}
      </a>
    </div>
  );
}
