/**
 * Compresses API answers for clients that accept it. A market list or 2000 candles shrink to a fifth or less,
 * which matters on a slow mobile network; small answers are sent as they are, since below about a kilobyte the
 * encoding saves less than it costs. Brotli runs at a low quality (fast enough per request), gzip at its default;
 * the app's static files are compressed once at build instead (static-client.ts).
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out uncompressed. */
export const compressedAnswerBytesMin = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: compressedAnswerBytesMin,
    encodings: ['br', 'gzip'],
  });
}
