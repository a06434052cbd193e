/**
 * What the operator configures for leveraged positions, read from the parameters on every call (an operator's
 * change applies to the next position at once): the multiples (`contract_leverage_list`), the fee rate and the
 * maintenance rate. A position keeps the rates it opened with: its fee is paid and its liquidation price stored.
 */
import { paramNames } from '../../../common/api-paths';
import { configuredRate } from '../../../common/configured-rate';
import type { RiskRates } from '../../../common/contract-maths';
import { parseLeverageList } from '../../../common/contract-leverage';
import { contractMultiplesDefault } from '../../../common/constants';
import type { DecimalString } from '../../../common/decimal';
import { contractFeeRateDefault, contractMaintenanceRateDefault } from '../../../common/money-constants';
import type { ContractConfig } from '../../../common/trading-types';
import { ApiError } from '../../http/api-error';
import type { ParamsService } from '../params/params-service';

/** Positions are margined in this coin only, so only its pairs take positions (spec: the USDT tab of type 3). */
export const contractQuoteCoin = 'USDT';

export type ContractParams = Pick<ParamsService, 'get'>;

/** A parameter's value, or undefined when it was never seeded (a database older than the parameter). */
async function paramValue(params: ContractParams, name: string): Promise<string | undefined> {
  try {
    return (await params.get(name)).valueName;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'UNKNOWN_PARAM') return undefined;
    throw error;
  }
}

async function rateParam(params: ContractParams, name: string, fallback: DecimalString) {
  return configuredRate(await paramValue(params, name), fallback);
}

export async function readRiskRates(params: ContractParams): Promise<RiskRates> {
  return {
    feeRate: await rateParam(params, paramNames.contractFeeRate, contractFeeRateDefault),
    maintenanceRate: await rateParam(
      params,
      paramNames.contractMaintenanceRate,
      contractMaintenanceRateDefault,
    ),
  };
}

/**
 * The configured multiples, ascending. Every write of the parameter is checked (params service), so a list that
 * does not parse was edited in the database by hand: no multiple is offered then, rather than one nobody chose.
 */
export async function readMultiples(params: ContractParams): Promise<number[]> {
  const value = await paramValue(params, paramNames.contractLeverageList);
  if (value === undefined) return [...contractMultiplesDefault];
  const parsed = parseLeverageList(value);
  return parsed.ok ? parsed.multiples : [];
}

export async function readContractConfig(params: ContractParams): Promise<ContractConfig> {
  const rates = await readRiskRates(params);
  return {
    multiples: await readMultiples(params),
    feeRate: rates.feeRate,
    maintenanceRate: rates.maintenanceRate,
    quoteCoins: [contractQuoteCoin],
  };
}
