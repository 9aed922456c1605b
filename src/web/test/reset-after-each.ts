import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store.ts';

/** Registers the clean-up a page test needs: unmount, sign out, forget storage, drop fetch stubs and spies. */
export function resetAfterEach() {
  afterEach(() => {
    cleanup();
    useSessionStore.getState().setToken(null);
    window.localStorage.clear();
    window.sessionStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
