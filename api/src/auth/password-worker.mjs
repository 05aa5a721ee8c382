// The password threads' work (password-pool.ts). Plain JavaScript, so that a thread loads it the same way
// under node, tsx and the test runner, none of whose TypeScript loaders a worker thread inherits for sure.
import os from 'node:os';
import { hashSync, verifySync } from '@node-rs/argon2';

export function hash({ password, options }) {
  return hashSync(password, options);
}

/** A hash that cannot be read is a wrong password, not an error. */
export function verify({ passwordHash, password }) {
  try {
    return verifySync(passwordHash, password);
  } catch {
    return false;
  }
}

/** This thread's nice value: the test checks that hashing runs below the serving thread. */
export function priority() {
  return os.getPriority();
}
