/**
 * Whether a client-side navigation is under way. A module-level store rather than a React
 * context: links and routers anywhere start it, and the one bar in the shell reads it, with no
 * provider to thread through every layout.
 */
type Listener = () => void;

let startedAt: number | null = null;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export const navigationProgress = {
  start(now = Date.now()) {
    startedAt = now;
    emit();
  },
  done() {
    if (startedAt === null) return;
    startedAt = null;
    emit();
  },
  /** When the navigation under way started, or null. */
  snapshot(): number | null {
    return startedAt;
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
