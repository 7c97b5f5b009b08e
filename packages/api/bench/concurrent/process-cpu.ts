import { readFileSync } from 'node:fs';

/**
 * User + system CPU of a process in milliseconds, from /proc/<pid>/stat (fields 14 and 15, in
 * clock ticks of 10 ms on Linux). The server is another process: process.cpuUsage() cannot see it.
 */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; fields are counted after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks * 10;
}
