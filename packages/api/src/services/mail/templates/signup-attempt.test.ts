import { describe, expect, it } from 'vitest';
import { boards } from '@jobboard/tenants/registry';
import { signupAttempt } from './signup-attempt';

describe('the mail to the owner of an address someone registered with', () => {
  it('is branded per board, in the owner language, with the login and reset pages of the account kind', () => {
    for (const board of boards) {
      const origin = 'https://jobs.example';
      const fr = signupAttempt.render(
        { board, locale: 'fr', origin },
        { firstName: 'Élise <b>', employer: false },
      );
      expect(fr.subject).toBe(
        `${board.name.fr}\u00a0: quelqu'un a voulu s'inscrire avec votre adresse`,
      );
      expect(fr.text).toContain(`${origin}/fr/connexion`);
      expect(fr.text).toContain(`${origin}/fr/mot-de-passe-oublie`);
      expect(fr.html).toContain('Élise &lt;b&gt;');
      expect(fr.html).toContain(board.theme.primary);
      const en = signupAttempt.render(
        { board, locale: 'en', origin },
        { firstName: 'Eli', employer: true },
      );
      expect(en.subject).toBe(`${board.name.en}: someone tried to sign up with your address`);
      expect(en.html).toContain(`${origin}/en/employer/login`);
      expect(en.text).toContain(`${origin}/en/employer/forgot-password`);
    }
  });
});
