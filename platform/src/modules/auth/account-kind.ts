/** Candidate forms call `/api/jobboard/...`, employer forms `/api/ats/...`. */
export type AccountKind = 'jobboard' | 'ats';
