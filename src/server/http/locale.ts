/** Every request knows its language, from Accept-Language, before any handler or error handler runs. */
import fp from 'fastify-plugin';
import { defaultLocale, negotiateLocale, type Locale } from '../../common/locales';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

export const localePlugin = fp(async (app) => {
  app.decorateRequest('locale', defaultLocale);
  app.addHook('onRequest', async (request) => {
    request.locale = negotiateLocale(request.headers['accept-language']);
  });
});
