import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';

/**
 * The layer boundaries lint enforces (CONTRIBUTING.md, "What may import what").
 *
 * - API services (and contracts, and the domain errors) never import the HTTP layer: core
 *   `no-restricted-imports`, by path.
 * - Client code never imports server code. Which files are client code is said by their content
 *   (a 'use client' directive) or by the hook naming convention (`use-*.ts`), which no file glob
 *   can express, so it is a small local rule: it reads each import's target and refuses Node
 *   built-ins, `server-only`, the database package, the API's services and server entries, and
 *   any module of ours marked `import 'server-only'`.
 *
 * Package surfaces themselves are sealed by each package.json `exports`: an import of a path a
 * package does not export (say `@jobboard/api/http/...`) fails to resolve in TypeScript, Next,
 * Vitest and Storybook alike.
 */

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const platformSrc = path.join(repoRoot, 'platform', 'src');

const serverPackages = [
  [/^@jobboard\/db(\/|$)/, 'the database package'],
  [/^@jobboard\/api\/(services|runtime|app|env|hosting|context)(\/|$)/, 'API server code'],
  [/^server-only$/, 'server-only code'],
  [/^(next\/headers|next\/server)$/, 'a server-only Next.js module'],
];

const markedCache = new Map();

/** Whether a module of ours (relative or `@/` import) says `import 'server-only'`. */
function isMarkedServerOnly(source, fromFile) {
  let base;
  if (source.startsWith('@/')) base = path.join(platformSrc, source.slice(2));
  else if (source.startsWith('.')) base = path.resolve(path.dirname(fromFile), source);
  else return false;
  for (const file of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (markedCache.has(file)) return markedCache.get(file);
    try {
      const marked = /^import ['"]server-only['"];?$/m.test(readFileSync(file, 'utf8'));
      markedCache.set(file, marked);
      return marked;
    } catch {
      markedCache.set(file, false);
    }
  }
  return false;
}

function isClientFile(context, program) {
  const directive = program.body.find(
    (node) => node.type === 'ExpressionStatement' && node.directive === 'use client',
  );
  if (directive) return true;
  const file = context.physicalFilename;
  return file.startsWith(platformSrc + path.sep) && /^use-[^/]+\.ts$/.test(path.basename(file));
}

const clientImportsRule = {
  meta: {
    type: 'problem',
    docs: { description: "Client code ('use client', use-*.ts hooks) never imports server code." },
    messages: {
      serverImport:
        "A client module cannot import '{{source}}' ({{what}}): it would ship server code to the browser. Pass the data in from a server component, or call the API.",
    },
    schema: [],
  },
  create(context) {
    let client = false;
    const check = (node) => {
      if (!client || !node.source || node.importKind === 'type' || node.exportKind === 'type') {
        return;
      }
      const source = String(node.source.value);
      let what = null;
      if (isBuiltin(source)) what = 'a Node built-in';
      for (const [pattern, label] of serverPackages)
        if (!what && pattern.test(source)) what = label;
      if (!what && isMarkedServerOnly(source, context.physicalFilename)) {
        what = "a module marked import 'server-only'";
      }
      if (what)
        context.report({ node: node.source, messageId: 'serverImport', data: { source, what } });
    };
    return {
      Program(program) {
        client = isClientFile(context, program);
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export const boundariesPlugin = { rules: { 'client-imports': clientImportsRule } };

export const boundaries = [
  {
    files: [
      'packages/api/src/services/**/*.{ts,tsx}',
      'packages/api/src/contracts/**/*.{ts,tsx}',
      'packages/api/src/errors.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.{1,2}/)+(.*/)?http(/|$)|^@jobboard/api/http(/|$)',
              message:
                'Services know nothing of HTTP: throw a DomainError (errors.ts) with message keys; only http/ and routes/ turn it into a response.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['platform/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}', 'packages/tenancy/**/*.tsx'],
    plugins: { jobboard: boundariesPlugin },
    rules: { 'jobboard/client-imports': 'error' },
  },
];
