import { inject } from 'vitest';
import { useTestDatabaseTemplates } from '../testing';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate?: string;
    pgTemplate?: string;
  }
}

// A setup file of the API test projects: the templates their global setup provided.
useTestDatabaseTemplates({ pglite: inject('pgliteTemplate'), pg: inject('pgTemplate') });
