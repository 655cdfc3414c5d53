// What a server process uses, read from /proc (Linux): its memory, and its CPU time for CPU per request.
import { readFileSync } from 'node:fs';

export function memory(pid: number): { rssMb: number; rssAnonMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, rssAnonMb: kb('RssAnon') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** The CPU time (user and system, all threads) a process has used so far, in ms. */
export function cpuMs(pid: number): number {
  // Fields 14 and 15 of /proc/<pid>/stat, after the command's closing parenthesis (which may hold spaces).
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
/** Linux's USER_HZ, what /proc counts CPU time in (getconf CLK_TCK: 100 on every Linux architecture Node runs on). */
export const CLOCK_TICKS = 100;
export const formatMemory = (m: ReturnType<typeof memory>) =>
  `RSS ${m.rssMb.toFixed(0)} MB (anonymous ${m.rssAnonMb.toFixed(0)} MB, peak ${m.peakMb.toFixed(0)} MB)`;
