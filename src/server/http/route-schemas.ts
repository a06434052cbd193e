/**
 * Requests are validated with zod (validate.ts) and answers written as plain JSON: no route declares a Fastify
 * schema. Fastify would still load Ajv and fast-json-stringify at start (about 1.5 MB of code, some 70 ms of a
 * restart) to build compilers that nothing calls. These stand in for them, and a route that does declare a
 * schema is refused when the server starts, so that it cannot run believing its input checked.
 */
import type { FastifyServerOptions } from 'fastify';

function refuse(part: string): never {
  throw new Error(
    `A route declares a Fastify ${part} schema; Petrel validates with zod (src/server/http/validate.ts) and compiles none.`,
  );
}

export const noRouteSchemas: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: {
    buildValidator: () => () => refuse('validation'),
    buildSerializer: () => () => refuse('response'),
  },
};
