import { notFound } from 'next/navigation';
import { currentRuntime } from '@jobboard/api/runtime/current-runtime';
import { isDomainError } from '@jobboard/api/errors';
import { getSkill } from '@jobboard/api/services/profile/skills';
import { numericId, pageRoute } from '@/modules/page-routes/server';
import { toSessionAccount } from '@/modules/session/server';
import { AccountDeletedPage } from './my-data/account-deleted-page';
import { ProfilePage } from './profile-page';
import { SkillForm } from './skills/skill-form';

export const profileRoute = pageRoute(
  'profile',
  '/profile',
  async ({ session }) => session && <ProfilePage user={await toSessionAccount(session)} />,
  { access: 'candidate' },
);

export const skillAddRoute = pageRoute('skillAdd', '/profile/skills/add', () => <SkillForm />, {
  access: 'candidate',
});

/** The edit page without an id, with a malformed one, or with someone else's, is the 404 page. */
export const skillEditRoute = pageRoute(
  'skillEdit',
  '/profile/skills/edit/[[...id]]',
  async ({ session, params, board, locale }) => {
    const parts = params.id;
    const id = numericId(Array.isArray(parts) && parts.length === 1 ? parts[0] : undefined);
    if (!session || id === null) notFound();
    const { db } = currentRuntime();
    try {
      const skill = await getSkill(
        { db, board: board.key, locale, userId: session.user.id, now: new Date() },
        id,
      );
      return <SkillForm skill={skill} />;
    } catch (error) {
      if (isDomainError(error) && error.code === 'not_found') notFound();
      throw error;
    }
  },
  { access: 'candidate' },
);

/** After deleting the account (signed out by then): what happened, for anyone who opens it. */
export const accountDeletedRoute = pageRoute(
  'accountDeleted',
  '/account-deleted',
  ({ board, locale }) => <AccountDeletedPage board={board} locale={locale} />,
);
