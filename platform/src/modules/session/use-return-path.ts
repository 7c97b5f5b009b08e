'use client';

import { useSearchParams } from 'next/navigation';
import { RETURN_PARAM, safeReturnPath } from './return-path';

/** The page's safe `redirect` parameter, carried between login and register and used after. */
export function useReturnPath(): string | null {
  return safeReturnPath(useSearchParams().get(RETURN_PARAM));
}
