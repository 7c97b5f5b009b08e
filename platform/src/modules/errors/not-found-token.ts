import 'server-only';
import { currentRuntime } from '@jobboard/api/runtime/current-runtime';

/** The request carries this process's token (the runtime's, which the server sends). */
export function isNotFoundRender(header: string | null): boolean {
  return header === currentRuntime().notFoundToken;
}
