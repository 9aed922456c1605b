import { readLocal, writeLocal } from '../../lib/local-storage.ts';

/** The spec's flag: until it reads 'false', every load counts as a first visit. */
const NEW_USER_KEY = 'new user';

export function isFirstVisit(): boolean {
  return readLocal(NEW_USER_KEY) !== 'false';
}

export function markVisited(): void {
  writeLocal(NEW_USER_KEY, 'false');
}

/** Set once the splash has shown in this browser session (the tab and its reloads). */
const SPLASH_SHOWN_KEY = 'splash shown';

/**
 * The splash belongs to a first visit, and at most once per browser session: a visitor who has
 * not answered the cookie notice yet should not wait through it again on every reload.
 */
export function shouldShowSplash(): boolean {
  if (!isFirstVisit()) return false;
  try {
    return window.sessionStorage.getItem(SPLASH_SHOWN_KEY) === null;
  } catch {
    // No session storage (blocked): showing it on each load beats never showing it.
    return true;
  }
}

export function markSplashShown(): void {
  try {
    window.sessionStorage.setItem(SPLASH_SHOWN_KEY, 'true');
  } catch {
    // Blocked storage: the splash may show again on the next load, nothing worse.
  }
}
