import { useSyncExternalStore } from 'react';

/** The two local flags of spec section 3 (cookie consent). */
const ALL = 'allCookiesAccepted';
const ESSENTIAL = 'essentialCookiesAccepted';

export type Consent = 'undecided' | 'all' | 'essential';

const listeners = new Set<() => void>();

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    // Storage blocked (private mode of some browsers): ask again, and never assume consent.
    return false;
  }
}

function write(values: Record<string, boolean>) {
  try {
    for (const [key, value] of Object.entries(values)) {
      if (value) window.localStorage.setItem(key, 'true');
      else window.localStorage.removeItem(key);
    }
  } catch {
    // Without storage the choice holds for this page view only.
  }
  memory = undefined;
  for (const listener of listeners) listener();
}

let memory: Consent | undefined;

export function currentConsent(): Consent {
  memory ??= read(ALL) ? 'all' : read(ESSENTIAL) ? 'essential' : 'undecided';
  return memory;
}

export function acceptAll() {
  write({ [ALL]: true, [ESSENTIAL]: false });
}

export function acceptEssentialOnly() {
  write({ [ALL]: false, [ESSENTIAL]: true });
}

/** 'Cookie Einstellungen': forget the choice, so the banner asks again. */
export function clearConsent() {
  write({ [ALL]: false, [ESSENTIAL]: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ALL || event.key === ESSENTIAL || event.key === null) {
      memory = undefined;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useConsent(): Consent {
  return useSyncExternalStore(subscribe, currentConsent, () => 'undecided' as const);
}
