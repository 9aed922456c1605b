export const PROFILE_UPDATED = 'Your profile has been updated.';

/**
 * A one-off message the edit page hands to the profile through the router state. Router state
 * rather than a toast: it is still there after the lazy page loads and for anyone who looks away.
 */
export type ProfileNoticeState = { notice: string };

export function profileNoticeOf(state: unknown): string | undefined {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' && notice !== '' ? notice : undefined;
}
