/**
 * The limits seeded for every listed currency on first start, sensible for a small exchange; operators change them
 * with `npm run ops -- limits set`, and a restart never overwrites a changed value. Amounts are decimal strings.
 */
export interface CurrencyLimits {
  rechargeMin: string;
  withdrawMin: string;
  withdrawMax: string;
  withdrawFee: string;
}

export const currencyLimitDefaults: Readonly<Record<string, CurrencyLimits>> = {
  // Spec section 9: the recharge minimum is 1 USDT.
  USDT: { rechargeMin: '1', withdrawMin: '10', withdrawMax: '100000', withdrawFee: '1' },
  BTC: { rechargeMin: '0.0001', withdrawMin: '0.001', withdrawMax: '10', withdrawFee: '0.0005' },
  ETH: { rechargeMin: '0.001', withdrawMin: '0.01', withdrawMax: '200', withdrawFee: '0.005' },
  LTC: { rechargeMin: '0.01', withdrawMin: '0.1', withdrawMax: '2000', withdrawFee: '0.01' },
  EOS: { rechargeMin: '1', withdrawMin: '5', withdrawMax: '50000', withdrawFee: '0.5' },
  ADA: { rechargeMin: '1', withdrawMin: '20', withdrawMax: '500000', withdrawFee: '1' },
  XRP: { rechargeMin: '1', withdrawMin: '20', withdrawMax: '500000', withdrawFee: '0.25' },
  DOGE: { rechargeMin: '10', withdrawMin: '100', withdrawMax: '5000000', withdrawFee: '5' },
};
