// After the editor's build: a Brotli and a gzip copy beside each script and stylesheet, which the
// server sends to browsers that accept them (@fastify/static's preCompressed), as the site's
// assets are (packages/site/scripts/compress-assets.mjs). Compressed once, at the highest levels.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = new URL('../dist/assets/', import.meta.url).pathname;
let files = 0;
for (const name of readdirSync(dir)) {
  if (!/\.(js|css|svg)$/.test(name)) continue;
  const data = readFileSync(join(dir, name));
  if (data.length < 1024) continue;
  writeFileSync(
    join(dir, `${name}.br`),
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(join(dir, `${name}.gz`), gzipSync(data, { level: 9 }));
  files += 1;
}
console.log(`compressed ${files} editor assets (br, gz)`);
