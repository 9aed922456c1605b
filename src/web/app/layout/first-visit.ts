import { readLocal, writeLocal } from '../../lib/local-storage.ts';

/** The spec's flag: until it reads 'false', every load counts as a first visit. */
const NEW_USER_KEY = 'new user';

export function isFirstVisit(): boolean {
  return readLocal(NEW_USER_KEY) !== 'false';
}

export function markVisited(): void {
  writeLocal(NEW_USER_KEY, 'false');
}
