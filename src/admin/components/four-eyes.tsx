/**
 * A withdrawal's four-eyes state: how many of the approvals it needs it has, who gave each (with when and why), and,
 * after a first of two, that it now waits for a different operator (the server refuses the same one twice).
 */
import { Trans } from '@lingui/react/macro';
import { dateTimeText } from '../../common/time-format';

export interface WithdrawalApproval {
  operator: string;
  reason: string | null;
  at: string;
}

export function FourEyesState({
  required,
  approvals,
}: {
  required: number;
  approvals: WithdrawalApproval[];
}) {
  const given = approvals.length;
  return (
    <div className="four-eyes">
      <p className="four-eyes-count">
        <Trans context="four-eyes approvals given so far, e.g. 1 of 2 approvals">
          {given} of {required} approvals
        </Trans>
        {approvals.length > 0 ? ': ' : null}
        {approvals.map((approval, index) => (
          <span key={`${approval.operator}-${approval.at}`} className="approval">
            {index > 0 ? '; ' : null}
            <strong>{approval.operator}</strong> ({dateTimeText(approval.at)}
            {approval.reason ? `, ${approval.reason}` : ''})
          </span>
        ))}
      </p>
      {given > 0 && given < required ? (
        <p className="four-eyes-waiting">
          <Trans>Waiting for a second operator to approve it.</Trans>
        </p>
      ) : null}
    </div>
  );
}
