// npm start: builds what is missing, then runs the server in production mode.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const outputs = [
  'packages/site/dist/server/server.js',
  'packages/site/dist/client/.vite/manifest.json',
  'apps/editor/dist/index.html',
];
if (outputs.some((file) => !existsSync(file))) {
  console.log('Building the site blocks and the editor (first start only)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
