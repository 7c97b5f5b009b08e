import { permissionNames, type PermissionName } from '@jobboard/db/schema/accounts';

/**
 * Ready-made accounts for the demo (README) and for e2e checks that need what no public form
 * creates: team members who lack one permission each (spec section 6). Only `npm start`'s demo
 * seeding creates them; a deployment that does not seed the demo has none.
 */
export const DEMO_PASSWORD = 'Demo passphrase 2026';
export const DEMO_CANDIDATE_EMAIL = 'candidate@demo.jobboard.test';

export interface DemoEmployer {
  email: string;
  firstName: string;
  lastName: string;
  permissions: readonly PermissionName[];
}

/**
 * The members who lack one permission hold the three the spec started with, less that one: they
 * neither manage the team nor its billing (issue 41), which the authorisation matrix relies on.
 */
const lacking = (missing: PermissionName): PermissionName[] =>
  (['manage_companies', 'manage_offers', 'manage_candidates'] as const).filter(
    (name) => name !== missing,
  );

export const demoEmployers: readonly DemoEmployer[] = [
  {
    email: 'employer@demo.jobboard.test',
    firstName: 'Mireille',
    lastName: 'Bouchard',
    permissions: permissionNames,
  },
  {
    email: 'no-companies@demo.jobboard.test',
    firstName: 'Félix',
    lastName: 'Lavoie',
    permissions: lacking('manage_companies'),
  },
  {
    email: 'no-offers@demo.jobboard.test',
    firstName: 'Nadia',
    lastName: 'Roy',
    permissions: lacking('manage_offers'),
  },
  {
    email: 'no-candidates@demo.jobboard.test',
    firstName: 'Olivier',
    lastName: 'Côté',
    permissions: lacking('manage_candidates'),
  },
];

/**
 * An employer of another team, one that may publish on the partner boards
 * (`can_publish_on_partner_or_our_network`, spec section 6): no form sets that flag, and the
 * demo and the publishing e2e show an offer going on every board and off them all at once.
 */
export const demoPartnerEmployer: DemoEmployer = {
  email: 'partner@demo.jobboard.test',
  firstName: 'Josée',
  lastName: 'Gagnon',
  permissions: permissionNames,
};

/**
 * Demo companies (one per demo board) run by the demo team, so that an application to one of
 * their offers reaches the demo employers' mailbox.
 */
export const demoTeamCompanySlugs: readonly string[] = [
  'hotel-le-riverain',
  'quincaillerie-beauchemin',
];
