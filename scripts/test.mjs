// npm test: lints (Biome and the module rules), builds, runs Vitest (unit, API and rendering tests)
// and the Playwright journeys, says plainly which suites were skipped and why (a skip fails under
// CI=true) and whether lint failed, and ends with one line: "N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const isCi = process.env.CI === 'true' || process.env.CI === '1';
const out = mkdtempSync(join(tmpdir(), 'folio-test-'));
const skipped = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

// Issue 15: lint is a suite of its own: Biome, then the module rules (dependency-cruiser: a module
// is reached only through its service.ts, the tables only from queries.ts). A failure counts as a
// failed suite and is said plainly at the end; the other suites still run.
console.log('\n── Lint: Biome and the module rules (npm run lint)');
const isLintClean = run('npm', ['run', 'lint']);
console.log(isLintClean ? 'Lint passed.' : 'LINT FAILED (see above).');
if (!isLintClean) {
  ok = false;
  totals.failed += 1;
}

console.log('\n── Building the site blocks and the editor');
if (!run('npm', ['run', 'build'])) {
  console.error('Build failed.');
  process.exit(1);
}

if (!process.env.TEST_DATABASE_URL)
  skipped.push('PostgreSQL suites (TEST_DATABASE_URL is not set; they ran on PGlite only)');

// Limits shared between servers (issue 15) run on TEST_REDIS_URL, or on a redis-server the test
// starts itself; with neither (or without PostgreSQL) they skip.
const hasRedisServer = (process.env.PATH ?? '')
  .split(delimiter)
  .concat('/usr/bin')
  .some((dir) => dir && existsSync(join(dir, 'redis-server')));
if (process.env.TEST_DATABASE_URL && !process.env.TEST_REDIS_URL && !hasRedisServer)
  skipped.push(
    'Redis suites: limits shared between servers (neither TEST_REDIS_URL nor a redis-server binary; apt-get install redis-server)',
  );

// e2e/accessibility.spec.ts runs the Nu Html Checker (vnu.jar) on Java; without it that check skips.
if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0)
  skipped.push('Nu Html Checker (no Java on PATH; apt-get install default-jre-headless)');

console.log('\n── Vitest: unit, API and rendering tests');
const vitestJson = join(out, 'vitest.json');
ok =
  run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]) &&
  ok;
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
} else {
  ok = false;
  totals.failed += 1;
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(chromium)) {
  console.log('\n── Playwright: browser journeys in Chromium');
  const pwJson = join(out, 'playwright.json');
  ok =
    run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
    }) && ok;
  if (existsSync(pwJson)) {
    const { stats } = JSON.parse(readFileSync(pwJson, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } else {
    ok = false;
    totals.failed += 1;
  }
} else {
  skipped.push(
    `browser journeys (no Chromium at ${chromium}; install Debian's chromium or set CHROMIUM_PATH)`,
  );
}

console.log('');
if (!isLintClean)
  console.log(
    'FAILED: lint (npm run lint: Biome or the module rules of .dependency-cruiser.cjs; see its output above)',
  );
for (const suite of skipped) console.log(`SKIPPED: ${suite}`);
if (skipped.length && isCi) {
  console.log('CI=true: a skipped suite is a failure.');
  ok = false;
  totals.failed += skipped.length;
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
