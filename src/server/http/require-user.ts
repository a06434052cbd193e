/**
 * The guard of private routes: reads the session token from the `token` header (or, as the spec's info call sends
 * it, a `token` body field), and either attaches the user to the request or refuses with SESSION_INVALID, which
 * the envelopes carry as `code: -2` so the client logs out.
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { liveCursorHeader } from '../../common/live-types';
import type { ActiveSession, SessionStore } from '../modules/auth/session-tokens';
import { ApiError } from './api-error';

declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null;
  }
}

/** The token a request presents, from the header or the body; '' when there is none. */
export function presentedToken(request: FastifyRequest): string {
  const header = request.headers.token;
  if (typeof header === 'string' && header) return header.trim();
  const body = request.body as { token?: unknown } | undefined;
  return typeof body?.token === 'string' ? body.token.trim() : '';
}

/**
 * The caller's user id when the request carries a valid session token; undefined for a visitor (public routes). An
 * answer that then holds the user's own figures carries the user's live counter, as a private call's does.
 */
export async function optionalUserId(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionStore,
): Promise<number | undefined> {
  const token = presentedToken(request);
  if (!token) return undefined;
  const session = await sessions.resolve(token);
  if (!session || session.frozen) return undefined;
  reply.header(liveCursorHeader, String(session.liveCursor));
  return session.userId;
}

/**
 * Also sends the user's live counter as read with the session, before the route reads anything: the answer holds
 * every private event up to it (liveCursorHeader).
 */
export function requireUser(sessions: SessionStore): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const session = await sessions.resolve(presentedToken(request));
    if (!session) throw new ApiError('SESSION_INVALID');
    // The one check that keeps a frozen user's money still: every private route (every transfer, withdrawal,
    // exchange, deposit, order, position and subscription among them) passes here. Freezing also ends the
    // sessions, so this meets only a session opened in the instant of the freeze.
    if (session.frozen) throw new ApiError('ACCOUNT_FROZEN');
    request.session = session;
    reply.header(liveCursorHeader, String(session.liveCursor));
  };
}

/** The signed-in user of a request that passed requireUser. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.session) throw new ApiError('SESSION_INVALID');
  return request.session;
}

/** The signed-in user's id as the services take it. */
export const userIdOf = (request: FastifyRequest): number => sessionOf(request).userId;
