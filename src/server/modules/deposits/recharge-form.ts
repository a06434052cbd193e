/**
 * Reads and checks the recharge form (multipart: fields currency, network and amount, file proof) against the
 * currency settings the operator keeps: the currency is listed, the network is one of its chains with a platform
 * address, the amount is a plain decimal of at most 8 places and at least the currency's recharge minimum (spec
 * sections 5 and 9: less is neither recorded nor refunded), and the proof is an image. Checked in the order of the
 * form; the first failure is the answer and nothing is stored.
 */
import type { FastifyRequest } from 'fastify';
import { compare, isZero, parseDecimal, type DecimalString } from '../../../common/decimal';
import { currencyHasNetwork, networksByCurrency } from '../../../common/networks';
import type { WalletConfig } from '../../../common/wallet-types';
import { ApiError } from '../../http/api-error';
import {
  checkImage,
  readUploadForm,
  uploadFormLimits,
  type UploadForm,
  type UploadedImage,
} from '../../uploads/upload-form';
import { refuseTooLargeText } from '../../http/money-limit';

/** The limits @fastify/multipart enforces while it reads the stream: one proof. */
export const rechargeMultipartLimits = uploadFormLimits(1);

export type RawRechargeForm = UploadForm<'currency' | 'network' | 'amount', 'proof'>;

export interface RechargeInput {
  currency: string;
  network: string;
  /** The platform's deposit address on that network when the user submitted. */
  address: string;
  amount: DecimalString;
  proof: UploadedImage;
}

export function readRechargeForm(request: FastifyRequest): Promise<RawRechargeForm> {
  return readUploadForm(request, { fields: ['currency', 'network', 'amount'], files: ['proof'] });
}

function checkAmount(text: string | undefined): DecimalString {
  refuseTooLargeText(text);
  const parsed = parseDecimal(text ?? '');
  if (!parsed.ok || isZero(parsed.value)) throw new ApiError('RECHARGE_AMOUNT');
  return parsed.value;
}

export function checkRechargeForm(form: RawRechargeForm, config: WalletConfig): RechargeInput {
  const currency = (form.fields.currency ?? '').trim().toUpperCase();
  const settings = config.currencies.find((entry) => entry.currency === currency);
  if (!settings) throw new ApiError('RECHARGE_CURRENCY');
  const network = (form.fields.network ?? '').trim().toUpperCase();
  if (!currencyHasNetwork(currency, network)) {
    throw new ApiError('RECHARGE_NETWORK', {
      currency,
      networks: (networksByCurrency[currency] ?? []).join(', '),
    });
  }
  const address = settings.networks.find((entry) => entry.network === network)?.address ?? '';
  if (!address) throw new ApiError('RECHARGE_NETWORK_CLOSED', { currency, network });
  const amount = checkAmount(form.fields.amount);
  if (compare(amount, settings.rechargeMin as DecimalString) < 0) {
    throw new ApiError('RECHARGE_BELOW_MINIMUM', { min: settings.rechargeMin, currency });
  }
  const proof = form.files.proof;
  if (!proof) throw new ApiError('RECHARGE_PROOF_MISSING');
  return { currency, network, address, amount, proof: checkImage(proof) };
}
