/**
 * The ops commands of launchpad listings (docs/operations.md "Launchpad listings"): list them, create one from a
 * JSON file, edit some fields of one. The server checks every value and its refusal is printed as it is.
 */
import fs from 'node:fs/promises';
import { adminPaths } from '../../common/api-paths';
import type { ListingSummary } from '../../common/launchpad-types';
import type { OpsCommand } from './ops-command';
import { printTable } from './print-table';

const stateNames: Record<number, string> = { 1: 'warming up', 2: 'joining', 3: 'ended' };

function printListings(entries: readonly ListingSummary[]): void {
  printTable(
    entries.map((entry) => ({
      id: entry.id,
      coin: entry.coin,
      state: `${stateNames[entry.state] ?? entry.state}${entry.allocated ? ' (allocated)' : ''}`,
      price: entry.price,
      offered: entry.offeredAmount,
      subscribed: entry.subscribedAmount,
      starts: new Date(entry.startsAt).toISOString(),
      ends: new Date(entry.endsAt).toISOString(),
    })),
  );
}

export const listListings: OpsCommand = {
  usage: 'listings list                           the launchpad listings, newest first',
  matches: (argv) => argv.length === 2 && argv[0] === 'listings' && argv[1] === 'list',
  async run(client) {
    printListings(await client.get<ListingSummary[]>(adminPaths.listings));
    return 0;
  },
};

export const createListing: OpsCommand = {
  usage: 'listings create FILE.json               create a listing (JSON shape: docs/operations.md)',
  matches: (argv) => argv.length === 3 && argv[0] === 'listings' && argv[1] === 'create',
  async run(client, argv) {
    const file = argv[2] ?? '';
    let body: unknown;
    try {
      body = JSON.parse(await fs.readFile(file, 'utf8'));
    } catch (error) {
      process.stderr.write(`Cannot read a JSON listing from ${file}: ${(error as Error).message}\n`);
      return 1;
    }
    const listing = await client.post<ListingSummary>(adminPaths.listings, body);
    process.stdout.write(`Listing ${listing.id} created: ${listing.coin} at ${listing.price} USDT.\n`);
    printListings([listing]);
    return 0;
  },
};

/** `--field value` pairs; intro texts as `--intro.zh-CN "…"`. Answers undefined when they do not pair up. */
export function editFields(words: readonly string[]): Record<string, unknown> | undefined {
  if (words.length === 0 || words.length % 2 !== 0) return undefined;
  const fields: Record<string, unknown> = {};
  for (let index = 0; index < words.length; index += 2) {
    const flag = words[index] ?? '';
    if (!flag.startsWith('--') || flag.length <= 2) return undefined;
    const [name = '', locale] = flag.slice(2).split('.', 2);
    const value = words[index + 1] ?? '';
    if (locale === undefined) fields[name] = value;
    else fields[name] = { ...(fields[name] as object | undefined), [locale]: value };
  }
  return fields;
}

export const editListing: OpsCommand = {
  usage: 'listings edit ID --field value …        change fields (money and times only before the start)',
  matches: (argv) => argv.length >= 5 && argv[0] === 'listings' && argv[1] === 'edit',
  async run(client, argv) {
    const [, , id = '', ...rest] = argv;
    const fields = editFields(rest);
    if (!fields) {
      process.stderr.write('Give the changes as --field value pairs, e.g. --price 0.12 --name "New name".\n');
      return 1;
    }
    const listing = await client.patch<ListingSummary>(
      adminPaths.listing.replace(':id', encodeURIComponent(id)),
      fields,
    );
    process.stdout.write(
      `Listing ${listing.id} (${listing.coin}) changed: ${Object.keys(fields).join(', ')}.\n`,
    );
    printListings([listing]);
    return 0;
  },
};
