/**
 * A one-off message another page hands to /login through the router state (the password reset's
 * success), shown above the form. Router state rather than a toast: it survives the lazy page
 * load and is still there for someone who looks away for a moment.
 */
export type LoginNoticeState = { notice: string };

export function loginNoticeOf(state: unknown): string | undefined {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' && notice !== '' ? notice : undefined;
}
