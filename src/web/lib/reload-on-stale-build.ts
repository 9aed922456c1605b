const LAST_RELOAD_KEY = 'stale-build-reload-at';
/** A second failure this soon after reloading is not a stale build: let the error page show. */
const RELOAD_GRACE_MS = 10_000;

type ReloadEnvironment = {
  now(): number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload(): void;
};

/**
 * Whether a failed code download should reload the page, recording the reload when it should. After
 * a release the old build's chunks are gone from the server, so a tab opened before it fails on its
 * next lazy page, menu or dialog; one reload fetches the new build. Only once in a short while, so a
 * chunk that is really missing (or a network that is down) does not reload the page in a loop.
 */
export function reloadForStaleBuild(environment: ReloadEnvironment): boolean {
  const last = Number(environment.storage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (environment.now() - last < RELOAD_GRACE_MS) return false;
  environment.storage.setItem(LAST_RELOAD_KEY, String(environment.now()));
  environment.reload();
  return true;
}

/** Vite announces every failed dynamic import with `vite:preloadError` on window. */
export function reloadOnStaleBuild(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const reloading = reloadForStaleBuild({
      now: () => Date.now(),
      storage: window.sessionStorage,
      reload: () => window.location.reload(),
    });
    // While the page reloads the failed import is not thrown on; otherwise the error page shows.
    if (reloading) event.preventDefault();
  });
}
