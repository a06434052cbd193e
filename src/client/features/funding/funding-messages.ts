/** What the funding forms say about a refused field, and the address format hint of each network. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Network } from '../../../common/networks';
import type { CurrencySettings } from '../../../common/wallet-types';
import type { AddressProblem } from './address-rules';
import type { AmountProblem } from './amount-rules';

export function amountMessage(i18n: I18n, problem: AmountProblem, settings: CurrencySettings): string {
  const { currency, rechargeMin, withdrawMax, withdrawFee } = settings;
  switch (problem) {
    case 'missing':
      return i18n._(msg`Please enter an amount.`);
    case 'invalid':
      return i18n._(msg`Enter an amount greater than 0 with at most 8 decimal places.`);
    case 'belowMin':
      return i18n._(msg`The minimum is ${rechargeMin} ${currency}.`);
    case 'aboveMax':
      return i18n._(msg`The maximum per withdrawal is ${withdrawMax} ${currency}.`);
    case 'overBalance':
      return i18n._(msg`Insufficient available balance of ${currency}.`);
    case 'notAboveFee':
      return i18n._(msg`The amount must be more than the fee of ${withdrawFee} ${currency}.`);
  }
}

/** The withdrawal minimum differs from the recharge one, so its message names it. */
export function withdrawAmountMessage(
  i18n: I18n,
  problem: AmountProblem,
  settings: CurrencySettings,
): string {
  if (problem === 'belowMin') {
    const { withdrawMin, currency } = settings;
    return i18n._(msg`The minimum per withdrawal is ${withdrawMin} ${currency}.`);
  }
  return amountMessage(i18n, problem, settings);
}

export function addressMessage(i18n: I18n, problem: AddressProblem, network: Network): string {
  if (problem === 'missing') return i18n._(msg`Please enter the address.`);
  const hint = addressHint(i18n, network);
  return i18n._(msg`This is not a ${network} address. ${hint}`);
}

/** What an address of the network looks like, shown under the field before anything is typed. */
export function addressHint(i18n: I18n, network: Network): string {
  switch (network) {
    case 'TRC20':
      return i18n._(msg`A TRC20 (Tron) address starts with T and has 34 characters.`);
    case 'ERC20':
      return i18n._(msg`An ERC20 (Ethereum) address starts with 0x followed by 40 hexadecimal characters.`);
    case 'BTC':
      return i18n._(msg`A Bitcoin address starts with 1, 3 or bc1.`);
    case 'LTC':
      return i18n._(msg`A Litecoin address starts with L, M, 3 or ltc1.`);
    case 'DOGE':
      return i18n._(msg`A Dogecoin address starts with D and has 34 characters.`);
    case 'XRP':
      return i18n._(msg`An XRP address starts with r and has 25 to 35 characters.`);
    case 'ADA':
      return i18n._(msg`A Cardano address starts with addr1 (or Ae2 or DdzFf for older addresses).`);
    case 'EOS':
      return i18n._(
        msg`An EOS account name has 1 to 12 characters: a–z, 1–5 and dots, not ending with a dot.`,
      );
  }
}
