/**
 * Drafts a signed-in user has typed (the checkout's addresses) live in sessionStorage under this
 * prefix and end with the session: signing out forgets them at once, so the next person at a
 * venue's shared computer is not offered them, even in the same tab.
 */
export const SESSION_DRAFT_PREFIX = 'w1-draft:';

export function forgetSessionDrafts(): void {
  try {
    const storage = window.sessionStorage;
    const drafts: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(SESSION_DRAFT_PREFIX)) drafts.push(key);
    }
    for (const key of drafts) storage.removeItem(key);
  } catch {
    // Storage refused: nothing was kept there.
  }
}
