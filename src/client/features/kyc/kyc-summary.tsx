/** A submitted verification, read-only: name, masked ID number, when it was sent, and the two photos. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { KycInfo } from '../../../common/user-types';
import { dateTimeText } from '../../../common/time-format';
import { maskIdNumber } from '../../../common/mask';
import { UserFileImage } from './user-file-image';

export function KycSummary({ info }: { info: KycInfo }) {
  const { t } = useLingui();
  return (
    <div className="me-kyc-summary" data-testid="kyc-summary">
      <ul className="me-details">
        <li className="me-details__row">
          <div className="me-details__static">
            <span className="me-details__label">{t`Real name`}</span>
            <span className="me-details__value">{info.realName}</span>
          </div>
        </li>
        <li className="me-details__row">
          <div className="me-details__static">
            <span className="me-details__label">{t`ID number`}</span>
            <span className="me-details__value num" data-testid="kyc-id-number">
              {maskIdNumber(info.idNumber)}
            </span>
          </div>
        </li>
        <li className="me-details__row">
          <div className="me-details__static">
            <span className="me-details__label">
              <Trans>Submitted</Trans>
            </span>
            <span className="me-details__value num">{dateTimeText(info.submittedAt)}</span>
          </div>
        </li>
      </ul>
      <div className="me-photos">
        {info.frontFileId ? (
          <figure className="me-photo">
            <div className="me-photo__frame">
              <UserFileImage fileId={info.frontFileId} alt={t`ID front`} />
            </div>
            <figcaption className="me-photo__label">{t`ID front`}</figcaption>
          </figure>
        ) : null}
        {info.backFileId ? (
          <figure className="me-photo">
            <div className="me-photo__frame">
              <UserFileImage fileId={info.backFileId} alt={t`ID back`} />
            </div>
            <figcaption className="me-photo__label">{t`ID back`}</figcaption>
          </figure>
        ) : null}
      </div>
    </div>
  );
}
