/**
 * Dispatched on `window` when a call is answered 401 (not for silent probes): the session may
 * have ended under the page (`SessionEndRedirect` in the signed-in layouts acts on it).
 */
export const SESSION_ENDED_EVENT = 'jobboard:session-ended';
