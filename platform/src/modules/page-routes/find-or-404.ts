import { notFound } from 'next/navigation';
import { ApiError } from '@jobboard/api/http/errors';

/**
 * A service's 404 (unknown, unpublished, expired, other board, confidential company) becomes the
 * site's 404 page; anything else is a real failure and goes to the error page.
 */
export async function findOr404<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
