/** The address-book calls (docs/api.md "Withdrawal addresses"): list, save (add or edit) and delete one's entries. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fundingPaths } from '../../../common/api-paths';
import { isWalletCurrency } from '../../../common/wallet-types';
import { codeSuccess } from '../../http/envelope';
import { requireUser, userIdOf } from '../../http/require-user';
import { rowIdField } from '../../http/row-id';
import { parseInput } from '../../http/validate';
import { translate } from '../../i18n/translate';
import type { SessionStore } from '../auth';
import { addressBookMessages } from './address-book-messages';
import type { AddressBookService } from './address-book-service';

export interface AddressBookRouteOptions {
  addressBook: AddressBookService;
  sessions: SessionStore;
}

const text = z.string();

const listBody = z.object({
  currency: z.union([z.literal(''), z.string().trim().toUpperCase().refine(isWalletCurrency)]).optional(),
});
const saveBody = z.object({
  id: z.union([z.literal(''), rowIdField]).optional(),
  currency: text.trim().min(1),
  network: text.trim().min(1),
  address: text.trim().min(1),
  remark: text.default(''),
});
const deleteBody = z.object({ id: rowIdField });

export async function addressBookRoutes(
  app: FastifyInstance,
  { addressBook, sessions }: AddressBookRouteOptions,
) {
  const preHandler = requireUser(sessions);

  app.post(fundingPaths.addressList, { preHandler }, async (request) => {
    const { currency } = parseInput(listBody, request.body);
    const data = await addressBook.list(userIdOf(request), currency || undefined);
    return codeSuccess(data, translate(request.locale, addressBookMessages.success));
  });

  app.post(fundingPaths.addressSave, { preHandler }, async (request) => {
    const input = parseInput(saveBody, request.body);
    const data = await addressBook.save(userIdOf(request), { ...input, id: input.id || undefined });
    return codeSuccess(data, translate(request.locale, addressBookMessages.saved));
  });

  app.post(fundingPaths.addressDelete, { preHandler }, async (request) => {
    const { id } = parseInput(deleteBody, request.body);
    await addressBook.remove(userIdOf(request), id);
    return codeSuccess({ id: String(id) }, translate(request.locale, addressBookMessages.deleted));
  });
}
