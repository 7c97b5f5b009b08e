import { describe, expect, it } from 'vitest';
import { boards } from '@jobboard/tenants/registry';
import { mailSettings } from './mail-settings';
import { escapeHtml, escapeMultiline } from './templates/escape-html';

const careers = boards.find((b) => b.key === 'careers')!;
const base = { mailFrom: undefined, publicOrigin: 'http://{board}.localhost:{port}', port: 4100 };

describe('mail settings', () => {
  it('sends from the board name at its own host unless MAIL_FROM is set', () => {
    expect(mailSettings({ ...base, production: false }).from(careers)).toBe(
      '"Careers North" <no-reply@careers-north.example>',
    );
    expect(
      mailSettings({ ...base, production: false, mailFrom: 'mail@ops.example' }).from(careers),
    ).toBe('"Careers North" <mail@ops.example>');
  });

  it('builds links from configuration, the board origin in production', () => {
    expect(mailSettings({ ...base, production: false }).origin(careers)).toBe(
      'http://careers.localhost:4100',
    );
    expect(mailSettings({ ...base, production: true }).origin(careers)).toBe(
      'https://careers-north.example',
    );
  });
});

describe('escapeHtml', () => {
  it('neutralises markup and keeps line breaks where asked', () => {
    expect(escapeHtml(`<a href="x">O'Neil & co</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;O&#39;Neil &amp; co&lt;/a&gt;',
    );
    expect(escapeMultiline('a<b\nc')).toBe('a&lt;b<br>c');
  });
});
