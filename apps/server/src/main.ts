// Starts Folio: reads the configuration, builds the app, listens, and shuts down gracefully.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { isClusterPrimary, isFirstProcess, runWorkers } from './workers.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // FOLIO_WORKERS above 1: this process only starts and stops that many servers on the port.
  if (isClusterPrimary(config.workers)) {
    runWorkers(config.workers, (line) => process.stderr.write(`${line}\n`));
    return;
  }
  const app = await buildApp({ config });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    try {
      // Stops accepting, waits for in-flight requests, then closes the database (onClose).
      await app.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number }).port;
  const base = `${config.publicUrl.protocol}//${config.publicUrl.hostname}:${port}`;
  const demo = `${config.publicUrl.protocol}//demo.${config.publicUrl.hostname}:${port}`;
  if (!isFirstProcess()) return;
  const processes = config.workers > 1 ? `, ${config.workers} processes` : '';
  process.stdout.write(
    `\n  Folio is running (${app.folio.database.kind}${processes}).\n  Platform home:  ${base}/\n  Demo site:      ${demo}/\n  Config area:    ${demo}/config/  (owner@demo.test)\n\n`,
  );
}

main().catch((error) => {
  process.stderr.write(
    `Folio failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
