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

/** The spec's user calls (section 7) and the account calls designed in their style (docs/api.md). */
export const userPaths = {
  sendEmailCode: '/user/sendEmailCode',
  emailVerification: '/user/emailVerification',
  register: '/user/register',
  login: '/user/login',
  info: '/user/info',
  setTransactionPwd: '/user/setTransactionPwd',
  updatePwd: '/user/updatePwd',
  forgetPwd: '/user/forgetPwd',
  sendEmailCodeForget: '/user/sendEmailCodeForget',
  sendEmailCodeTradePwd: '/user/sendEmailCodeTradePwd',
  resetTransactionPwd: '/user/resetTransactionPwd',
  logout: '/user/logout',
  /** The security screen's data: recent sign-ins and the masked anti-phishing code (docs/api.md "Account safety"). */
  safety: '/user/safety',
  logoutOtherDevices: '/user/logoutOtherDevices',
  setAntiPhishingCode: '/user/setAntiPhishingCode',
  /** Removes the anti-phishing code, proven with the trade password. */
  clearAntiPhishingCode: '/user/clearAntiPhishingCode',
  kycInfo: '/user/kyc/info',
  kycSubmit: '/user/kyc/submit',
  /** GET /user/file/:fileId — an uploaded image, for its owner (and the operator API) only. */
  file: '/user/file/:fileId',
} as const;

/** The wallet calls of the spec's second-contract client (base path /bb, section 7) and their siblings. */
export const walletPaths = {
  assets: '/bb/contract/contract/getAssets',
  assetsRecord: '/bb/contract/contract/getAssetsRecord',
  transfer: '/bb/contract/contract/transfer',
} as const;

/**
 * Money in and out and what the user keeps for it: the wallet config (limits, networks, deposit addresses),
 * recharge with a proof, withdrawal to a saved address, the address book, bank cards and the flash exchange.
 * Designed in the style of the /bb calls (`{code: 1, data, msg}`); docs/api.md "Assets".
 */
export const fundingPaths = {
  config: '/wallet/config',
  rechargeSubmit: '/wallet/recharge/submit',
  withdrawSubmit: '/wallet/withdraw/submit',
  addressList: '/wallet/address/list',
  addressSave: '/wallet/address/save',
  addressDelete: '/wallet/address/delete',
  bankCardList: '/wallet/bank-card/list',
  bankCardAdd: '/wallet/bank-card/add',
  bankCardDelete: '/wallet/bank-card/delete',
  exchangeQuote: '/wallet/exchange/quote',
  exchangeSubmit: '/wallet/exchange/submit',
} as const;

/** The spec's second-contract calls (section 7, base path /bb): `{code: 200, result, message}`. */
export const secondContractPaths = {
  getConfig: '/bb/contract/app/contract/second/getConfig',
  createOrder: '/bb/contract/app/contract/second/createOrder',
  getContractRecord: '/bb/contract/app/contract/second/getContractRecord',
  getContractRecordById: '/bb/contract/app/contract/second/getContractRecordById',
} as const;

/** Spot limit orders, designed in the main client's style (`{code: 1, data, msg}`); docs/api.md "Trading". */
export const spotPaths = {
  place: '/trade/order/place',
  cancel: '/trade/order/cancel',
  list: '/trade/order/list',
} as const;

/** Leveraged contract positions, in the same style; docs/api.md "Trading". */
export const contractPaths = {
  config: '/contract/position/config',
  open: '/contract/position/open',
  close: '/contract/position/close',
  list: '/contract/position/list',
} as const;

/** The launchpad (new-coin sales), in the main client's style; docs/api.md "Launchpad". */
export const launchpadPaths = {
  list: '/launchpad/list',
  detail: '/launchpad/detail',
  join: '/launchpad/join',
  records: '/launchpad/records',
} as const;

/** The inbox; docs/api.md "Messages". */
export const messagePaths = {
  list: '/message/list',
  detail: '/message/detail',
  readAll: '/message/readAll',
} as const;

