/**
 * Operator routes for the currency settings: the platform's deposit address per currency and network, and a
 * currency's withdrawal limits and fee (with its recharge minimum, kept as it is unless given). Each answers the
 * currency's settings as the wallet config call will show them.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPaths } from '../../../common/api-paths';
import { ApiError } from '../../http/api-error';
import { codeSuccess } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { CurrencySettingsService } from '../wallet/currency-settings-service';
import { actOf, asAdmin } from './route-roles';

const upperText = z.string().trim().toUpperCase();
const amountText = z.string().trim();

const addressBody = z.object({ currency: upperText, network: upperText, address: z.string().trim() });
const limitsBody = z.object({
  currency: upperText,
  min: amountText,
  max: amountText,
  fee: amountText,
  rechargeMin: amountText.optional(),
});

export function registerCurrencySettingsRoutes(
  app: FastifyInstance,
  currencySettings: CurrencySettingsService,
): void {
  async function settingsOf(currency: string) {
    const settings = await currencySettings.settingsFor(currency);
    if (!settings) throw new ApiError('FIELD_INVALID', { field: 'currency' });
    return settings;
  }

  app.post(adminPaths.depositAddress, asAdmin, async (request) => {
    const input = parseInput(addressBody, request.body);
    await currencySettings.setDepositAddress(input.currency, input.network, input.address, actOf(request));
    request.log.info(input, 'operator set a deposit address');
    return codeSuccess(await settingsOf(input.currency));
  });

  app.post(adminPaths.currencyLimits, asAdmin, async (request) => {
    const input = parseInput(limitsBody, request.body);
    const current = await settingsOf(input.currency);
    const settings = await currencySettings.setLimits(
      input.currency,
      {
        rechargeMin: input.rechargeMin ?? current.rechargeMin,
        withdrawMin: input.min,
        withdrawMax: input.max,
        withdrawFee: input.fee,
      },
      actOf(request),
    );
    request.log.info(input, 'operator set currency limits');
    return codeSuccess(settings);
  });
}
