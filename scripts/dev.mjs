// npm run dev: rebuilds the site blocks and the editor on every change, and restarts the server
// when its code or the rebuilt server bundle changes. Reload the browser to see a change.
import { spawn } from 'node:child_process';

const children = [];
function run(name, command, args, env = {}, options = {}) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
    ...options,
  });
  child.on('exit', (code) => console.log(`[dev] ${name} exited (${code})`));
  children.push(child);
}

const site = { cwd: 'packages/site' };
run('site client', 'npx', ['vite', 'build', '--watch'], {}, site);
run(
  'site server',
  'npx',
  ['vite', 'build', '--watch', '--ssr', 'src/server.tsx', '--outDir', 'dist/server'],
  {},
  site,
);
run('editor', 'npx', ['vite', 'build', '--watch'], {}, { cwd: 'apps/editor' });
setTimeout(() => {
  // Restarts when the server's code or the rebuilt site bundle (which it imports) changes.
  run('server', process.execPath, ['--watch', '--import', 'tsx', 'apps/server/src/main.ts'], {
    NODE_ENV: 'development',
  });
}, 8000);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
