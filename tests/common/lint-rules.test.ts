// Proves Petrel's own lint rules refuse what they promise and let the rest pass: module boundaries (only through a
// service, for modules and engines alike; no module imports an engine), the ledger's tables (only from ledger/),
// and floats wherever money is computed (ESLint's RuleTester).
import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { noFloatMoney } from '../../eslint-rules/no-float-money.js';
import { serverBoundaries } from '../../eslint-rules/server-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const server = path.resolve(import.meta.dirname, '..', '..', 'src', 'server');
const at = (relative: string): string => path.join(server, relative);

describe('server-boundaries: modules', () => {
  tester.run('server-boundaries', serverBoundaries, {
    valid: [
      {
        filename: at('modules/admin/routes.ts'),
        code: "import type { KycService } from '../kyc/kyc-service';",
      },
      { filename: at('modules/kyc/routes.ts'), code: "import type { SessionStore } from '../auth';" },
      { filename: at('modules/demo/demo-seed.ts'), code: "import { hashPassword } from '../auth/index';" },
      { filename: at('modules/kyc/kyc-service.ts'), code: "import type { KycRepo } from './kyc-repo';" },
      {
        filename: at('modules/kyc/routes.ts'),
        code: "import { sendPrivateImage } from '../../http/send-private-image';",
      },
      { filename: at('app.ts'), code: "import { createKycRepo } from './modules/kyc/kyc-repo';" },
      { filename: at('modules/kyc/kyc-repo.ts'), code: "import { kycSubmissions } from '../../db/schema';" },
    ],
    invalid: [
      {
        // The import that admin/kyc-review-routes had before sendPrivateImage moved to http/.
        filename: at('modules/admin/kyc-review-routes.ts'),
        code: "import { sendPrivateImage } from '../kyc/routes';",
        errors: [{ message: /through its service/ }],
      },
      {
        filename: at('modules/kyc/kyc-service.ts'),
        code: "import type { UsersRepo } from '../auth/users-repo';",
        errors: [{ message: /Module "kyc" must reach module "auth"/ }],
      },
      {
        filename: at('modules/kyc/routes.ts'),
        code: "export { sessionOf } from '../auth/session-tokens';",
        errors: 1,
      },
      {
        filename: at('modules/params/routes.ts'),
        code: "const repo = await import('../kyc/internal/helpers.ts');",
        errors: 1,
      },
    ],
  });
});

describe('server-boundaries: engines', () => {
  tester.run('server-boundaries', serverBoundaries, {
    valid: [
      {
        filename: at('engines/contract-positions/index.ts'),
        code: "import { createContractsRepo, decidePosition } from '../../modules/contracts';",
      },
      {
        filename: at('engines/spot-fills/spot-fill-engine.ts'),
        code: "import { createSpotRepo } from '../../modules/spot/index';",
      },
      {
        filename: at('engines/engine-dependencies.ts'),
        code: "import type { ParamsService } from '../modules/params/params-service';",
      },
      {
        filename: at('engines/spot-fills/spot-fill-engine.ts'),
        code: "import type { Engine } from '../engine-loop';",
      },
      { filename: at('app.ts'), code: "import { createTradingEngines } from './engines';" },
      {
        filename: at('ops/engine-commands.ts'),
        code: "import type { EngineStatus } from '../../common/engine-types';",
      },
      {
        filename: at('modules/admin/engine-routes.ts'),
        code: "import type { EngineStatus } from '../../../common/engine-types';",
      },
    ],
    invalid: [
      {
        // The imports engines/contract-positions had before the contracts module gained its index.
        filename: at('engines/contract-positions/index.ts'),
        code: "import { createContractsRepo } from '../../modules/contracts/contracts-repo';",
        errors: [{ message: /An engine must reach module "contracts" through its service/ }],
      },
      {
        filename: at('engines/contract-positions/index.ts'),
        code: "import { readRiskRates } from '../../modules/contracts/contract-config';",
        errors: 1,
      },
      {
        filename: at('engines/launchpad/index.ts'),
        code: "export { allocationMovement } from '../../modules/launchpad/launchpad-movements';",
        errors: [{ message: /An engine must reach module "launchpad"/ }],
      },
      {
        filename: at('engines/second-contract/due-orders.ts'),
        code: "const repo = await import('../../modules/second-contract/second-orders-repo');",
        errors: 1,
      },
      {
        // The import contracts-service had before the decision moved into the module.
        filename: at('modules/contracts/contracts-service.ts'),
        code: "import { decidePosition } from '../../engines/contract-positions/decide-position';",
        errors: [{ message: /Module "contracts" must not import an engine/ }],
      },
      {
        // A type is an import too: the admin routes receive the engine runner by injection instead.
        filename: at('modules/admin/engine-routes.ts'),
        code: "import type { EngineRunner } from '../../engines/engine-loop';",
        errors: [{ message: /Module "admin" must not import an engine/ }],
      },
      {
        filename: at('modules/spot/spot-service.ts'),
        code: "import { createTradingEngines } from '../../engines';",
        errors: 1,
      },
      {
        filename: at('modules/spot/spot-service.ts'),
        code: "export * from '../../engines/spot-fills/decide-fill';",
        errors: 1,
      },
    ],
  });
});

