import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A one-off confirmation one page hands the next through the router state ('Your profile has
 * been updated.', 'Your password has been reset!'). Router state rather than a toast: it survives
 * the lazy page load and stays for someone who looks away.
 */
export type NoticeState = { notice: string };

function noticeOf(state: unknown): string | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' && notice !== '' ? notice : null;
}

/**
 * The notice this page was opened with. It is shown for this visit only: the history entry is
 * replaced without it (keeping any other state, such as where to go after login), so Back or a
 * reload does not confirm the same thing again.
 */
export function useRouterNotice(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice] = useState(() => noticeOf(location.state));
  useEffect(() => {
    if (!noticeOf(location.state)) return;
    const { notice: _shown, ...rest } = location.state as NoticeState & Record<string, unknown>;
    navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: Object.keys(rest).length > 0 ? rest : null,
    });
  }, [location.state, location.pathname, location.search, navigate]);
  return notice;
}
