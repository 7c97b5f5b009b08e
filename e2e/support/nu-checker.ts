import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One message of the Nu checker's JSON output. */
export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/**
 * The Nu HTML Checker (the W3C validator's engine, `vnu-jar`) over a set of documents in one JVM:
 * each document is written to a file named after its path and checked together, so a hundred pages
 * cost one start of Java (about two seconds), not a hundred.
 */
export async function nuCheck(docs: ReadonlyMap<string, string>): Promise<NuMessage[]> {
  const jar = path.join(
    path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
    'build/dist/vnu.jar',
  );
  const dir = mkdtempSync(path.join(tmpdir(), 'nu-'));
  const names = new Map<string, string>();
  try {
    let n = 0;
    for (const [label, html] of docs) {
      const file = path.join(dir, `${String(n++).padStart(3, '0')}.html`);
      writeFileSync(file, html);
      names.set(`file:${file}`, label);
    }
    // --exit-zero-always: the messages say what failed; a non-zero exit would only hide them.
    const { stdout } = await run(
      'java',
      ['-jar', jar, '--format', 'json', '--stdout', '--exit-zero-always', dir],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
    return messages.map((m) => ({ ...m, url: names.get(m.url) ?? m.url }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
