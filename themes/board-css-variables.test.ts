import { describe, expect, it } from 'vitest';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { boardCssHref, boardCssVariables, contrastText, darken } from './board-css-variables';

describe('board CSS variables', () => {
  it('picks the text colour MUI would put on a filled colour', () => {
    expect(contrastText('#9b2335')).toBe('#fff');
    expect(contrastText('#fbf7f4')).toBe('rgba(0, 0, 0, 0.87)');
  });

  it('darkens like MUI', () => {
    expect(darken('#ffffff')).toBe('#b3b3b3');
    expect(darken('#000000')).toBe('#000000');
  });

  const tokens: BoardConfig['theme'] = {
    primary: '#9b2335',
    secondary: '#1f6f6b',
    dark: '#2b1216',
    background: '#fbf7f4',
    radius: 10,
    fonts: { heading: 'Fraunces Variable', body: 'Inter Variable' },
  };

  it('serves them at an address that changes with them, so it can be cached for a year', () => {
    const href = boardCssHref('hospitality', tokens);
    expect(href).toMatch(/^\/boards\/hospitality\/theme\.css\?v=[0-9a-z]+$/);
    expect(boardCssHref('hospitality', { ...tokens })).toBe(href);
    expect(boardCssHref('hospitality', { ...tokens, primary: '#9b2336' })).not.toBe(href);
    expect(boardCssHref('careers', tokens)).toMatch(/^\/boards\/careers\//);
  });

  it('declares every token on :root', () => {
    const css = boardCssVariables(tokens);
    expect(css).toMatch(/^:root\{/);
    expect(css).toContain('--jb-primary:#9b2335');
    expect(css).toContain('--jb-radius:10px');
    expect(css).toContain('--jb-font-heading:"Fraunces Variable", "Fraunces Variable Fallback"');
  });

  it('gives a board that asks for the system font the plain system stack, with no family to fetch', () => {
    const css = boardCssVariables({ ...tokens, fonts: { ...tokens.fonts, body: 'system-ui' } });
    expect(css).toContain('--jb-font-body:system-ui, -apple-system');
    expect(css).not.toContain('"system-ui"');
  });
});
