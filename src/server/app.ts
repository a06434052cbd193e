/**
 * Builds the HTTP application from its dependencies and never listens: main.ts listens, tests call inject().
 */
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { healthPath } from '../common/api-paths';
import type { DatabaseHandle } from './db/client';
import { installErrorHandlers } from './http/error-handler';
import { localePlugin } from './http/locale';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticClient } from './http/static-client';
import type { Clock, MarketFeed } from './market/feed';
import { adminRoutes } from './modules/admin/routes';
import { createMarketService } from './modules/market/market-service';
import { marketRoutes } from './modules/market/routes';
import { createParamsRepo } from './modules/params/params-repo';
import { createParamsService } from './modules/params/params-service';
import { paramRoutes } from './modules/params/routes';

/** Form and JSON bodies of the API are small; uploads (multipart) set their own limit. */
export const requestBodyBytesMax = 64 * 1024;

export interface AppDependencies {
  database: DatabaseHandle;
  feed: MarketFeed;
  clock: Clock;
  operatorToken: string;
  /** Where the built PWA lives; when it has no index.html the app serves the API only. */
  clientDistDir?: string;
  logger?: FastifyServerOptions['logger'];
}

export const loggerRedactions = ['req.headers.authorization', 'req.headers.token', 'req.headers.cookie'];

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: requestBodyBytesMax,
    return503OnClosing: true,
  });
  installErrorHandlers(app);
  // The API speaks forms and JSON only; a text body would otherwise reach the handlers as a bare string.
  app.removeContentTypeParser('text/plain');
  await app.register(localePlugin);
  await registerSecurityHeaders(app);
  await app.register(formbody, { bodyLimit: requestBodyBytesMax });

  const params = createParamsService(createParamsRepo(deps.database.db));
  const market = createMarketService(deps.feed, deps.clock);

  app.get(healthPath, async () => ({ status: 'ok', source: deps.feed.source }));
  await app.register(marketRoutes, { market });
  await app.register(paramRoutes, { params });
  await app.register(adminRoutes, { operatorToken: deps.operatorToken, params });
  if (deps.clientDistDir) await registerStaticClient(app, deps.clientDistDir);
  return app;
}
