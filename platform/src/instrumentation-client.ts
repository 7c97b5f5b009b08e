import { zodClientConfig } from './zod-client-config';

/**
 * Runs before any of the app's client code (Next's instrumentation-client hook). zod 4 compiles
 * its object parsers with `new Function` when it may, and decides so by trying one when its
 * first object schema is built; our CSP has no 'unsafe-eval', so that try was refused and
 * reported as a CSP violation on every page with a contract (caught, harmless, but noise that
 * hides real reports). `jitless` skips the try and the compilation; the parsers behave the same.
 * Client only: the server keeps the compiled parsers. Set on zod's global configuration object
 * (zod-client-config.ts) rather than through `config()` from zod/v4/core: that import put zod's
 * core and utilities (5.2 kB gzipped) into the framework chunk every page loads, zod-free pages
 * included (issue 44).
 */
zodClientConfig();
