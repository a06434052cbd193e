/**
 * The ops commands of the house: its book (per product and pair, the open exposure in each direction and the
 * counterparty's result today and in total), its limits, and setting one. The words are checked here first, so a
 * typo exits 2 with the usage before anything is sent; the server checks again and its refusal is printed as it is.
 */
import { adminPaths } from '../../common/api-paths';
import { moneyScale, parseDecimal } from '../../common/decimal';
import { quoteCoins } from '../../common/pairs';
import {
  houseLimitNames,
  houseProducts,
  isHouseLimitName,
  isHouseProduct,
} from '../modules/house/house-limit-names';
import type { HouseBookRow, HouseLimitEntry } from '../modules/house/house-service';
import type { OpsCommand } from './ops-command';
import { printTable } from './print-table';

/** The words a product uses for its two directions, for the book's columns. */
const directionWords: Record<string, [string, string]> = {
  second: ['up', 'down'],
  contract: ['up', 'down'],
  spot: ['buy', 'sell'],
};

function printLimits(entries: readonly HouseLimitEntry[]): void {
  printTable(
    entries.map((entry) => ({
      product: entry.product,
      limit: entry.name,
      value: entry.value,
      currency: entry.currency,
      updatedAt: entry.updatedAt,
    })),
  );
}

export const showHouse: OpsCommand = {
  usage:
    "house                                   per product and pair: open exposure, the house's result today and in total",
  matches: (argv) => argv.length === 1 && argv[0] === 'house',
  async run(client) {
    const rows = await client.get<HouseBookRow[]>(adminPaths.house);
    printTable(
      rows.map((row) => {
        const [one, two] = directionWords[row.product] ?? ['1', '2'];
        return {
          product: row.product,
          pair: row.symbol,
          currency: row.currency,
          exposure: `${one} ${row.exposureUp} / ${two} ${row.exposureDown}`,
          today: row.resultToday,
          total: row.resultTotal,
        };
      }),
    );
    return 0;
  },
};

export const listHouseLimits: OpsCommand = {
  usage: 'house limits                            the house limits per product and quote coin',
  matches: (argv) => argv.length === 2 && argv[0] === 'house' && argv[1] === 'limits',
  async run(client) {
    printLimits(await client.get<HouseLimitEntry[]>(adminPaths.houseLimits));
    return 0;
  },
};

/** What is wrong with the words of `house limits set`, or undefined when they can be sent. */
function setWordsProblem(words: readonly string[]): string | undefined {
  const [product = '', name = '', value = '', currency] = words;
  if (words.length < 3 || words.length > 4)
    return 'it takes PRODUCT NAME VALUE and, optionally, a quote coin';
  if (!isHouseProduct(product)) return `no product "${product}" (products: ${houseProducts.join(', ')})`;
  if (!isHouseLimitName(name)) return `no limit "${name}" (limits: ${houseLimitNames.join(', ')})`;
  const parsed = parseDecimal(value, { scaleMax: moneyScale });
  if (!parsed.ok || /^0(\.0*)?$/.test(parsed.value)) {
    return `"${value}" is not a number above 0 with at most ${moneyScale} decimal places`;
  }
  if (currency !== undefined && !(quoteCoins as readonly string[]).includes(currency.toUpperCase())) {
    return `no quote coin "${currency}" (quote coins: ${quoteCoins.join(', ')})`;
  }
  return undefined;
}

export const setHouseLimit: OpsCommand = {
  usage:
    'house limits set PRODUCT NAME VALUE [COIN]  change a limit (COIN: the quote coin, USDT when left out)',
  matches: (argv) => argv[0] === 'house' && argv[1] === 'limits' && argv[2] === 'set',
  async run(client, argv) {
    const words = argv.slice(3);
    const problem = setWordsProblem(words);
    if (problem) {
      process.stderr.write(`house limits set: ${problem}.\nUsage: npm run ops -- ${setHouseLimit.usage}\n`);
      return 2;
    }
    const [product, name, value, currency] = words;
    const entries = await client.put<HouseLimitEntry[]>(adminPaths.houseLimits, {
      product,
      name,
      value,
      ...(currency === undefined ? {} : { currency }),
    });
    const coin = (currency ?? 'USDT').toUpperCase();
    const saved = entries.find(
      (entry) => entry.product === product && entry.name === name && entry.currency === coin,
    );
    if (saved) process.stdout.write(`${saved.product} ${saved.name} = ${saved.value} ${saved.currency}\n`);
    printLimits(entries);
    return 0;
  },
};
