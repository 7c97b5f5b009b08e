import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { resolveBoard } from '@jobboard/tenancy/resolve-board';
import { boards } from '@jobboard/tenants/registry';
import lakeside from '@jobboard/tenants/__fixtures__/lakeside/board';
import { createBoardTheme } from '@jobboard/themes/create-board-theme';
import { localizePath } from '@jobboard/tenancy/paths';
import { boardImageResponse } from '@/modules/board-images/board-image-response';
import { loadMessages } from './messages';

/**
 * "Adding a board is adding a folder and one registry line." The fixture folder is a complete
 * tenant (board.ts, messages, images); it is copied whole into a tenants folder next to the real
 * boards, and this registry is tenants/registry.ts with that one line added. What it proves: the
 * host resolution, config validation, theme, wording overlay and images need no code change
 * for a new board. What it does not: the running app serving it (e2e covers the two real
 * boards, which go through exactly these functions).
 */
const registry: readonly BoardConfig[] = [...boards, lakeside];
const realTenants = path.resolve(import.meta.dirname, '../../../tenants');
const tenants = mkdtempSync(path.join(tmpdir(), 'tenants-'));
cpSync(realTenants, tenants, {
  recursive: true,
  filter: (from) => !from.includes(`${path.sep}__fixtures__`),
});
cpSync(path.join(realTenants, '__fixtures__', 'lakeside'), path.join(tenants, 'lakeside'), {
  recursive: true,
});
afterAll(() => rmSync(tenants, { recursive: true, force: true }));
const dirs = { base: path.resolve(import.meta.dirname, '../../messages'), tenants };

describe('a third board added as one folder plus one registry line', () => {
  const options = { defaultBoard: 'hospitality', production: true };

  it('is resolved from its own hosts, and the others still are', () => {
    expect(resolveBoard(registry, 'lakeside.localhost:3000', options)?.key).toBe('lakeside');
    expect(resolveBoard(registry, 'emplois-lacs.example', options)?.key).toBe('lakeside');
    expect(resolveBoard(registry, 'careers.localhost', options)?.key).toBe('careers');
  });

  it('is themed from its own tokens by the shared theme', () => {
    const theme = createBoardTheme(lakeside.theme);
    expect(theme.palette.primary.main).toBe('#116149');
    expect(theme.shape.borderRadius).toBe(8);
    expect(String(theme.typography.h1.fontFamily)).toContain('Manrope Variable');
  });

  it('gets its own wording overlay over the base wording', () => {
    const fr = loadMessages('lakeside', 'fr', dirs) as { home: Record<string, string> };
    expect(fr.home.tagline).toBe('Les plus beaux emplois en {field} du Québec.');
    // Keys the overlay leaves alone keep the base wording.
    expect(fr.home.browse).toBe('Voir les offres');
  });

  it('serves every image its config names from its own folder, typed and cached', async () => {
    const paths = new Set([
      ...Object.values(lakeside.images),
      ...Object.values(lakeside.compressedImages).map((image) => image.path),
    ]);
    expect(paths.size).toBe(5);
    for (const url of paths) {
      const [, , key = '', file = ''] = url.split('/');
      const res = await boardImageResponse(new Request(`http://x${url}`), key, file, {
        boards: registry,
        tenantsDir: tenants,
      });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toBe(
        url.endsWith('.png') ? 'image/png' : 'image/svg+xml',
      );
      expect(res.headers.get('cache-control'), url).toMatch(/max-age=\d{6,}/);
      expect((await res.arrayBuffer()).byteLength, url).toBeGreaterThan(100);
    }
  });

  it('serves nothing for a board outside the registry or a path outside its images', async () => {
    const get = (key: string, file: string, list: readonly BoardConfig[] = registry) =>
      boardImageResponse(new Request('http://x/'), key, file, {
        boards: list,
        tenantsDir: tenants,
      }).then((res) => res.status);
    expect(await get('lakeside', 'logo.svg', boards)).toBe(404);
    expect(await get('lakeside', 'missing.svg')).toBe(404);
    expect(await get('lakeside', '..%2Fboard.ts')).toBe(404);
    expect(await get('lakeside', 'board.ts')).toBe(404);
  });

  it('uses its own job page slug when switching language', () => {
    expect(localizePath('/fr/emploi/plein-air', 'en', lakeside.jobPageSlugs)).toBe(
      '/en/job/outdoors',
    );
  });
});

describe('the hospitality board wording', () => {
  const real = { base: dirs.base, tenants: realTenants };

  it('replaces recruitment wording with staffing wording, per language', () => {
    const fr = loadMessages('hospitality', 'fr', real) as {
      shell: { nav: Record<string, string> };
    };
    const en = loadMessages('hospitality', 'en', real) as {
      shell: { nav: Record<string, string> };
    };
    const careers = loadMessages('careers', 'fr', real) as {
      shell: { nav: Record<string, string> };
    };
    expect(fr.shell.nav.solution).toBe('Dépannage');
    expect(en.shell.nav.solution).toBe('Staffing');
    expect(careers.shell.nav.solution).toBe('Recrutement');
  });
});
