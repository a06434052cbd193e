/**
 * The role each operator route asks for, declared where the route is registered: `app.post(path, asAdmin, …)`.
 * The admin plugin's onRoute hook refuses to register a route that declares none, so the server does not start
 * with an unguarded route, and its onRequest hook checks the caller against the declared role.
 */
import type { FastifyRequest } from 'fastify';
import type { Actor, OperatorAct, RouteRole } from '../operators';

declare module 'fastify' {
  interface FastifyContextConfig {
    minimumRole?: RouteRole;
  }
  interface FastifyRequest {
    /** The operator the bearer token named; set by the admin plugin before any operator route runs. */
    operator?: Actor;
  }
}

/** Reads, and the review decisions on KYC, deposits and withdrawals. */
export const asReviewer = { config: { minimumRole: 'reviewer' } } as const;
/** Settings, listings, house limits, engines, messages and money. */
export const asAdmin = { config: { minimumRole: 'admin' } } as const;
/** Managing the operators themselves: the bootstrap operator only (docs/operations.md says why). */
export const asRoot = { config: { minimumRole: 'root' } } as const;

/** The operator of this request and the reason, as the services take them. */
export function actOf(request: FastifyRequest, reason = ''): OperatorAct {
  // The admin plugin's onRequest hook sets the operator before any handler runs; a handler without one is a bug.
  if (!request.operator) throw new Error('an operator route ran without an authenticated operator');
  return { actor: request.operator, reason };
}