describe('server-boundaries: ledger tables', () => {
  tester.run('server-boundaries', serverBoundaries, {
    valid: [
      { filename: at('ledger/post-transfer.ts'), code: "import { balances } from '../db/schema/ledger';" },
      {
        filename: at('ledger/journal/entries.ts'),
        code: "import { journal } from '../../db/schema/ledger/journal';",
      },
      { filename: at('db/schema/ledger.ts'), code: "import { users } from './users';" },
      { filename: at('db/schema/index.ts'), code: "export * from './kyc';" },
    ],
    invalid: [
      {
        filename: at('modules/kyc/kyc-repo.ts'),
        code: "import { balances } from '../../db/schema/ledger';",
        errors: [{ message: /Only src\/server\/ledger may import/ }],
      },
      {
        filename: at('engines/spot-engine.ts'),
        code: "import { journalEntries } from '../db/schema/ledger.ts';",
        errors: 1,
      },
      {
        filename: at('db/schema/index.ts'),
        code: "export * from './ledger';",
        errors: [{ message: /schema index must not re-export/ }],
      },
    ],
  });
});

describe('server-boundaries: transactions', () => {
  tester.run('server-boundaries', serverBoundaries, {
    valid: [
      {
        filename: at('modules/kyc/kyc-service.ts'),
        code: 'await deps.db.transaction(async (tx) => repo.insert(row, tx));',
      },
      { filename: at('modules/kyc/kyc-repo.ts'), code: 'await tx.insert(uploads).values(rows);' },
    ],
    invalid: [
      {
        filename: at('modules/kyc/kyc-repo.ts'),
        code: 'await db.transaction(async (tx) => tx.insert(uploads).values(rows));',
        errors: [{ message: /never open one/ }],
      },
    ],
  });
});

describe('no-float-money', () => {
  const file = at('ledger/post-transfer.ts');
  tester.run('no-float-money', noFloatMoney, {
    valid: [
      {
        filename: file,
        code: 'const total = add(a, b); const n = items.length + 1; const neg = -1; const pos = +1;',
      },
      { filename: file, code: 'const text = formatDecimal(amount); Math.max(1, count);' },
    ],
    invalid: [
      { filename: file, code: 'const x = parseFloat(amount);', errors: [{ message: /parseFloat/ }] },
      { filename: file, code: 'const x = Number(amount);', errors: [{ message: /Number\(/ }] },
      { filename: file, code: 'const x = new Number(amount);', errors: 1 },
      {
        filename: file,
        code: 'const x = Number.parseFloat(amount);',
        errors: [{ message: /Number\.parseFloat/ }],
      },
      { filename: file, code: 'const x = amount.toFixed(2);', errors: [{ message: /toFixed/ }] },
      { filename: file, code: 'const x = amount.toPrecision(8);', errors: 1 },
      { filename: file, code: 'const x = +amount;', errors: [{ message: /Unary \+/ }] },
      { filename: file, code: 'const x = Math.round(fee);', errors: [{ message: /Math\.round/ }] },
      { filename: file, code: 'const x = Math.floor(fee) + Math.ceil(fee) + Math.trunc(fee);', errors: 3 },
      { filename: file, code: "const x = Math['fround'](fee);", errors: 1 },
    ],
  });
});

/** Loading the project's ESLint configuration (typescript-eslint) takes seconds on a busy machine. */
const configLoadTimeoutMs = 30_000;

describe('eslint.config.js', () => {
  // The project's own configuration, as `npm run lint` runs it, on a deliberate violation of each kind.
  const eslint = new ESLint({ cwd: path.resolve(server, '..', '..') });
  const ruleIdsOf = async (code: string, filePath: string): Promise<string[]> => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).map((message) => message.ruleId ?? '');
  };

  it(
    'refuses a module or an engine reaching into a module, a module importing an engine, and ledger tables outside ledger/',
    async () => {
      const code = "import { kycSubmissions } from '../kyc/kyc-repo';\nexport { kycSubmissions };\n";
      expect(await ruleIdsOf(code, at('modules/admin/x.ts'))).toContain('petrel/server-boundaries');
      const ledger = "import { balances } from '../../db/schema/ledger';\nexport { balances };\n";
      expect(await ruleIdsOf(ledger, at('modules/kyc/x.ts'))).toContain('petrel/server-boundaries');
      const repo =
        "import { createSpotRepo } from '../../modules/spot/spot-repo';\nexport { createSpotRepo };\n";
      expect(await ruleIdsOf(repo, at('engines/spot-fills/x.ts'))).toContain('petrel/server-boundaries');
      const engine =
        "import { decideFill } from '../../engines/spot-fills/decide-fill';\nexport { decideFill };\n";
      expect(await ruleIdsOf(engine, at('modules/spot/x.ts'))).toContain('petrel/server-boundaries');
    },
    configLoadTimeoutMs,
  );

  it(
    'refuses floats wherever money is computed, client and shared code included, and not in the listed exceptions',
    async () => {
      const code = 'export const fee = (amount: string): number => parseFloat(amount);\n';
      const src = path.resolve(server, '..');
      for (const file of [
        at('ledger/fees.ts'),
        at('engines/spot.ts'),
        at('modules/wallet/exchange-maths.ts'),
        at('http/money-limit.ts'),
        path.join(src, 'common/spot-maths.ts'),
        path.join(src, 'client/features/exchange/exchange-amount.ts'),
        path.join(src, 'client/features/spot/order-form.tsx'),
      ])
        expect(await ruleIdsOf(code, file), file).toContain('petrel/no-float-money');
      for (const file of [at('market/simulator/x.ts'), path.join(src, 'client/lib/chart/x.ts')])
        expect(await ruleIdsOf(code, file), file).not.toContain('petrel/no-float-money');
    },
    configLoadTimeoutMs,
  );
});
