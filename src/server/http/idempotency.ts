/**
 * Idempotent money-moving requests. The client makes one `Idempotency-Key` per form submission and sends it again
 * on a retry; the service claims the key inside the same database transaction as the movement and stores the
 * answer there, so a retry (even one racing the first attempt) gets the first answer and moves nothing again, and
 * the same key with a different body is refused. A request that fails stores nothing: its retry runs afresh.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../db/client';
import { idempotentRequests } from '../db/schema';
import { ApiError } from './api-error';

export const idempotencyHeader = 'idempotency-key';
/** Long enough for a UUID or a client's own scheme, short enough to index cheaply. */
export const idempotencyKeyLengthMax = 100;
const keyPattern = new RegExp(`^[A-Za-z0-9_.:-]{1,${idempotencyKeyLengthMax}}$`);

export interface IdempotentRequest {
  key: string;
  /** SHA-256 of the route and the parsed input: what "the same request" means. */
  requestHash: string;
}

/** The request's key and fingerprint, or undefined when it sent none; a malformed key is refused. */
export function idempotencyOf(request: FastifyRequest, input: unknown): IdempotentRequest | undefined {
  const header = request.headers[idempotencyHeader];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !keyPattern.test(header)) {
    throw new ApiError('FIELD_INVALID', { field: 'Idempotency-Key' });
  }
  const fingerprint = JSON.stringify([request.routeOptions.url, input]);
  return { key: header, requestHash: createHash('sha256').update(fingerprint).digest('hex') };
}

/**
 * Claims the key for this user inside the caller's transaction. Answers the stored answer of an earlier request
 * with the same key and body; undefined when this request is the first and must run (then call `remember`).
 */
export async function claimIdempotencyKey<Answer>(
  tx: Transaction,
  userId: number,
  request: IdempotentRequest,
  nowMs: number,
): Promise<Answer | undefined> {
  const claimed = await tx
    .insert(idempotentRequests)
    .values({
      userId,
      key: request.key,
      requestHash: request.requestHash,
      response: {},
      createdAt: new Date(nowMs),
    })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (claimed.length > 0) return undefined;
  const [earlier] = await tx
    .select()
    .from(idempotentRequests)
    .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, request.key)));
  if (!earlier || earlier.requestHash !== request.requestHash) throw new ApiError('IDEMPOTENCY_KEY_REUSED');
  return earlier.response as Answer;
}

export async function rememberIdempotentAnswer(
  tx: Transaction,
  userId: number,
  request: IdempotentRequest,
  answer: unknown,
): Promise<void> {
  await tx
    .update(idempotentRequests)
    .set({ response: answer as object })
    .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, request.key)));
}

/**
 * The usual shape of an idempotent call inside its transaction: an earlier answer to the same key is answered
 * again without running `work`; otherwise `work` runs and its answer is stored under the key. Without a key,
 * `work` just runs. A `work` that throws stores nothing, and the caller's rollback releases the claimed key.
 */
export async function answerOnce<Answer>(
  tx: Transaction,
  userId: number,
  request: IdempotentRequest | undefined,
  nowMs: number,
  work: () => Promise<Answer>,
): Promise<Answer> {
  if (request) {
    const earlier = await claimIdempotencyKey<Answer>(tx, userId, request, nowMs);
    if (earlier) return earlier;
  }
  const answer = await work();
  if (request) await rememberIdempotentAnswer(tx, userId, request, answer);
  return answer;
}
