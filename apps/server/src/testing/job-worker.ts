// A server's job runner in a process of its own, for the crash test (modules/jobs/crash.test.ts):
// it claims `test.crash` jobs, says so on stdout, and never finishes them, until it is killed.
import { connect } from '@folio/db';
import { JobRunner } from '../modules/jobs/service.ts';

const database = await connect({ databaseUrl: process.argv[2]! });
const jobs = new JobRunner(database.db, { pollMs: 100 });
jobs.handle(
  'test.crash',
  async (payload) => {
    process.stdout.write(`started ${String(payload.n)}\n`);
    await new Promise(() => undefined);
  },
  { leaseMs: 1500 },
);
jobs.start();
process.stdout.write('ready\n');
