// npm run dev: rebuilds the site blocks and the editor on every change, and restarts the server
// when its code or the rebuilt server bundle changes. Reload the browser to see a change.
import { spawn } from 'node:child_process';

const children = [];
function run(name, command, args, env = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  child.on('exit', (code) => console.log(`[dev] ${name} exited (${code})`));
  children.push(child);
}

run('site client', 'npx', ['vite', 'build', '--watch', '--config', 'packages/site/vite.config.ts']);
run('site server', 'npx', ['vite', 'build', '--watch', '--ssr', 'src/server.tsx', '--outDir', 'dist/server'], {});
run('editor', 'npx', ['vite', 'build', '--watch', '--config', 'apps/editor/vite.config.ts']);
setTimeout(() => {
  run('server', process.execPath, ['--watch', '--import', 'tsx', 'apps/server/src/main.ts'], { NODE_ENV: 'development' });
}, 8000);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
