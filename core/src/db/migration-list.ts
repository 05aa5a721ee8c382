import * as events from './migrations/0001-events';
import * as accountsAndProfiles from './migrations/0002-accounts-and-profiles';

/** Every migration in the order it runs. A new migration is appended here, never inserted. */
export const MIGRATIONS = [
  { name: '0001-events', ...events },
  { name: '0002-accounts-and-profiles', ...accountsAndProfiles },
] as const;
