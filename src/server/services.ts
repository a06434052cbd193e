/**
 * Builds the services of the account areas from their dependencies, once per process: the app uses them to
 * answer requests, boot uses them to seed. Areas get each other's services, never each other's repositories.
 */
import type { Database } from './db/client';
import { createKeyedHasher } from './lib/keyed-hash';
import { createThrottle } from './lib/throttle';
import { createLedger } from './ledger/ledger';
import type { Mailer } from './mail/mailer';
import { createOutboxRepo } from './mail/outbox-repo';
import type { Clock } from './lib/clock';
import type { MarketFeed } from './market/feed';
import { createAuthService } from './modules/auth/auth-service';
import { createEmailCodes } from './modules/auth/email-codes';
import { createSessionStore } from './modules/auth/session-tokens';
import { createUserDirectory } from './modules/auth/user-directory-service';
import { createUsersRepo } from './modules/auth/users-repo';
import { createDepositService } from './modules/deposits/deposit-service';
import { createDepositsRepo } from './modules/deposits/deposits-repo';
import { createHelpRepo } from './modules/help/help-repo';
import { createHelpService } from './modules/help/help-service';
import { createKycRepo } from './modules/kyc/kyc-repo';
import { createKycService } from './modules/kyc/kyc-service';
import { createCurrencySettingsRepo } from './modules/wallet/currency-settings-repo';
import { createCurrencySettingsService } from './modules/wallet/currency-settings-service';
import { createWalletService } from './modules/wallet/wallet-service';
import { createUploadStore } from './uploads/upload-store';
import { createUploadsRepo } from './uploads/uploads-repo';

export interface ServiceDependencies {
  db: Database;
  clock: Clock;
  /** Uploads live in DATA_DIR/uploads. */
  dataDir: string;
  serverSecret: string;
  mailer: Mailer;
  feed: MarketFeed;
}

export function createAccountServices(deps: ServiceDependencies) {
  const { db, clock } = deps;
  const hasher = createKeyedHasher(deps.serverSecret);
  const sessions = createSessionStore(db, clock);
  const users = createUsersRepo(db);
  const userDirectory = createUserDirectory(users);
  const uploadStore = createUploadStore(deps.dataDir);
  const auth = createAuthService({
    db,
    clock,
    users,
    sessions,
    codes: createEmailCodes(db, clock, hasher),
    throttle: createThrottle(db, clock, hasher),
    hasher,
    mailer: deps.mailer,
  });
  const kyc = createKycService({
    db,
    clock,
    repo: createKycRepo(db),
    store: uploadStore,
    users: userDirectory,
  });
  const help = createHelpService(createHelpRepo(db));
  const ledger = createLedger({ db, clock });
  const wallet = createWalletService({ db, clock, ledger, feed: deps.feed });
  const currencySettings = createCurrencySettingsService({ repo: createCurrencySettingsRepo(db), clock });
  const deposits = createDepositService({
    db,
    clock,
    ledger,
    repo: createDepositsRepo(db),
    uploads: createUploadsRepo(db),
    store: uploadStore,
    users: userDirectory,
  });
  return {
    sessions,
    auth,
    kyc,
    help,
    ledger,
    wallet,
    currencySettings,
    deposits,
    outbox: createOutboxRepo(db),
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
