// Builds the server to JavaScript that plain `node` runs: dist/main.js (the server) and dist/cli.js.
//
// One esbuild bundle per entry, with every npm package left to node_modules (resolved at run time as
// before, so native modules, PGlite's WebAssembly and the fonts stay where they are) except the
// workspace's own @sofreh/domain, which is TypeScript source and so is bundled in. The SQL migrations
// are copied beside the bundles: migrate.ts reads them from the folder of the running file.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => name !== '@sofreh/domain');

fs.rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/main.ts'), path.join(here, 'src/cli.ts')],
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // A package named here stands for its subpaths too (zod/locales, drizzle-orm/pg-core).
  external,
  // Stacks in the log name the TypeScript files and lines (node --enable-source-maps).
  sourcemap: true,
  logLevel: 'warning',
});
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), {
  recursive: true,
  filter: (source) => path.basename(source) !== 'meta',
});
console.log(`server built: ${path.relative(process.cwd(), dist)}/main.js and cli.js`);
