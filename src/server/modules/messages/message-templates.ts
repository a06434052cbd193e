/**
 * The texts of event messages, in the recipient's stored language. Each is a message descriptor with an explicit id
 * that `lingui extract` collects into the server catalog; the English here is the source the translators work from.
 * Values are plain text the sender formats (amounts as decimal strings, the coin or pair, a reason).
 */
import type { MessageDescriptor } from '@lingui/core';
import type { EventMessageKind } from '../../../common/message-types';

export const eventMessageTemplates = {
  deposit_approved: {
    title: /*i18n*/ { id: 'message.deposit_approved.title', message: 'Deposit credited' },
    body: /*i18n*/ {
      id: 'message.deposit_approved.body',
      message: 'Your deposit of {amount} {currency} was approved and is now in your coin account.',
    },
  },
  deposit_rejected: {
    title: /*i18n*/ { id: 'message.deposit_rejected.title', message: 'Deposit rejected' },
    body: /*i18n*/ {
      id: 'message.deposit_rejected.body',
      message: 'Your deposit of {amount} {currency} was rejected. Reason: {reason}',
    },
  },
  withdrawal_finished: {
    title: /*i18n*/ { id: 'message.withdrawal_finished.title', message: 'Withdrawal sent' },
    body: /*i18n*/ {
      id: 'message.withdrawal_finished.body',
      message:
        'Your withdrawal of {amount} {currency} was sent to {address}; {arrival} {currency} arrives after the fee.',
    },
  },
  withdrawal_rejected: {
    title: /*i18n*/ { id: 'message.withdrawal_rejected.title', message: 'Withdrawal rejected' },
    body: /*i18n*/ {
      id: 'message.withdrawal_rejected.body',
      message:
        'Your withdrawal of {amount} {currency} was rejected and the amount is back in your coin account. Reason: {reason}',
    },
  },
  kyc_approved: {
    title: /*i18n*/ { id: 'message.kyc_approved.title', message: 'Identity verified' },
    body: /*i18n*/ {
      id: 'message.kyc_approved.body',
      message: 'Your identity verification was approved.',
    },
  },
  kyc_rejected: {
    title: /*i18n*/ { id: 'message.kyc_rejected.title', message: 'Identity verification rejected' },
    body: /*i18n*/ {
      id: 'message.kyc_rejected.body',
      message: 'Your identity verification was rejected. You can submit it again. Reason: {reason}',
    },
  },
  second_settled: {
    title: /*i18n*/ { id: 'message.second_settled.title', message: 'Timed order settled' },
    body: /*i18n*/ {
      id: 'message.second_settled.body',
      message:
        'Your {seconds} s order on {pair} ({amount} {currency}) settled at {price}. Result: {result} {currency}.',
    },
  },
  position_liquidated: {
    title: /*i18n*/ { id: 'message.position_liquidated.title', message: 'Position liquidated' },
    body: /*i18n*/ {
      id: 'message.position_liquidated.body',
      message: 'Your {pair} position was liquidated at {price}. The margin of {margin} {currency} is lost.',
    },
  },
  position_take_profit: {
    title: /*i18n*/ { id: 'message.position_take_profit.title', message: 'Take-profit executed' },
    body: /*i18n*/ {
      id: 'message.position_take_profit.body',
      message:
        'Your {pair} position was closed by its take-profit at {price}. Profit and loss: {pnl} {currency}.',
    },
  },
  position_stop_loss: {
    title: /*i18n*/ { id: 'message.position_stop_loss.title', message: 'Stop-loss executed' },
    body: /*i18n*/ {
      id: 'message.position_stop_loss.body',
      message:
        'Your {pair} position was closed by its stop-loss at {price}. Profit and loss: {pnl} {currency}.',
    },
  },
  launchpad_allocated: {
    title: /*i18n*/ { id: 'message.launchpad_allocated.title', message: '{coin} allocated' },
    body: /*i18n*/ {
      id: 'message.launchpad_allocated.body',
      message:
        'The {coin} sale has ended. You asked for {requested} {coin} and were allocated {allocated} {coin}; you paid {paid} USDT and {refunded} USDT was refunded. The {coin} is locked until {releaseDate}.',
    },
  },
  launchpad_released: {
    title: /*i18n*/ { id: 'message.launchpad_released.title', message: '{coin} released' },
    body: /*i18n*/ {
      id: 'message.launchpad_released.body',
      message: 'Your {amount} {coin} from the launchpad is unlocked and available in your coin account.',
    },
  },
} as const satisfies Record<EventMessageKind, { title: MessageDescriptor; body: MessageDescriptor }>;
