import { ErrorView } from '@/modules/errors/error-view';

/** forbidden() from next/navigation (experimental.authInterrupts) renders here with 403. */
export default function Forbidden() {
  return <ErrorView status={403} />;
}
