import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The platform's folder (where .next and next.config.ts live), found by walking up from this
 * module: the same answer whether the server runs from its source (platform/server/main.ts under
 * tsx) or from its compiled bundle (platform/dist/server/main.mjs), whose depth differs.
 */
export function findPlatformDir(moduleDir: string): string {
  let dir = moduleDir;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown };
      if (parsed.name === '@jobboard/platform') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no @jobboard/platform package above ${moduleDir}`);
    dir = parent;
  }
}
