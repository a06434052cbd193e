/** The KYC status as a coloured badge: unverified, under review, verified or rejected. */
import { useLingui } from '@lingui/react/macro';
import { kycStatus, type KycStatus } from '../../common/user-types';
import './kyc-badge.css';

const tone: Record<KycStatus, string> = {
  [kycStatus.unverified]: 'muted',
  [kycStatus.underReview]: 'pending',
  [kycStatus.verified]: 'ok',
  [kycStatus.rejected]: 'bad',
};

export function useKycLabel(): (status: KycStatus) => string {
  const { t } = useLingui();
  return (status) => {
    switch (status) {
      case kycStatus.underReview:
        return t`Under review`;
      case kycStatus.verified:
        return t`Verified`;
      case kycStatus.rejected:
        return t`Rejected`;
      default:
        return t`Unverified`;
    }
  };
}

export function KycBadge({ status }: { status: KycStatus }) {
  const label = useKycLabel();
  return (
    <span className={`me-badge me-badge--${tone[status]}`} data-testid="kyc-badge">
      {label(status)}
    </span>
  );
}
