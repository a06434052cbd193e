/**
 * Builds the services of the account areas from their dependencies, once per process: the app uses them to
 * answer requests, boot uses them to seed. Areas get each other's services, never each other's repositories.
 */
import type { Database } from './db/client';
import { createKeyedHasher } from './lib/keyed-hash';
import { createThrottle } from './lib/throttle';
import { createLedger, type Ledger } from './ledger/ledger';
import type { Mailer } from './mail/mailer';
import { createOutboxRepo } from './mail/outbox-repo';
import type { Clock } from './lib/clock';
import type { MarketFeed } from './market/feed';
import { createAuthService } from './modules/auth/auth-service';
import { createEmailCodes } from './modules/auth/email-codes';
import { createLoginHistoryRepo } from './modules/auth/login-history-repo';
import { createSessionStore } from './modules/auth/session-tokens';
import { createUserDirectory, type UserDirectory } from './modules/auth/user-directory-service';
import type { AuthService } from './modules/auth/auth-service';
import type { KycService } from './modules/kyc/kyc-service';
import type { CurrencySettingsService } from './modules/wallet/currency-settings-service';
import { createUsersRepo } from './modules/auth/users-repo';
import { createPasswordHashing, type PasswordHashing } from './modules/auth/password-hashing';
import { createDepositService } from './modules/deposits/deposit-service';
import { createDepositsRepo } from './modules/deposits/deposits-repo';
import { createHelpRepo } from './modules/help/help-repo';
import { createHelpService } from './modules/help/help-service';
import { createKycRepo } from './modules/kyc/kyc-repo';
import { createKycService } from './modules/kyc/kyc-service';
import { createCurrencySettingsRepo } from './modules/wallet/currency-settings-repo';
import { createCurrencySettingsService } from './modules/wallet/currency-settings-service';
import { createExchangeService } from './modules/wallet/exchange-service';
import { createWalletService } from './modules/wallet/wallet-service';
import { createUploadStore } from './uploads/upload-store';
import { createUploadsRepo } from './uploads/uploads-repo';
import { createAddressBookRepo } from './modules/address-book/address-book-repo';
import { createAddressBookService } from './modules/address-book/address-book-service';
import { createBankCardsRepo } from './modules/bank-cards/bank-cards-repo';
import { createBankCardsService } from './modules/bank-cards/bank-cards-service';
import { createWithdrawalsRepo } from './modules/withdrawals/withdrawals-repo';
import { createWithdrawalsService } from './modules/withdrawals/withdrawals-service';
import { createParamsRepo } from './modules/params/params-repo';
import { createParamsService, type ParamsService } from './modules/params/params-service';
// Leveraged contracts (trading issue).
import { createContractsService } from './modules/contracts/contracts-service';
import { createSpotService } from './modules/spot/spot-service';
import { createSecondContractService } from './modules/second-contract/second-contract-service';
// House limits (house brief).
import { createHouseService } from './modules/house/house-service';
// Launchpad (issue 9).
import { createLaunchpadService } from './modules/launchpad/launchpad-service';
// Messages and invitations (issue 9).
import { createMessagesRepo } from './modules/messages/messages-repo';
import { createMessagesService } from './modules/messages/messages-service';
import { createInvitationsService } from './modules/invitations/invitations-service';
import type { IdentityOperation, RequireIdentity } from './modules/kyc/identity-requirement';

