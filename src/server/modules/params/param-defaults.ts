/**
 * Reference parameters seeded on first start. Operators change them later with `npm run ops -- param set`; a
 * restart never overwrites a changed value.
 */
import { paramNames, type ParamEntry } from '../../../common/api-paths';
import { contractMultiplesDefault, exchangeQuoteSecondsDefault } from '../../../common/constants';
import {
  contractFeeRateDefault,
  contractMaintenanceRateDefault,
  exchangeFeeRateDefault,
  secondContractFeeRateDefault,
  spotFeeRateDefault,
} from '../../../common/money-constants';
import { identityOperations, identityParamOf, identityRequiredValue } from '../kyc/kyc-service';
import { fourEyesThresholdsDefault } from '../../../common/four-eyes-thresholds';

export const paramDefaults: readonly ParamEntry[] = [
  {
    paramName: paramNames.customerServiceEmail,
    valueName: 'support@petrel.exchange',
    keyName: 'customer_service',
  },
  {
    paramName: paramNames.customerServiceWs,
    valueName: 'https://petrel.exchange/support',
    keyName: 'customer_service',
  },
  {
    paramName: paramNames.secondContractFeeRate,
    valueName: secondContractFeeRateDefault,
    keyName: 'contract',
  },
  { paramName: paramNames.exchangeFeeRate, valueName: exchangeFeeRateDefault, keyName: 'exchange' },
  {
    paramName: paramNames.exchangeQuoteSeconds,
    valueName: String(exchangeQuoteSecondsDefault),
    keyName: 'exchange',
  },
  { paramName: paramNames.spotFeeRate, valueName: spotFeeRateDefault, keyName: 'spot' },
  { paramName: paramNames.contractFeeRate, valueName: contractFeeRateDefault, keyName: 'contract' },
  {
    paramName: paramNames.contractMaintenanceRate,
    valueName: contractMaintenanceRateDefault,
    keyName: 'contract',
  },
  {
    paramName: paramNames.contractLeverageList,
    valueName: contractMultiplesDefault.join(','),
    keyName: 'contract',
  },
  { paramName: paramNames.totalSupply, valueName: '210000000', keyName: 'platform' },
  { paramName: paramNames.protectionFund, valueName: '12500000', keyName: 'platform' },
  { paramName: paramNames.userCount, valueName: '1286400', keyName: 'platform' },
  // Identity verification is required before every operation until an operator relaxes one (docs/operations.md).
  ...identityOperations.map((operation) => ({
    paramName: identityParamOf[operation],
    valueName: identityRequiredValue,
    keyName: 'kyc',
  })),
  // Withdrawals at or above these amounts need two different operators' approvals (docs/operations.md).
  {
    paramName: paramNames.withdrawFourEyesThresholds,
    valueName: fourEyesThresholdsDefault,
    keyName: 'withdraw',
  },
];

/** Parameters that are switches: '1' or '0', nothing else. */
export const switchParams: ReadonlySet<string> = new Set(Object.values(identityParamOf));

/** Whole seconds from 1 to this: a quote that lives longer than an hour is a typo, not a setting. */
export const paramSecondsMax = 3600;

/** Parameters that count whole seconds (1 to paramSecondsMax): a fraction or 0 would be refused where it is read. */
export const wholeSecondParams: ReadonlySet<string> = new Set([paramNames.exchangeQuoteSeconds]);

/** Values an operator may set must keep their kind: these parameters are decimal numbers. */
export const numericParams: ReadonlySet<string> = new Set([
  paramNames.secondContractFeeRate,
  paramNames.exchangeFeeRate,
  paramNames.exchangeQuoteSeconds,
  paramNames.spotFeeRate,
  paramNames.contractFeeRate,
  paramNames.contractMaintenanceRate,
  paramNames.totalSupply,
  paramNames.protectionFund,
  paramNames.userCount,
]);
