import { passesPermissionGuard } from '@jobboard/api/contracts/guards';
import type { RoutePathname } from '@jobboard/tenancy/route-table';
import type { AccountUser } from '@/modules/session';

/**
 * Where the error page's home button leads (issue 19 item 12): an employer's home is the first
 * employer section they may open, never the public home page nor another 403.
 */
export function homeRouteOf(
  user:
    { guard: AccountUser['guard']; permissions: readonly { name: string }[] } | null | undefined,
): RoutePathname {
  if (user?.guard !== 'ats') return '/';
  const granted = user.permissions.map((p) => p.name);
  if (passesPermissionGuard(granted, 'can-manage-company')) return '/employer/companies';
  if (passesPermissionGuard(granted, 'can-manage-offer')) return '/employer/my-offers';
  return '/employer/profile';
}
