import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validationMessages } from './validation-messages';

const contractsDir = path.dirname(new URL(import.meta.url).pathname);

/** Every contract module (zod schemas), tests and the zod-free rules files aside. */
function contractFiles(dir = contractsDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return contractFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

interface ZodLike {
  _zod?: { def?: Record<string, unknown> };
}
const isSchema = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** Synthetic issues for an error function: missing, wrong type, too small, custom. */
const probes = [
  { code: 'invalid_type', expected: 'string', input: undefined },
  { code: 'invalid_type', expected: 'string', input: 42 },
  { code: 'too_small', minimum: 1, origin: 'string', input: '' },
  { code: 'too_big', maximum: 1, origin: 'string', input: 'xx' },
  { code: 'custom', input: 'x' },
];

function messagesOf(error: unknown): string[] {
  if (typeof error === 'string') return [error];
  if (typeof error !== 'function') return [];
  return probes.flatMap((issue) => {
    const out: unknown = (error as (i: unknown) => unknown)(issue);
    if (typeof out === 'string') return [out];
    if (out && typeof out === 'object' && 'message' in out) return [String(out.message)];
    return [];
  });
}

/** Every message a schema's definition carries: its own, its checks', its children's. */
function walk(schema: ZodLike, found: Set<string>, seen = new Set<unknown>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod?.def ?? {};
  for (const m of messagesOf(def.error)) found.add(m);
  for (const check of (def.checks as ZodLike[] | undefined) ?? []) {
    for (const m of messagesOf(check._zod?.def?.error)) found.add(m);
  }
  const children: unknown[] = [
    def.innerType,
    def.in,
    def.out,
    def.element,
    def.keyType,
    def.valueType,
    def.left,
    def.right,
    def.rest,
    ...((def.options as unknown[] | undefined) ?? []),
    ...((def.items as unknown[] | undefined) ?? []),
  ];
  const shape = def.shape as Record<string, unknown> | undefined;
  if (shape) children.push(...Object.values(shape));
  if (typeof def.getter === 'function') children.push((def.getter as () => unknown)());
  for (const child of children) if (isSchema(child)) walk(child, found, seen);
}

/** Messages a transform or refinement adds at run time: `addIssue({ message: '...' })`. */
const addedIssue = /addIssue\(\{[^}]*message:\s*(['"`])((?:(?!\1).)*)\1/gs;

describe('the validation catalogue', () => {
  it('translates every error code of every contract into French and English (issue 46, item 2)', async () => {
    const found = new Map<string, Set<string>>();
    for (const file of contractFiles()) {
      const messages = new Set<string>();
      const module = (await import(file)) as Record<string, unknown>;
      for (const value of Object.values(module)) {
        const schemas = typeof value === 'function' && value.length <= 1 ? [] : [value];
        for (const s of schemas) if (isSchema(s)) walk(s, messages);
      }
      for (const match of readFileSync(file, 'utf8').matchAll(addedIssue)) messages.add(match[2]!);
      found.set(path.relative(contractsDir, file), messages);
    }
    const untranslated = [...found].flatMap(([file, messages]) =>
      [...messages]
        .filter((m) => {
          const entry = (validationMessages as Record<string, { fr?: string; en?: string }>)[m];
          return !entry?.fr?.trim() || !entry.en?.trim();
        })
        .map((m) => `${file}: ${m}`),
    );
    expect(untranslated).toEqual([]);
    // The walk reaches the contracts' messages at all.
    expect(found.get('applications.ts')).toContain('consent_required');
  });
});
