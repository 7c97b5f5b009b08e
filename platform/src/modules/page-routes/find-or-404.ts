import { forbidden, notFound } from 'next/navigation';
import { isDomainError } from '@jobboard/api/errors';

/**
 * The one place a service's domain error becomes a page: `not_found` (unknown, unpublished,
 * expired, other board, confidential company) the site's 404 page, `forbidden` its 403 page.
 * Anything else is a real failure and goes to the error page.
 */
export function pageForDomainError(error: unknown): never {
  if (isDomainError(error)) {
    if (error.code === 'not_found') notFound();
    if (error.code === 'forbidden') forbidden();
  }
  throw error;
}

/** What `load` finds, or the 404 / 403 page its domain error calls for. */
export async function findOr404<T>(load: Promise<T>): Promise<T> {
  return load.catch(pageForDomainError);
}
