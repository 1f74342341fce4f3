// Issue 18 (docs/decisions/041): FOLIO_WORKERS server processes sharing one port through
// node:cluster (Node 20 has no `reusePort` on net.Server; it came in 22.12). Each worker is a whole
// Folio server, as several servers behind a proxy already are (rate limits shared through
// REDIS_URL, jobs claimed once across servers, caches dropped by the change feed); the primary only
// forks, replaces a worker that dies, and forwards the stop signals.
import cluster, { type Worker } from 'node:cluster';

/**
 * Forks `count` workers of this script. The first starts alone (it applies the migrations and
 * seeds the demo site) and the others once it listens. A worker that ends while the primary is
 * not stopping is replaced; one that ends before it ever listened stops the whole server (a start
 * that fails would fail again).
 */
export function runWorkers(count: number, log: (line: string) => void): void {
  const live = new Set<Worker>();
  let isStopping = false;
  const fork = () => {
    const worker = cluster.fork();
    live.add(worker);
    let hasListened = false;
    worker.once('listening', () => {
      hasListened = true;
    });
    worker.once('exit', (code, signal) => {
      live.delete(worker);
      if (isStopping) {
        if (live.size === 0) process.exit(0);
        return;
      }
      if (!hasListened) {
        log(`a server process ended before it listened (${signal ?? code}); stopping`);
        isStopping = true;
        for (const other of live) other.process.kill('SIGTERM');
        if (live.size === 0) process.exit(typeof code === 'number' && code !== 0 ? code : 1);
        return;
      }
      log(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
      fork();
    });
    return worker;
  };
  fork().once('listening', () => {
    for (let i = 1; i < count; i += 1) fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      isStopping = true;
      if (live.size === 0) process.exit(0);
      // Each worker finishes its in-flight requests (main.ts's stop), then exits.
      for (const worker of live) worker.process.kill('SIGTERM');
    });
}

/** True in the process that should print the start banner: a lone server, or the first worker. */
export function isFirstProcess(): boolean {
  return cluster.isPrimary || cluster.worker?.id === 1;
}

export const isClusterPrimary = (workers: number) => workers > 1 && cluster.isPrimary;
