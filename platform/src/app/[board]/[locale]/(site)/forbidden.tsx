import { ErrorPage } from '@/modules/errors/error-page';

/** forbidden() from next/navigation (experimental.authInterrupts) renders here with 403. */
export default function Forbidden() {
  return <ErrorPage status={403} />;
}
