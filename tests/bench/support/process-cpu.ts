import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * CPU time of processes on this machine, from Linux's /proc: what a load phase cost the app, the database
 * server and the load client, to tell which of them a figure's time goes to. Elsewhere every reading is
 * NaN, and the bench leaves the split out.
 */

function clockTicks(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

const TICKS_PER_SECOND = clockTicks();

/** User and system time of a process and all its threads, in seconds; NaN when it cannot be read. */
export function cpuSeconds(pid: number): number {
  try {
    // The command name may hold spaces and parentheses: the fields start after its closing one.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** The PostgreSQL server's processes (postmaster, backends, background workers) running on this machine. */
export function postgresPids(): number[] {
  try {
    return fs
      .readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
        } catch {
          return false; // ended while the list was read
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

/** Counts from its start; `stop()` reads how far. */
export interface CpuMeter {
  stop(): number;
}

/**
 * Starts counting the CPU time of the processes `pids()` names; `stop()` gives the seconds they used
 * since (NaN when none could be read). A process that started meanwhile counts from zero; one that ended
 * meanwhile is lost (the bench's connections stay open through a phase, so none of its work ends with them).
 */
export function startCpuMeter(pids: () => readonly number[]): CpuMeter {
  const before = new Map(pids().map((pid) => [pid, cpuSeconds(pid)]));
  return {
    stop: () => {
      const used = pids()
        .map((pid) => cpuSeconds(pid) - (before.get(pid) ?? 0))
        .filter((seconds) => !Number.isNaN(seconds));
      return used.length > 0 ? used.reduce((a, b) => a + b, 0) : Number.NaN;
    },
  };
}
