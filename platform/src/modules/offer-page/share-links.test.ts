import { describe, expect, it } from 'vitest';
import { boards } from '@jobboard/tenants/registry';
import { shareLinks } from './share-links';

const url = 'https://emplois.example/fr/offre/cuisinier-de-nuit/42';
const mail = { subject: 'Offre d’emploi : Cuisinier & plongeur', body: `Voyez : ${url}\n\nMerci` };
const board = (key: string) => boards.find((b) => b.key === key)!;

describe('share links', () => {
  it("use the board's Facebook app when it has one, the plain sharer otherwise", () => {
    const withApp = new URL(shareLinks(board('hospitality'), url, mail).facebook);
    expect(withApp.origin + withApp.pathname).toBe('https://www.facebook.com/dialog/share');
    expect(withApp.searchParams.get('app_id')).toBe(board('hospitality').fbAppId);
    expect(withApp.searchParams.get('href')).toBe(url);
    expect(board('careers').fbAppId).toBeUndefined();
    const plain = new URL(shareLinks(board('careers'), url, mail).facebook);
    expect(plain.pathname).toBe('/sharer/sharer.php');
    expect(plain.searchParams.get('u')).toBe(url);
  });

  it('give LinkedIn the URL and the mail its subject and body, spaces as %20', () => {
    const links = shareLinks(board('careers'), url, mail);
    expect(new URL(links.linkedin).searchParams.get('url')).toBe(url);
    expect(links.email).not.toContain('+');
    const [, query] = links.email.split('?');
    const params = new URLSearchParams(query);
    expect(params.get('subject')).toBe(mail.subject);
    expect(params.get('body')).toBe(mail.body);
  });
});
