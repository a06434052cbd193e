/**
 * What each private screen asks a visitor to log in for: the screen's own title and one line on what it is for, so
 * the Assets tab says Assets and the withdrawal screen speaks of withdrawals rather than every gate of the account.
 * Keyed by the route's path (routes.tsx); tests/client/app/login-gates.test.tsx checks every private route has one.
 * Loaded with the login prompt, its texts in their own catalog part (`gates`), off the start-up path.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface LoginGate {
  title: MessageDescriptor;
  purpose: MessageDescriptor;
}

const assets: LoginGate = {
  title: msg`Assets`,
  purpose: msg`Log in to see your coin account and contract account, and to recharge, withdraw, exchange and transfer.`,
};

const addAddress: LoginGate = {
  title: msg`Add address`,
  purpose: msg`Log in to save a withdrawal address in your address book.`,
};

export const loginGates: Readonly<Record<string, LoginGate>> = {
  '/me/profile': {
    title: msg`Profile`,
    purpose: msg`Log in to see your profile: your email, user number and invite code.`,
  },
  '/me/safety': {
    title: msg`Security`,
    purpose: msg`Log in to change your login password and to set or reset your trade password.`,
  },
  '/me/verify': {
    title: msg`Identity verification`,
    purpose: msg`Log in to verify your identity, which deposits, withdrawals and trading need.`,
  },
  '/account/assert/1': assets,
  '/account/assert/2': assets,
  '/assert/detail/:currency': {
    title: msg`Asset`,
    purpose: msg`Log in to see this coin's balance and its records.`,
  },
  '/assert/record': {
    title: msg`Asset records`,
    purpose: msg`Log in to see your recharges, withdrawals, transfers and flash exchanges.`,
  },
  '/assert/transfer/:type': {
    title: msg`Transfer`,
    purpose: msg`Log in to transfer money between your coin account and your contract account.`,
  },
  '/assert/recharge': {
    title: msg`Recharge`,
    purpose: msg`Log in to get a deposit address and send the proof of your deposit.`,
  },
  '/assert/withdrawel': {
    title: msg`Withdraw`,
    purpose: msg`Log in to withdraw coins to an address in your address book.`,
  },
  '/assert/addresslist': {
    title: msg`Withdrawal addresses`,
    purpose: msg`Log in to see and edit the addresses in your address book.`,
  },
  '/assert/addresscurrencylist': addAddress,
  '/assert/addaddress': addAddress,
  '/assert/exchange': {
    title: msg`Flash exchange`,
    purpose: msg`Log in to exchange one coin for another at the market rate.`,
  },
  '/assert/bankcards': {
    title: msg`Bank cards`,
    purpose: msg`Log in to see and manage your bank cards.`,
  },
  '/assert/bankcards/add': {
    title: msg`Add bank card`,
    purpose: msg`Log in to add a bank card or a collection account.`,
  },
  '/trade/record': {
    title: msg`Spot orders`,
    purpose: msg`Log in to see your spot orders: open, filled and cancelled.`,
  },
  '/contract/record': {
    title: msg`Contract records`,
    purpose: msg`Log in to see your leveraged positions, open and closed.`,
  },
  '/secondContract/record': {
    title: msg`Timed order records`,
    purpose: msg`Log in to see your timed orders and how they settled.`,
  },
  '/secondContract/detail': {
    title: msg`Order details`,
    purpose: msg`Log in to see this timed order and how it settled.`,
  },
  '/home/join': {
    title: msg`Join`,
    purpose: msg`Log in to subscribe for new coins with your trade password.`,
  },
  '/home/record': {
    title: msg`My subscriptions`,
    purpose: msg`Log in to see the new-coin sales you joined and the coins allocated to you.`,
  },
  '/me/message': {
    title: msg`Messages`,
    purpose: msg`Log in to read the platform's posts and the notices about your account.`,
  },
  '/me/msgdetail': {
    title: msg`Message`,
    purpose: msg`Log in to read this message.`,
  },
  '/me/share': {
    title: msg`Invite friends`,
    purpose: msg`Log in to get your invite code and invite link.`,
  },
  '/me/mPdf': {
    title: msg`Share poster`,
    purpose: msg`Log in to share a poster with your invite code.`,
  },
  '/me/share-record': {
    title: msg`Invitation records`,
    purpose: msg`Log in to see who registered with your invite code.`,
  },
};
