/**
 * The money actions under the total: recharge, withdraw, exchange and transfer on the coin account; transfer and
 * the bank cards (the spec keeps them on the contract screen) on the contract account (deposits and withdrawals go
 * through the coin account). Offline every one is disabled,
 * with the reason beside them, since nothing is queued.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { navigate } from '../../lib/router/hash-location';
import { BankCardIcon, ExchangeIcon, RechargeIcon, TransferIcon, WithdrawIcon } from './asset-icons';
import {
  bankCardsPath,
  directionFrom,
  exchangePath,
  rechargePath,
  transferPath,
  withdrawPath,
} from './asset-links';
import type { AccountKind } from './assets-api';
import { OfflineActionsNote, offlineActionsNoteId } from './offline-actions-note';

interface Action {
  key: string;
  label: string;
  to: string;
  icon: ReactNode;
}

export function AssetActions({ type, currency }: { type: AccountKind; currency?: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const transfer: Action = {
    key: 'transfer',
    label: t`Transfer`,
    to: transferPath(directionFrom(type), currency),
    icon: <TransferIcon />,
  };
  const actions: Action[] =
    type === 1
      ? [
          { key: 'recharge', label: t`Recharge`, to: rechargePath, icon: <RechargeIcon /> },
          { key: 'withdraw', label: t`Withdraw`, to: withdrawPath, icon: <WithdrawIcon /> },
          {
            key: 'exchange',
            label: t({ message: 'Exchange', context: 'the flash exchange, on an Assets tile' }),
            to: exchangePath,
            icon: <ExchangeIcon />,
          },
          transfer,
        ]
      : [transfer, { key: 'bank-cards', label: t`Bank cards`, to: bankCardsPath, icon: <BankCardIcon /> }];
  return (
    <div className="asset-actions-block">
      <div className="asset-actions">
        {actions.map((action) => (
          <button
            key={action.key}
            type="button"
            className="asset-actions__button"
            disabled={!online}
            aria-describedby={online ? undefined : offlineActionsNoteId}
            data-testid={`asset-action-${action.key}`}
            onClick={() => navigate(action.to)}
          >
            <span className="asset-actions__icon">{action.icon}</span>
            <span>{action.label}</span>
          </button>
        ))}
      </div>
      {online ? null : <OfflineActionsNote />}
    </div>
  );
}
