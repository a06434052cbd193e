/**
 * One asset record: kind, currency, amount, time and status, and what belongs to its kind: the direction of a
 * transfer, the fee and actual arrival of a withdrawal, the network and address of a deposit or withdrawal, what an
 * exchange received, and the reason of a rejection.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { amountText } from '../../../common/number-format';
import { dateTimeText } from '../../../common/time-format';
import { assetRecordStatus, assetRecordTypes, type AssetRecord } from '../../../common/wallet-types';
import { directionLabel, recordStatus, recordTypeLabels } from './record-labels';
import '../../components/record-status.css';

export function RecordRow({ record }: { record: AssetRecord }) {
  const { i18n } = useLingui();
  const status = recordStatus(record.status);
  const direction = directionLabel(record.direction);
  const remark = record.remark;
  const isWithdrawal = record.tradeType === assetRecordTypes.withdrawal;
  return (
    <li className="record-row" data-testid={`record-${record.id}`}>
      <div className="record-row__head">
        <span className="record-row__kind">
          {i18n._(recordTypeLabels[record.tradeType] ?? recordTypeLabels[assetRecordTypes.transfer])}
          {' · '}
          {record.currency}
        </span>
        <span className={`record-status record-status--${status.tone}`} data-testid="record-status">
          {i18n._(status.label)}
        </span>
      </div>
      <dl className="record-row__details">
        <Detail label={<Trans>Amount</Trans>}>
          <span className="num" data-testid="record-amount">
            {amountText(record.amount, record.currency)} {record.currency}
          </span>
        </Detail>
        {direction ? <Detail label={<Trans>Direction</Trans>}>{i18n._(direction)}</Detail> : null}
        {isWithdrawal ? (
          <>
            <Detail label={<Trans>Fee</Trans>}>
              <span className="num" data-testid="record-fee">
                {amountText(record.fee, record.currency)} {record.currency}
              </span>
            </Detail>
            <Detail label={<Trans>Actual arrival</Trans>}>
              <span className="num" data-testid="record-arrival">
                {amountText(record.realarrive, record.currency)} {record.currency}
              </span>
            </Detail>
          </>
        ) : null}
        {record.toCurrency && record.toAmount ? (
          <Detail label={<Trans>Received</Trans>}>
            <span className="num">
              {amountText(record.toAmount, record.toCurrency)} {record.toCurrency}
            </span>
          </Detail>
        ) : null}
        {record.network ? <Detail label={<Trans>Network</Trans>}>{record.network}</Detail> : null}
        {record.address ? (
          <Detail label={<Trans>Address</Trans>}>
            <span className="record-row__address">{record.address}</span>
          </Detail>
        ) : null}
        <Detail label={<Trans>Time</Trans>}>
          <span className="num">{dateTimeText(record.createdAt)}</span>
        </Detail>
      </dl>
      {record.status === assetRecordStatus.rejected ? (
        <p className="record-row__remark" data-testid="record-remark">
          {remark ? <Trans>Reason: {remark}</Trans> : <Trans>No reason was given.</Trans>}
        </p>
      ) : null}
    </li>
  );
}

function Detail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="record-detail">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
