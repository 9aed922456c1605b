import { create } from 'zustand';
import { STORAGE_KEYS } from '../../domain/browser-storage.ts';
import { readLocal, writeLocal } from '../lib/local-storage.ts';
import { forgetSessionDrafts } from '../lib/session-drafts.ts';

/** The session token, kept in localStorage under `token` as the spec says. */
const TOKEN_KEY = STORAGE_KEYS.token;

export function readStoredToken(): string | null {
  return readLocal(TOKEN_KEY);
}

type SessionState = {
  token: string | null;
  setToken(token: string | null): void;
};

export const useSessionStore = create<SessionState>((set) => ({
  token: readStoredToken(),
  setToken(token) {
    writeLocal(TOKEN_KEY, token);
    if (token === null) forgetSessionDrafts();
    set({ token });
  },
}));
