import { RequestAppProviders } from '@/modules/chrome/layouts/with-app-providers';
import { ErrorView } from '@/modules/errors/error-view';

/** notFound() below this layout, and unknown paths (see [...rest]), render here with 404. */
export default function NotFound() {
  // issue 16: the error view still needs the client runtime (the public layout has none).
  return (
    <RequestAppProviders>
      <ErrorView status={404} />
    </RequestAppProviders>
  );
}
