import { describe, expect, it } from 'vitest';
import { boards } from '@jobboard/tenants/registry';
import { emailConfirmation, passwordReset } from './account-link';

const link = { firstName: 'Élise <b>', selector: 'sel_-1', token: 'tok-2_x' };

describe('account link mails', () => {
  it('are branded per board, in the reader language, with the link on the given origin', () => {
    for (const board of boards) {
      const fr = passwordReset.render(
        { board, locale: 'fr', origin: 'https://jobs.example' },
        link,
      );
      expect(fr.subject).toBe(`${board.name.fr}\u00a0: réinitialisez votre mot de passe`);
      expect(fr.text).toContain('https://jobs.example/fr/reset-password/sel_-1/tok-2_x');
      expect(fr.html).toContain(board.theme.primary);
      // The name is the user's input: escaped in HTML.
      expect(fr.html).toContain('Élise &lt;b&gt;');
      const en = emailConfirmation.render(
        { board, locale: 'en', origin: 'https://jobs.example' },
        link,
      );
      expect(en.subject).toBe(`${board.name.en}: confirm your email address`);
      expect(en.html).toContain('https://jobs.example/en/email-confirmation/sel_-1/tok-2_x');
    }
  });
});
