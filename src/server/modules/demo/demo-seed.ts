/**
 * The demo account (SEED_DEMO, on by default outside production), created on first start when missing: a
 * verified user with a trade password, so every screen of the app can be tried at once. Its credentials are
 * public (README); production turns the seed off.
 */
import { kycStatus } from '../../../common/user-types';
import { ApiError } from '../../http/api-error';
import { drawPng, type Rgb } from '../../lib/png';
import type { AuthService } from '../auth';
import type { WalletService } from '../wallet/wallet-service';
import type { KycService } from '../kyc/kyc-service';

export const demoAccount = {
  email: 'demo@petrel.exchange',
  password: 'Petrel2026',
  tradePassword: '246810',
  realName: 'Demo User',
  idNumber: 'PD20260001',
} as const;

const cardWidth = 320;
const cardHeight = 200;
const paper: Rgb = [236, 240, 245];
const ink: Rgb = [96, 108, 128];
const accent: Rgb = [22, 119, 255];

/** A plain drawing of an ID card: a coloured band, a photo box and lines of "text". */
function demoCardFront(): Buffer {
  return drawPng(cardWidth, cardHeight, paper, [
    { x: 0, y: 0, width: cardWidth, height: 36, color: accent },
    { x: 20, y: 56, width: 84, height: 110, color: [180, 190, 205] },
    { x: 124, y: 64, width: 160, height: 10, color: ink },
    { x: 124, y: 92, width: 120, height: 10, color: ink },
    { x: 124, y: 120, width: 140, height: 10, color: ink },
  ]);
}

function demoCardBack(): Buffer {
  return drawPng(cardWidth, cardHeight, paper, [
    { x: 0, y: 24, width: cardWidth, height: 40, color: [40, 44, 52] },
    { x: 20, y: 96, width: 280, height: 8, color: ink },
    { x: 20, y: 120, width: 240, height: 8, color: ink },
    { x: 20, y: 144, width: 200, height: 8, color: ink },
  ]);
}

/** What the demo account starts with in its coin account, so that every money screen has something to show. */
export const demoOpeningBalances = [
  ['USDT', '10000'],
  ['BTC', '0.5'],
  ['ETH', '5'],
] as const;

/**
 * Credits the opening balances through the ledger, each under a fixed reference: every start may call it (also on
 * a data directory made before the ledger existed), and each credit applies once.
 */
async function creditOpeningBalances(wallet: WalletService, userId: number): Promise<void> {
  for (const [currency, amount] of demoOpeningBalances) {
    await wallet.credit({
      userId,
      currency,
      amount,
      reason: 'demo account opening balance',
      reference: `demo-opening:${currency}`,
    });
  }
}

/** Creates the demo account unless it exists, and its opening balances; answers whether it created the account. */
export async function seedDemoAccount(
  auth: AuthService,
  kyc: KycService,
  wallet: WalletService,
): Promise<boolean> {
  const existing = await auth.findUserIdByEmail(demoAccount.email);
  if (existing !== undefined) {
    await creditOpeningBalances(wallet, existing);
    return false;
  }
  // Both hashes at once: each runs on a thread of its own, so a first start waits for one, not two.
  const [passwordHash, tradePasswordHash] = await Promise.all([
    auth.hashPassword(demoAccount.password),
    auth.hashPassword(demoAccount.tradePassword),
  ]);
  let userId: number;
  try {
    userId = await auth.createAccount({
      email: demoAccount.email,
      passwordHash,
      tradePasswordHash,
      inviterId: null,
      locale: 'en-US',
    });
  } catch (error) {
    // Another server process seeded it a moment ago.
    if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') return false;
    throw error;
  }
  if ((await kyc.statusOf(userId)) === kycStatus.unverified) {
    await kyc.seedVerified(userId, {
      realName: demoAccount.realName,
      idNumber: demoAccount.idNumber,
      front: { bytes: demoCardFront(), mimeType: 'image/png' },
      back: { bytes: demoCardBack(), mimeType: 'image/png' },
    });
  }
  await creditOpeningBalances(wallet, userId);
  return true;
}
