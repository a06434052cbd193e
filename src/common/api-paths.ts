/** Every path of the API in one place, so the client and the server cannot drift apart. */

export const marketPaths = {
  details: '/huobi/getDetails',
  tickersByQuoteCoin: '/huobi/getHuobiDetailsByQuoteCoin',
  kline: '/huobi/getKline',
  depth: '/huobi/getHuobiContractDepthV2',
  trades: '/huobi/getMarketTrade',
} as const;

export const paramPaths = {
  list: '/paramter/getParamListByKeyName',
  byName: '/paramter/getConfigByName',
} as const;

/** The operator API: reachable only with the operator token. */
export const adminPaths = {
  params: '/admin/params',
  param: '/admin/params/:name',
} as const;

export const healthPath = '/healthz';

/** The base path the PWA is served under. */
export const appBasePath = '/mobile/';

/** Names of the seeded parameters the client reads. */
export const paramNames = {
  customerServiceEmail: 'customer_service_email',
  customerServiceWs: 'customer_service_ws',
  secondContractFeeRate: 'contract_second_fee_rate',
  totalSupply: 'platform_total_supply',
  protectionFund: 'platform_protection_fund',
  userCount: 'platform_user_count',
} as const;

export interface ParamEntry {
  paramName: string;
  valueName: string;
  keyName: string;
}
