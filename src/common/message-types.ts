/**
 * Wire shapes of the inbox and the invitation records (docs/api.md "Messages", "Invitations"). Times are epoch
 * milliseconds; message texts arrive written in the user's stored language.
 */
import type { RecordPage } from './trading-types';

/** What sent a message: the operator, or one of the account's events. */
export const messageKinds = [
  'operator',
  'deposit_approved',
  'deposit_rejected',
  'withdrawal_finished',
  'withdrawal_rejected',
  'kyc_approved',
  'kyc_rejected',
  'second_settled',
  'position_liquidated',
  'position_take_profit',
  'position_stop_loss',
  'launchpad_allocated',
  'launchpad_released',
] as const;
export type MessageKind = (typeof messageKinds)[number];
export type EventMessageKind = Exclude<MessageKind, 'operator'>;

export interface InboxMessage {
  id: string;
  kind: MessageKind;
  title: string;
  body: string;
  createdAt: number;
  read: boolean;
}

export interface MessagePage extends RecordPage<InboxMessage> {
  /** The caller's unread messages over all pages. */
  unread: number;
}

/** A user who registered with the caller's invite code; the email masked by src/common/mask.ts. */
export interface InviteRecord {
  email: string;
  registeredAt: number;
}

export type InviteRecordPage = RecordPage<InviteRecord>;