export interface ServiceDependencies {
  db: Database;
  clock: Clock;
  /** Uploads live in DATA_DIR/uploads. */
  dataDir: string;
  serverSecret: string;
  mailer: Mailer;
  feed: MarketFeed;
  /** Password hashing at production's argon2id cost unless a test injects a cheap one. */
  passwords?: PasswordHashing;
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
    loginHistory: createLoginHistoryRepo(db),
    codes: createEmailCodes(db, clock, hasher),
    throttle: createThrottle(db, clock, hasher),
    hasher,
    mailer: deps.mailer,
    passwords: deps.passwords ?? createPasswordHashing(),
  });
  const params = createParamsService(createParamsRepo(db));
  const kyc = createKycService({
    db,
    clock,
    repo: createKycRepo(db),
    store: uploadStore,
    users: userDirectory,
    params,
  });
  /** Spec section 6: each operation's identity check, bound to its operation. */
  const identityFor =
    (operation: IdentityOperation): RequireIdentity =>
    (userId) =>
      kyc.requireVerifiedFor(userId, operation);
  const help = createHelpService(createHelpRepo(db));
  const ledger = createLedger({ db, clock });
  // Launchpad service (issue 9).
  const launchpad = createLaunchpadService({
    db,
    clock,
    ledger,
    verifyTradePassword: (userId, password) => auth.verifyTradePassword(userId, password),
    requireIdentity: identityFor('launchpad'),
  });

  // The asset list shows the launchpad's locked coins beside their frozen balance.
  const wallet = createWalletService({
    db,
    clock,
    ledger,
    feed: deps.feed,
    coinLocks: launchpad.locksOf,
    requireIdentity: identityFor('transfer'),
  });
  const exchange = createExchangeService({
    db,
    clock,
    ledger,
    feed: deps.feed,
    params,
    requireIdentity: identityFor('exchange'),
  });
  const currencySettings = createCurrencySettingsService({
    db,
    repo: createCurrencySettingsRepo(db),
    clock,
  });
  const deposits = createDepositService({
    db,
    clock,
    ledger,
    repo: createDepositsRepo(db),
    uploads: createUploadsRepo(db),
    store: uploadStore,
    users: userDirectory,
  });
  const withdrawalSide = createWithdrawalServices({
    db,
    clock,
    params,
    users: userDirectory,
    auth,
    kyc,
    ledger,
    currencySettings,
  });
  // Trading services (issue 8): spot, leveraged contracts, second contracts.
  // House limits (house brief): every placement below checks them in its own transaction.
  const house = createHouseService({ db, clock });
  const spot = createSpotService({ db, clock, ledger, house, requireIdentity: identityFor('spot') });
  const contracts = createContractsService({
    db,
    clock,
    ledger,
    feed: deps.feed,
    params,
    house,
    requireIdentity: identityFor('contract'),
  });
  // Second contracts (second-contract slice): timed up/down orders, their durations and records.
  const secondContract = createSecondContractService({
    db,
    clock,
    ledger,
    feed: deps.feed,
    params,
    house,
    requireIdentity: identityFor('second'),
  });

  // Messages and invitation services (issue 9).
  const messages = createMessagesService({
    db,
    clock,
    repo: createMessagesRepo(db),
    findUserIdByEmail: (email) => auth.findUserIdByEmail(email),
  });
  const invitations = createInvitationsService({ users: userDirectory });

  return {
    // Trading services in the answer.
    spot,
    contracts,
    secondContract,
    house,

    // Launchpad in the answer.
    launchpad,

    // Messages and invitations in the answer.
    messages,
    invitations,

    sessions,
    auth,
    kyc,
    help,
    ledger,
    wallet,
    currencySettings,
    deposits,
    ...withdrawalSide,
    exchange,
    outbox: createOutboxRepo(db),
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;

/** The withdrawal side of funding: the address book, bank cards and withdrawals (which read the other two areas). */
function createWithdrawalServices(deps: {
  db: Database;
  clock: Clock;
  params: ParamsService;
  users: UserDirectory;
  auth: AuthService;
  kyc: KycService;
  ledger: Ledger;
  currencySettings: CurrencySettingsService;
}) {
  const { db, clock, users } = deps;
  const addressBook = createAddressBookService({ db, clock, users, repo: createAddressBookRepo(db) });
  const bankCards = createBankCardsService({ db, clock, users, repo: createBankCardsRepo(db) });
  const withdrawals = createWithdrawalsService({
    db,
    clock,
    users,
    ledger: deps.ledger,
    repo: createWithdrawalsRepo(db),
    params: deps.params,
    addressBook,
    currencySettings: deps.currencySettings,
    requireIdentity: (userId) => deps.kyc.requireVerifiedFor(userId, 'withdraw'),
    verifyTradePassword: (userId, password) => deps.auth.verifyTradePassword(userId, password),
  });
  return { addressBook, bankCards, withdrawals };
}
