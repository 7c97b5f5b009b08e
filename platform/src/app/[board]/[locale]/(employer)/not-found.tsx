import { ErrorView } from '@/modules/errors/error-view';

/** notFound() below this layout, and unknown paths (see [...rest]), render here with 404. */
export default function NotFound() {
  return <ErrorView status={404} />;
}
