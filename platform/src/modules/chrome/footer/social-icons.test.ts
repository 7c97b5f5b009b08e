import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconPaths } from '../icon-paths';
import { networks } from './social-links';

const css = readFileSync(new URL('./social-icons.module.css', import.meta.url), 'utf8');

describe('social-icons.module.css', () => {
  it.each(networks.map((n) => n.key))('draws %s with the path the MUI shell uses', (key) => {
    const rule = new RegExp(`\\.${key} \\{\\s*--icon: url\\("([^"]+)"\\)`).exec(css);
    expect(rule?.[1]).toContain(`%3Cpath d='${iconPaths[key]}'/%3E`);
  });
});
