/**
 * CPU time of another process from /proc/<pid>/stat (Linux): user plus system time. The API bench reads the
 * server's before and after each load run, which gives the server's CPU per request whatever the load generator
 * costs on the same two cores.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Clock ticks per second of /proc times; 100 on every Linux we run on, asked once anyway. */
const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** Milliseconds of CPU the process has used, or undefined where /proc cannot tell (not Linux). */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are plain numbers.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, so 11 and 12 after the state (field 3).
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / ticksPerSecond : undefined;
  } catch {
    return undefined;
  }
}
