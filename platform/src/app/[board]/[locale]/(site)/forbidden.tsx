import { RequestAppProviders } from '@/modules/chrome/layouts/with-app-providers';
import { ErrorView } from '@/modules/errors/error-view';

/** forbidden() from next/navigation (experimental.authInterrupts) renders here with 403. */
export default function Forbidden() {
  // issue 16: the error view still needs the client runtime (the public layout has none).
  return (
    <RequestAppProviders>
      <ErrorView status={403} />
    </RequestAppProviders>
  );
}
