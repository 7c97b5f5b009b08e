import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { resolveBoard } from '@jobboard/tenancy/resolve-board';
import { boards } from '@jobboard/tenants/registry';
import lakeside from '@jobboard/tenants/__fixtures__/lakeside/board';
import { createBoardTheme } from '@jobboard/themes/create-board-theme';
import { loadMessages } from './messages';
import { localizePath } from '@jobboard/tenancy/paths';

/**
 * "Adding a board is adding a folder and one registry line." The fixture folder is a complete
 * tenant; this registry is tenants/registry.ts with that one line added. What it proves: the
 * host resolution, config validation, theme and wording overlay need no code change for a new
 * board. What it does not: the running app serving it (e2e covers the two real boards, which go
 * through exactly these functions), nor the new board's image files under platform/public.
 */
const registry: readonly BoardConfig[] = [...boards, lakeside];
const dirs = {
  base: path.resolve(import.meta.dirname, '../../messages'),
  tenants: path.resolve(import.meta.dirname, '../../../tenants/__fixtures__'),
};

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

  it('uses its own job page slug when switching language', () => {
    expect(localizePath('/fr/emploi/plein-air', 'en', lakeside.jobPageSlugs)).toBe(
      '/en/job/outdoors',
    );
  });
});

describe('the hospitality board wording', () => {
  const real = {
    base: dirs.base,
    tenants: path.resolve(import.meta.dirname, '../../../tenants'),
  };

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
