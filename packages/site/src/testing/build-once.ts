// Vitest global setup: builds the package when dist/ is missing, for the tests that read the
// built bundles (islands.bundle.test.ts, the server bundle). An existing build is left alone, as
// other test projects may be importing it at the same moment.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));

export default function setup() {
  const isBuilt =
    existsSync(`${packageRoot}dist/client/.vite/manifest.json`) &&
    existsSync(`${packageRoot}dist/server/server.js`);
  if (isBuilt) return;
  execFileSync('npm', ['run', 'build'], { cwd: packageRoot, stdio: 'inherit' });
}
