/** Candidate forms call the API's `jobboard` endpoints, employer forms its `ats` ones. */
export type AccountKind = 'jobboard' | 'ats';
