import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository root is where the default data folder and the migrations live. Processes start
 * from different folders (npm workspaces, Next, Vitest), so walk up to the workspace root instead
 * of trusting the current directory.
 */
export function findRepoRoot(from: string = process.cwd()): string {
  let dir = path.resolve(/* turbopackIgnore: true */ from);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (parsed.workspaces) return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(from);
    dir = parent;
  }
}
