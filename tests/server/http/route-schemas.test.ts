// Proves that the server compiles no Fastify route schemas (requests are validated with zod): a route that declares
// one is refused when the server starts rather than run unchecked, and routes without one work as before.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { noRouteSchemas } from '../../../src/server/http/route-schemas';

describe('route schemas', () => {
  it('refuse to start a route that declares a body schema', async () => {
    const app = Fastify({ schemaController: noRouteSchemas });
    app.post('/x', { schema: { body: { type: 'object' } } }, async () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow(/validates with zod/);
  });

  it('refuse to start a route that declares a response schema', async () => {
    const app = Fastify({ schemaController: noRouteSchemas });
    app.get('/x', { schema: { response: { 200: { type: 'object' } } } }, async () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow(/Fastify response schema/);
  });

  it('leave routes without a schema as they were', async () => {
    const app = Fastify({ schemaController: noRouteSchemas });
    app.post('/x', async (request) => ({ got: request.body }));
    const answer = await app.inject({ method: 'POST', url: '/x', payload: { a: 1 } });
    expect(answer.json()).toEqual({ got: { a: 1 } });
    await app.close();
  });
});
