/**
 * Identity verification (/me/verify), by KYC status: unverified shows the form; under review a read-only summary
 * with a note, read again on the refresh tick until the operator decides; verified the summary with the photos
 * (it can no longer change); rejected the operator's reason and the form again.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { kycStatus, type KycInfo } from '../../../common/user-types';
import { PageHeader } from '../../components/page-header';
import { refreshUserInfo } from '../../lib/account/user-profile';
import { KycBadge } from '../../components/kyc-badge';
import { useKycInfo } from './kyc-api';
import { KycForm } from './kyc-form';
import { KycSummary } from './kyc-summary';
import { QueryStates } from '../../components/query-states';
import { asKycStatus } from '../../lib/account/user-profile';
import './kyc.css';

function KycView({ info, onSubmitted }: { info: KycInfo; onSubmitted: () => void }) {
  const status = asKycStatus(info.status);
  const head = (
    <div className="me-kyc-status">
      <Trans>Status</Trans>
      <KycBadge status={status} />
    </div>
  );
  switch (status) {
    case kycStatus.underReview:
      return (
        <>
          {head}
          <p className="me-note me-note--pending" role="status" data-testid="kyc-under-review">
            <Trans>
              Your documents are under review. The result will show here as soon as a reviewer has checked
              them.
            </Trans>
          </p>
          <KycSummary info={info} />
        </>
      );
    case kycStatus.verified:
      return (
        <>
          {head}
          <p className="me-note me-note--ok" data-testid="kyc-verified">
            <Trans>Your identity is verified. Verified information cannot be changed.</Trans>
          </p>
          <KycSummary info={info} />
        </>
      );
    case kycStatus.rejected:
      return (
        <>
          {head}
          <div className="me-note me-note--bad" role="alert" data-testid="kyc-rejected">
            <p>
              <Trans>Your verification was not approved. Please correct it and submit again.</Trans>
            </p>
            <p className="me-note__reason" data-testid="kyc-reason">
              {info.reason || <Trans>No reason was given.</Trans>}
            </p>
          </div>
          <KycForm onSubmitted={onSubmitted} initialRealName={info.realName} />
        </>
      );
    default:
      return (
        <>
          {head}
          <p className="me-note">
            <Trans>
              Verify your identity to deposit, withdraw, trade and join new-coin sales. Your documents are
              used only to verify who you are.
            </Trans>
          </p>
          <KycForm onSubmitted={onSubmitted} />
        </>
      );
  }
}

export default function VerifyScreen() {
  const { t } = useLingui();
  const kyc = useKycInfo();
  const onSubmitted = () => {
    kyc.reload();
    // The KYC status also lives in the profile; refreshing it updates the badges elsewhere.
    refreshUserInfo().catch(() => undefined);
  };
  // An operator's decision arrives on the refresh tick; the profile's badges follow it.
  const status = kyc.data?.status;
  const shownStatus = useRef(status);
  useEffect(() => {
    const before = shownStatus.current;
    shownStatus.current = status;
    if (before === kycStatus.underReview && status !== kycStatus.underReview)
      refreshUserInfo().catch(() => undefined);
  }, [status]);
  return (
    <div className="screen">
      <PageHeader title={t`Identity verification`} backTo="/me" />
      <QueryStates query={kyc} data={kyc.data}>
        {(info) => <KycView info={info} onSubmitted={onSubmitted} />}
      </QueryStates>
    </div>
  );
}
