#!/usr/bin/env node
// Compiles the custom server and the operator scripts (scripts/compiled-entries.mjs) to
// JavaScript, so production starts them with plain `node`, no tsx. The workspace packages
// (@jobboard/*, TypeScript source) are inlined; every other package stays an import of
// node_modules, resolved at run time from platform/dist up to the root node_modules, as the
// source was. Files the code reads at run time (migrations, the PDF supervisor, tenants' assets)
// are found from the repository root (packages/db/src/repo-root.ts), not from the module's path,
// so they are found from the bundle too. Fails on any esbuild warning, as next-build.mjs does.
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { compiledDir, compiledEntries } from './compiled-entries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = compiledDir(root);

/** Bare imports stay imports, except the workspace's own packages and the platform's `@/` alias. */
const keepNodeModulesExternal = {
  name: 'keep-node-modules-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@jobboard/') || args.path.startsWith('@/')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: Object.fromEntries(
    Object.entries(compiledEntries).map(([name, source]) => [name, path.join(root, source)]),
  ),
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The oldest Node that must still run it (docs/production-build.md): supported are 22 and 24.
  target: 'node20.19',
  sourcemap: 'linked',
  plugins: [keepNodeModulesExternal],
  logLevel: 'silent',
  metafile: true,
});
for (const warning of result.warnings) console.error(`[compile] warning: ${warning.text}`);
if (result.warnings.length > 0) process.exit(1);
const outputs = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.mjs'));
for (const file of outputs) {
  const kb = (statSync(path.join(root, file)).size / 1024).toFixed(0);
  console.log(`[compile] ${file} ${kb} kB`);
}
console.log(`[compile] ${outputs.length} entries in ${Date.now() - started} ms`);
