import { describe, expect, it } from 'vitest';
import { boards } from '@jobboard/tenants/registry';
import { teamInvitationMail } from './team-invitation-mail';

const token = 'T'.repeat(43);

describe('the team invitation mail', () => {
  it('is branded per board, in the chosen language, with the accept page’s link', () => {
    for (const board of boards) {
      const origin = 'https://jobs.example';
      const payload = {
        inviterName: 'Mireille <b>',
        teamName: 'Hôtel',
        permissions: ['manage_offers' as const, 'manage_team' as const],
        token,
      };
      const fr = teamInvitationMail.render({ board, locale: 'fr', origin }, payload);
      expect(fr.subject).toBe(`${board.name.fr}\u00a0: invitation à rejoindre une équipe`);
      expect(fr.text).toContain(`${origin}/fr/employeur/equipe/accepter/${token}`);
      expect(fr.text).toContain('gérer l’équipe');
      expect(fr.html).toContain('Mireille &lt;b&gt;');
      expect(fr.html).toContain(board.theme.primary);
      const en = teamInvitationMail.render({ board, locale: 'en', origin }, payload);
      expect(en.subject).toBe(`${board.name.en}: an invitation to join a team`);
      expect(en.html).toContain(`${origin}/en/employer/team/accept/${token}`);
      expect(en.text).toContain('manage job offers');
    }
  });
});
