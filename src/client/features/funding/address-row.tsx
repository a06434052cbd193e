/** One saved address: network, the address (wrapping anywhere), the note, and edit and delete. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { WithdrawalAddress } from '../../../common/wallet-types';
import { addAddressHref } from './funding-links';

interface AddressRowProps {
  entry: WithdrawalAddress;
  /** Offline, editing and deleting are disabled (nothing is queued). */
  canChange: boolean;
  onDelete: () => void;
}

export function AddressRow({ entry, canChange, onDelete }: AddressRowProps) {
  const { t } = useLingui();
  const described = `${entry.currency} ${entry.network} ${entry.address}`;
  return (
    <li className="fund-row" data-testid={`address-${entry.id}`}>
      <div className="fund-row__main">
        <span className="fund-badge">{entry.network}</span>
        <code className="fund-address">{entry.address}</code>
        {entry.remark ? <span className="fund-row__remark">{entry.remark}</span> : null}
      </div>
      <div className="fund-row__actions">
        {canChange ? (
          <a
            className="button button--small button--ghost"
            href={`#${addAddressHref(entry.currency, entry.id)}`}
            aria-label={t`Edit ${described}`}
          >
            <Trans>Edit</Trans>
          </a>
        ) : (
          <button
            type="button"
            className="button button--small button--ghost"
            disabled
            aria-label={t`Edit ${described}`}
          >
            <Trans>Edit</Trans>
          </button>
        )}
        <button
          type="button"
          className="button button--small button--ghost fund-danger"
          disabled={!canChange}
          onClick={onDelete}
          aria-label={t`Delete ${described}`}
          data-testid={`address-delete-${entry.id}`}
        >
          <Trans>Delete</Trans>
        </button>
      </div>
    </li>
  );
}
