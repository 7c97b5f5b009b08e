import { describe, expect, it } from 'vitest';
import { boards } from '@jobboard/tenants/registry';
import { mailSettings } from './mail-settings';
import { escapeHtml, escapeMultiline } from './templates/escape-html';

const careers = boards.find((b) => b.key === 'careers')!;
const base = { mailFrom: undefined, publicOrigin: undefined, port: 4100, smtpUrl: undefined };

describe('mail settings', () => {
  it('sends from the board name at its own host unless MAIL_FROM is set', () => {
    expect(mailSettings({ ...base, production: false }).from(careers)).toBe(
      '"Careers North" <no-reply@careers-north.example>',
    );
    expect(
      mailSettings({ ...base, production: false, mailFrom: 'mail@ops.example' }).from(careers),
    ).toBe('"Careers North" <mail@ops.example>');
  });

  it('links to the board origin only for mail that really leaves in production', () => {
    const smtp = 'smtp://mail.example:587';
    expect(mailSettings({ ...base, production: true, smtpUrl: smtp }).origin(careers)).toBe(
      'https://careers-north.example',
    );
    // Development, or a production build whose mail stays in the dev mailbox: this instance.
    expect(mailSettings({ ...base, production: false, smtpUrl: smtp }).origin(careers)).toBe(
      'http://careers.localhost:4100',
    );
    expect(mailSettings({ ...base, production: true }).origin(careers)).toBe(
      'http://careers.localhost:4100',
    );
  });

  it('always uses PUBLIC_ORIGIN when it is set', () => {
    const publicOrigin = 'https://{board}.staging.example';
    expect(
      mailSettings({ ...base, production: true, smtpUrl: 'smtp://x', publicOrigin }).origin(
        careers,
      ),
    ).toBe('https://careers.staging.example');
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
