/** Starts the server: boot, build, listen, and shut down cleanly on SIGTERM or SIGINT. */
import { buildApp, loggerRedactions } from './app';
import { boot } from './boot';
import { loadConfig } from './config';

const shutdownGraceMs = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const booted = await boot(config);
  const app = await buildApp({
    ...booted,
    clientDistDir: config.clientDistDir,
    logger: { level: config.logLevel, redact: loggerRedactions },
    trustProxy: config.trustProxy,
    mail: { smtpUrl: config.smtpUrl, from: config.mailFrom, logBodies: !config.production },
  });
  app.addHook('onClose', async () => booted.database.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), shutdownGraceMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  app.log.info(
    { address, source: booted.feed.source, database: booted.database.kind },
    'Petrel is listening',
  );
  process.stdout.write(`\nPetrel is running: http://${shownHost}:${config.port}/mobile/\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Petrel could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