/** Invitations: who registered with the caller's code; docs/api.md "Invitations". */
export const invitePaths = {
  records: '/invite/records',
} as const;

export const helpPaths = {
  articles: '/help/articles',
  article: '/help/article',
} as const;

/** The operator API: reachable only with the operator token. */
export const adminPaths = {
  params: '/admin/params',
  param: '/admin/params/:name',
  kycList: '/admin/kyc',
  kycApprove: '/admin/kyc/:id/approve',
  kycReject: '/admin/kyc/:id/reject',
  kycFile: '/admin/file/:fileId',
  outbox: '/admin/outbox',
  ledgerCheck: '/admin/ledger/check',
  ledgerCredit: '/admin/ledger/credit',
  deposits: '/admin/deposits',
  depositApprove: '/admin/deposits/:id/approve',
  depositReject: '/admin/deposits/:id/reject',
  depositAddress: '/admin/wallet/addresses',
  currencyLimits: '/admin/wallet/limits',
  // Withdrawal review (issue 7).
  withdrawals: '/admin/withdrawals',
  withdrawalApprove: '/admin/withdrawals/:id/approve',
  withdrawalReject: '/admin/withdrawals/:id/reject',
  // Trading (issue 8).
  secondConfig: '/admin/second/config',
  // Launchpad and messages (issue 9).
  listings: '/admin/listings',
  listing: '/admin/listings/:id',
  messagePost: '/admin/messages',
  // Engine states and house limits (house brief).
  engines: '/admin/engines',
  engineResume: '/admin/engines/:name/resume',
  house: '/admin/house',
  houseLimits: '/admin/house/limits',
  // Operators and the audit trail (issue 25).
  operators: '/admin/operators',
  operatorRevoke: '/admin/operators/:name/revoke',
  audit: '/admin/audit',
  /** The operator the bearer token names: `{name, role}`. */
  whoami: '/admin/whoami',
  // User administration and corrections (issue 25, users).
  user: '/admin/users/:who',
  userFreeze: '/admin/users/:who/freeze',
  userUnfreeze: '/admin/users/:who/unfreeze',
  userLogout: '/admin/users/:who/logout',
  ledgerDebit: '/admin/ledger/debit',
  ledgerReverse: '/admin/ledger/reverse',
} as const;

/**
 * Provably fair simulated prices (docs/api.md "Market fairness"): public, form-encoded, `{code: 1, data, msg}`.
 * `days` lists each UTC day's commitment (published before the day) and its secret (after it); `price` recomputes
 * one second's price from revealed secrets only.
 */
export const fairnessPaths = {
  days: '/fairness/days',
  price: '/fairness/price',
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
  exchangeFeeRate: 'exchange_fee_rate',
  exchangeQuoteSeconds: 'exchange_quote_seconds',
  spotFeeRate: 'spot_fee_rate',
  contractFeeRate: 'contract_fee_rate',
  contractMaintenanceRate: 'contract_maintenance_rate',
  /** Comma-separated multiples, ascending: `5,10,20,50,100` (`npm run ops -- leverage set`). */
  contractLeverageList: 'contract_leverage_list',
  /** Identity verification before each kind of operation (spec section 6): '1' required, '0' not. */
  kycRequiredTransfer: 'kyc_required_transfer',
  kycRequiredSpot: 'kyc_required_spot',
  kycRequiredContract: 'kyc_required_contract',
  kycRequiredSecond: 'kyc_required_second',
  kycRequiredExchange: 'kyc_required_exchange',
  kycRequiredLaunchpad: 'kyc_required_launchpad',
  kycRequiredWithdraw: 'kyc_required_withdraw',
  /** Four-eyes withdrawals: `CURRENCY:AMOUNT` pairs, e.g. `BTC:0.2,USDT:10000` (docs/operations.md). */
  withdrawFourEyesThresholds: 'withdraw_four_eyes_thresholds',
} as const;

export interface ParamEntry {
  paramName: string;
  valueName: string;
  keyName: string;
}
