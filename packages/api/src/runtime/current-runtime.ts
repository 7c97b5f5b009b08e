import type { Runtime } from '../context';

const key = Symbol.for('@jobboard/api/runtime');
type Holder = { [key]?: Runtime };

/**
 * The process's runtime for code that is not handed it: the pages. The custom server builds the
 * runtime once (platform/server/main.ts) and installs it here before Next prepares; Next's
 * bundled copy of this module reaches the same object through globalThis, the one process-wide
 * slot the project keeps. Everything else receives the runtime as an argument.
 */
export function installRuntime(runtime: Runtime): void {
  (globalThis as Holder)[key] = runtime;
}

export function currentRuntime(): Runtime {
  const runtime = (globalThis as Holder)[key];
  if (!runtime) {
    throw new Error(
      'No runtime is installed: pages run only inside the custom server (platform/server/main.ts)',
    );
  }
  return runtime;
}

export function uninstallRuntime(runtime: Runtime): void {
  const holder = globalThis as Holder;
  if (holder[key] === runtime) delete holder[key];
}
