/**
 * Starts the server: boot, build, listen, and shut down cleanly on SIGTERM or SIGINT. `serve` takes the clock, so a
 * test harness can run the very same server on a clock of its own (tests/e2e/support/shifted-clock-server.ts).
 */
import { buildApp, loggerRedactions } from './app';
import { boot } from './boot';
import { loadConfig } from './config';
import { systemClock, type Clock } from './lib/clock';
import { privateUmask } from './lib/private-dir';
import { serverCloseAfterCutMs, shutDown, shutdownGraceMs } from './shutdown';

/**
 * The last resort if closing the database itself hangs: the process exits with an error rather than living on.
 * PGlite closes in well under a second; 10 s is generous and still bounded.
 */
const databaseCloseMaxMs = 10_000;

export async function serve(clock: Clock = systemClock): Promise<void> {
  // Every file the process creates is private: the WAL holds live email codes and ID numbers.
  process.umask(privateUmask);
  const config = loadConfig();
  const booted = await boot(config, clock);
  const app = await buildApp({
    ...booted,
    clientDistDir: config.clientDistDir,
    logger: { level: config.logLevel, redact: loggerRedactions },
    trustProxy: config.trustProxy,
    mail: { smtpUrl: config.smtpUrl, from: config.mailFrom, logBodies: !config.production },
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(
      () => {
        app.log.error('the database did not close in time; exiting without it');
        process.exit(1);
      },
      shutdownGraceMs + serverCloseAfterCutMs + databaseCloseMaxMs,
    ).unref();
    shutDown({ app, closeDatabase: () => booted.database.close() }).then(
      (report) => {
        if (report.cutConnections > 0)
          app.log.warn({ connections: report.cutConnections }, 'cut connections still open after the grace');
        if (report.closeError) app.log.error({ err: report.closeError }, 'the server failed to close');
        app.log.info('database closed, exiting');
        process.exit(report.closeError ? 1 : 0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  // Due work a crash left behind (timed orders past their time, crossed limit orders) is picked up by the first tick.
  app.engines.start();
  const shownHost = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  app.log.info(
    { address, source: booted.feed.source, database: booted.database.kind },
    'Petrel is listening',
  );
  // Said at warn level on every start, so an operator never mistakes the simulator for a live market.
  if (booted.feed.source === 'sim')
    app.log.warn(
      'prices are simulated (MARKET_SOURCE=sim), not a live market; each day is committed in advance and revealed after, see npm run verify-prices',
    );
  process.stdout.write(`\nPetrel is running: http://${shownHost}:${config.port}/mobile/\n\n`);
}

export function exitOnStartFailure(error: unknown): never {
  process.stderr.write(`Petrel could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
