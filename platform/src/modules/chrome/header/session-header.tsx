'use client';

import { useLocale } from 'next-intl';
import { useAppRouter } from '@/modules/navigation';
import type { AccountUser } from '@/modules/session';
import { authPath } from '@/modules/session';
import { useMe } from '@/modules/session';
import { SiteHeader, type HeaderVariant } from './site-header';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { AttributeSlugs } from '@jobboard/tenancy/paths';

export function headerVariantOf(user: AccountUser | null): HeaderVariant {
  if (!user) return { kind: 'visitor' };
  if (user.guard === 'ats') {
    return {
      kind: 'employer',
      fullName: user.full_name,
      permissions: user.permissions.map((p) => p.name),
    };
  }
  return { kind: 'candidate' };
}

/**
 * The header that follows the session. `initial` is the server's reading of the session cookie,
 * shown until the client's user fetch answers (so a signed-in page never flashes the visitor
 * header); from then on the authentication flag of useMe decides, logout included.
 */
export function SessionHeader({
  initial,
  attributeSlugs,
}: {
  initial: HeaderVariant;
  attributeSlugs?: readonly AttributeSlugs[];
}) {
  const { user, resolved, logout } = useMe();
  const router = useAppRouter();
  const locale = useLocale() as Locale;
  const onLogout = async () => {
    try {
      await logout();
    } finally {
      // Server-rendered parts (guarded pages, the layout's first-paint header) must re-run too.
      router.push(authPath('home', locale));
      router.refresh();
    }
  };
  return (
    <SiteHeader
      variant={resolved ? headerVariantOf(user) : initial}
      onLogout={() => void onLogout()}
      attributeSlugs={attributeSlugs}
    />
  );
}
