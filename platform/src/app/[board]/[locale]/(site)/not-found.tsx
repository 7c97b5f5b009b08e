import { ErrorPage } from '@/modules/errors/error-page';

/** notFound() below this layout, and unknown paths (see [...rest]), render here with 404. */
export default function NotFound() {
  return <ErrorPage status={404} />;
}
