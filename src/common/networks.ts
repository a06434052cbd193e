/**
 * The chains each listed currency moves on, and the address format of each chain. The recharge and withdrawal
 * forms offer these networks; the address book, the server and the operator's `addresses set` check an address
 * against its network's format (the shape of the address: prefix, alphabet and length; no checksum).
 */

export const networks = ['TRC20', 'ERC20', 'BTC', 'LTC', 'DOGE', 'XRP', 'ADA', 'EOS'] as const;
export type Network = (typeof networks)[number];

/** Networks per currency (USDT: TRC20 or ERC20; every other coin its own chain, ETH on ERC20). */
export const networksByCurrency: Readonly<Record<string, readonly Network[]>> = {
  USDT: ['TRC20', 'ERC20'],
  BTC: ['BTC'],
  ETH: ['ERC20'],
  LTC: ['LTC'],
  EOS: ['EOS'],
  ADA: ['ADA'],
  XRP: ['XRP'],
  DOGE: ['DOGE'],
};

/** Confirmations a deposit needs on its chain before it is credited; the recharge screen states them. */
export const depositConfirmations = 12;

const base58 = '1-9A-HJ-NP-Za-km-z';
const bech32 = '02-9ac-hj-np-z';

/** One pattern per network: the whole address, anchored. */
const addressPatterns: Readonly<Record<Network, RegExp>> = {
  // Tron: base58, 34 characters, starting with T.
  TRC20: new RegExp(`^T[${base58}]{33}$`),
  // Ethereum and its tokens: 0x and 40 hexadecimal digits.
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  // Bitcoin: legacy and script addresses (1…, 3…) or native SegWit/Taproot (bc1…, lowercase).
  BTC: new RegExp(`^(?:[13][${base58}]{25,34}|bc1[${bech32}]{11,71})$`),
  // Litecoin: L…, M…, 3… or ltc1… SegWit.
  LTC: new RegExp(`^(?:[LM3][${base58}]{26,33}|ltc1[${bech32}]{11,71})$`),
  // Dogecoin: D…, 34 characters.
  DOGE: new RegExp(`^D[5-9A-HJ-NP-U][${base58}]{32}$`),
  // XRP Ledger classic addresses: r…, 25 to 35 characters (the ripple alphabet has base58's characters).
  XRP: new RegExp(`^r[${base58}]{24,34}$`),
  // Cardano: Shelley addr1… (bech32) or Byron (Ae2…, DdzFf…).
  ADA: new RegExp(`^(?:addr1[${bech32}]{53,110}|(?:Ae2|DdzFf)[${base58}]{40,120})$`),
  // EOS account names: 1 to 12 of a–z, 1–5 and dots, not ending with a dot.
  EOS: /^[a-z1-5.]{0,11}[a-z1-5]$/,
};

export function isNetwork(value: string): value is Network {
  return (networks as readonly string[]).includes(value);
}

/** Whether `network` is one the currency moves on. */
export function currencyHasNetwork(currency: string, network: string): network is Network {
  return networksByCurrency[currency]?.includes(network as Network) ?? false;
}

/** Whether `address` has the format of `network` (surrounding spaces are the caller's to trim). */
export function isAddressOf(network: Network, address: string): boolean {
  return addressPatterns[network].test(address);
}

/** Seeded platform deposit addresses for development and the demo; operators set real ones (`addresses set`). */
export const seedDepositAddresses: Readonly<Record<Network, string>> = {
  TRC20: 'TSm5iFmEEAQksLr7ugbr6Hxyuf1GSfLbWu',
  ERC20: '0x852ce2af7baf684216e49ae5d2558974e18b82ab',
  BTC: 'bc1qlq3rgyksguvvkm7290kjgsurtqckvtamxknwtr',
  LTC: 'ltc1q3sgng0xekg20c4ptyv8frl7tscluc207lde62q',
  DOGE: 'D82MnKuMRQhULLdACQeD1qYiT27XSbisRU',
  XRP: 'rDJd9tgxNfu7RUSh1iexSAiPgRo9wNkZt6',
  ADA: 'addr1q68srgrsnklkh5gpyaft6zh8m4yac52kunz38r8lzgwl6n8ecjumu2klrrjpkzahwu2zt2mnmdk5ctc6edn7hgev7r5w2',
  EOS: 'petrelwallet',
};
