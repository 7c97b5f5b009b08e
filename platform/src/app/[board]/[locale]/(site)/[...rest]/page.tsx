import { notFound } from 'next/navigation';

/** Every path no route matches lands here, so it gets the site's 404 page with status 404. */
export default function UnknownPath() {
  notFound();
}
