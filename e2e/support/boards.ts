import type { Locale } from '@jobboard/tenancy/board-config';

/** What the e2e tests expect of each board host (mirrors tenants/<board>/board.ts). */
export interface ExpectedBoard {
  name: Record<Locale, string>;
  primary: string;
  jobPageSlugs: Record<Locale, string>;
  defaultLocale: Locale;
}

export const expectedBoards: Record<string, ExpectedBoard> = {
  hospitality: {
    name: { fr: 'Emplois Hôtellerie Québec', en: 'Quebec Hospitality Jobs' },
    primary: 'rgb(155, 35, 53)',
    jobPageSlugs: { fr: 'hotellerie-restauration', en: 'hospitality-catering' },
    defaultLocale: 'fr',
  },
  careers: {
    name: { fr: 'Carrières Nord', en: 'Careers North' },
    primary: 'rgb(29, 78, 216)',
    jobPageSlugs: { fr: 'carrieres', en: 'careers' },
    defaultLocale: 'en',
  },
};

export function boardOf(projectName: string): ExpectedBoard {
  const board = expectedBoards[projectName];
  if (!board) throw new Error(`no expectations for board ${projectName}`);
  return board;
}
