import type { Locale } from '@jobboard/tenancy/board-config';
import { teamSizes } from '../../contracts/team-size-rules';

/** GET /ats/team-sizes: the fixed ranges, labelled in the reader's language. */
export function listTeamSizes(locale: Locale) {
  return teamSizes.map((size) => ({ id: size.id, label: size[locale] }));
}
