import type { ChildProcess } from 'node:child_process';
import type { Worker } from 'node:cluster';

/** What Node's round-robin scheduler sends a worker with a connection, and what it answers. */
interface ClusterMessage {
  cmd?: unknown;
  act?: unknown;
  seq?: unknown;
  ack?: unknown;
}

interface Closable {
  close(): void;
}

const isCluster = (message: unknown): message is ClusterMessage =>
  typeof message === 'object' &&
  message !== null &&
  'cmd' in message &&
  message.cmd === 'NODE_CLUSTER';

/**
 * Closes, when `worker` dies, the connections the primary handed it that it had not yet taken.
 *
 * Node's round-robin scheduler accepts every connection in the primary and sends it to a worker
 * ('newconn'), keeping its own copy until the worker acknowledges it. If the worker dies first,
 * no acknowledgement ever comes and Node forgets that copy without closing it
 * (nodejs/node#21746): the client waits forever on a connection nobody will answer. Closing it
 * gives the client what a dead process's own connections give, a reset, which it can retry.
 *
 * The messages watched are Node's internal cluster protocol ({cmd: 'NODE_CLUSTER', act:
 * 'newconn', seq} out, {ack: seq} back), unchanged since Node 8; the worker-kill spec fails with
 * a connection left hanging if a Node release changes them. The alternative, the kernel's
 * scheduling (SCHED_NONE), resets such connections by itself but spread 10 keep-alive
 * connections 10 to 0 over two workers in one of five tries here, halving their throughput.
 */
export function closeUntakenConnectionsOnExit(worker: Worker): void {
  const child = worker.process as ChildProcess;
  const untaken = new Map<number, Closable>();
  const send = child.send.bind(child) as (...args: unknown[]) => boolean;
  child.send = ((message: unknown, handle?: unknown, ...rest: unknown[]) => {
    if (
      isCluster(message) &&
      message.act === 'newconn' &&
      typeof message.seq === 'number' &&
      handle &&
      typeof (handle as Closable).close === 'function'
    )
      untaken.set(message.seq, handle as Closable);
    return send(message, handle, ...rest);
  }) as ChildProcess['send'];
  child.on('internalMessage', (message: unknown) => {
    if (isCluster(message) && typeof message.ack === 'number') untaken.delete(message.ack);
  });
  child.once('exit', () => {
    for (const handle of untaken.values()) handle.close();
    untaken.clear();
  });
}
