/**
 * Sends a private image (a KYC photo) to its owner or an operator: never cached, never sniffed into something
 * else, never framed or scripted. It lives in http/ because the user's KYC routes and the operator's review
 * routes both send such images, and modules meet only through services.
 */
import type { FastifyReply } from 'fastify';

export function sendPrivateImage(
  reply: FastifyReply,
  file: { mimeType: string; bytes: Buffer },
): FastifyReply {
  return reply
    .type(file.mimeType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', 'inline')
    .send(file.bytes);
}
