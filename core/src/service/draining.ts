/**
 * Whether this process is on its way out. A stop is a matter of the whole process (SIGTERM), so the flag is
 * the process's: from the moment it is set the readiness checks answer 503, while requests are still
 * served, and a load balancer takes the process out of rotation before its port closes.
 */
let drainingSince: Date | undefined;

export function beginDraining(): void {
  drainingSince ??= new Date();
}

export function isDraining(): boolean {
  return drainingSince !== undefined;
}

/** What /readyz says meanwhile, the same on the API and every service. */
export const DRAINING_MESSAGE = 'Dienst wird beendet';
