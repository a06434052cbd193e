/**
 * The server's boundaries of ARCHITECTURE section 2, as a lint rule so nobody has to remember them:
 * - A module (src/server/modules/<area>/) reaches another module only through its service: a file named
 *   `*-service.ts`, or the module's index (`modules/<area>` or `modules/<area>/index.ts`), which re-exports what
 *   the module offers. Its repositories, routes and helpers are its own business.
 * - An engine (src/server/engines/) is held to the same surface: it claims, decides and updates through a module's
 *   index or service, so each table keeps one writer (the module's repository) however many engines use it.
 * - No module imports an engine: what a module and an engine share (a pure decision, a type) lives in the module or
 *   in src/common, and what a module needs of the running engines (their states) reaches it by injection.
 * - Only src/server/ledger/** imports the balance and journal tables, so the ledger stays the one writer of money.
 *   Those tables live in the schema modules listed in `ledgerSchemaModules` (src/server/db/schema/ledger.ts, or a
 *   folder src/server/db/schema/ledger/), and the schema index must not re-export them, because every repository
 *   imports the index. drizzle-kit and the database client list those modules next to the index themselves.
 * - Services open transactions, repositories take them: a `*-repo.ts` file never calls `.transaction(...)`, so
 *   the service that combines several writes decides where the transaction begins and ends.
 * Only relative imports can cross these lines (there are no path aliases), so resolving them is enough.
 */
import path from 'node:path';

const serverRoot = path.resolve(import.meta.dirname, '..', 'src', 'server');
const modulesRoot = path.join(serverRoot, 'modules');
const enginesRoot = path.join(serverRoot, 'engines');
const ledgerRoot = path.join(serverRoot, 'ledger');
const schemaRoot = path.join(serverRoot, 'db', 'schema');
/** Schema modules, relative to src/server/db/schema without extension, that define balance and journal tables. */
export const ledgerSchemaModules = ['ledger'];

function withoutExtension(file) {
  return file.replace(/\.(ts|tsx|js|mjs)$/, '');
}

function isInside(file, folder) {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** The module area of a file and its path inside the area, or null outside src/server/modules. */
function moduleOf(file) {
  if (!isInside(file, modulesRoot)) return null;
  const [area, ...rest] = path.relative(modulesRoot, withoutExtension(file)).split(path.sep);
  return { area, inner: rest.join('/') };
}

function isLedgerSchema(file) {
  const relative = path.relative(schemaRoot, withoutExtension(file)).split(path.sep).join('/');
  return ledgerSchemaModules.some((name) => relative === name || relative.startsWith(`${name}/`));
}

function isPublicSurface(inner) {
  return inner === '' || inner === 'index' || /(^|\/)[a-z0-9-]*-service$/.test(inner.split('/').pop() ?? '');
}

function moduleViolation(fromFile, toFile) {
  const from = moduleOf(fromFile);
  const to = moduleOf(toFile);
  if (!from || !to || from.area === to.area || isPublicSurface(to.inner)) return null;
  return `Module "${from.area}" must reach module "${to.area}" through its service (*-service.ts or its index), not "${to.inner}".`;
}

function engineViolation(fromFile, toFile) {
  const fromEngine = isInside(fromFile, enginesRoot);
  const toEngine = toFile === enginesRoot || isInside(toFile, enginesRoot);
  const from = moduleOf(fromFile);
  if (from && toEngine)
    return `Module "${from.area}" must not import an engine: move what both need into the module or src/common, or inject it.`;
  const to = moduleOf(toFile);
  if (!fromEngine || !to || isPublicSurface(to.inner)) return null;
  return `An engine must reach module "${to.area}" through its service (*-service.ts or its index), not "${to.inner}".`;
}

function ledgerViolation(fromFile, toFile) {
  if (!isLedgerSchema(toFile) || isInside(fromFile, ledgerRoot)) return null;
  const fromSchema = isInside(fromFile, schemaRoot);
  if (fromSchema && path.basename(withoutExtension(fromFile)) !== 'index') return null;
  if (fromSchema)
    return 'The schema index must not re-export the balance and journal tables: only src/server/ledger imports them.';
  return 'Only src/server/ledger may import the balance and journal tables; go through the ledger.';
}

export const serverBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    docs: {
      description:
        'Modules and engines meet modules through services; no module imports an engine; only the ledger touches balance and journal tables.',
    },
  },
  create(context) {
    const fromFile = context.filename;
    if (!isInside(fromFile, serverRoot)) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const toFile = path.resolve(path.dirname(fromFile), specifier);
      const message =
        moduleViolation(fromFile, toFile) ??
        engineViolation(fromFile, toFile) ??
        ledgerViolation(fromFile, toFile);
      if (message) context.report({ node: node.source, message });
    };
    const isRepository = /-repo\.(ts|js)$/.test(fromFile);
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (!isRepository || callee.type !== 'MemberExpression' || callee.computed) return;
        if (callee.property.type !== 'Identifier' || callee.property.name !== 'transaction') return;
        context.report({
          node,
          message: 'Repositories take the transaction from their service; they never open one.',
        });
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
