/**
 * The import boundaries of ARCHITECTURE section 2, as a lint rule so nobody has to remember them:
 * - src/common imports nothing from src/client or src/server;
 * - src/client never imports src/server, and src/server never imports src/client;
 * - a client feature never imports another feature (app/ composes them);
 * - client lib/ and components/ import no feature and not app/.
 * Only relative imports can cross these lines (there are no path aliases), so resolving them is enough.
 */
import path from 'node:path';

const srcRoot = path.resolve(import.meta.dirname, '..', 'src');

function areaOf(file) {
  const relative = path.relative(srcRoot, file).split(path.sep);
  if (relative[0] === '..' || relative.length < 2) return null;
  if (relative[0] !== 'client') return { side: relative[0] };
  const part = relative[1];
  if (part === 'features') return { side: 'client', part, feature: relative[2] };
  return { side: 'client', part };
}

function violation(from, to) {
  if (from.side === 'common' && to.side !== 'common')
    return 'src/common must not import client or server code.';
  if (from.side === 'client' && to.side === 'server') return 'Client code must not import server code.';
  if (from.side === 'server' && to.side === 'client') return 'Server code must not import client code.';
  if (from.side !== 'client' || to.side !== 'client') return null;
  if (from.part === 'features' && to.part === 'features' && from.feature !== to.feature) {
    return `Feature "${from.feature}" must not import feature "${to.feature}"; compose them in app/ or share through lib/ or components/.`;
  }
  if (['lib', 'components'].includes(from.part) && ['features', 'app'].includes(to.part)) {
    return `client/${from.part} must not import client/${to.part}.`;
  }
  return null;
}

export const importBoundaries = {
  meta: { type: 'problem', schema: [], docs: { description: 'Keeps the layers and features apart.' } },
  create(context) {
    const from = areaOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = areaOf(path.resolve(path.dirname(context.filename), specifier));
      const message = to && violation(from, to);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
