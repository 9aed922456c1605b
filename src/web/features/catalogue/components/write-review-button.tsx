import { MessageSquarePlus } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { useSessionStore } from '../../../stores/session-store.ts';

/**
 * 'Write a review'. A guest is sent to sign in (and back here afterwards); a signed-in visitor
 * gets whatever `onWrite` opens — the review dialog is passed in by the page that owns it.
 */
export function WriteReviewButton({ onWrite }: { onWrite?: () => void }) {
  const token = useSessionStore((state) => state.token);
  const navigate = useNavigate();
  const location = useLocation();

  function handleClick() {
    if (!token) navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
    else onWrite?.();
  }

  return (
    <button
      type="button"
      onClick={handleClick}
      className="inline-flex items-center gap-2 rounded-lg border border-neutral-900 bg-neutral-900 px-4 py-2 text-sm font-semibold text-white hover:bg-neutral-700"
    >
      <MessageSquarePlus aria-hidden="true" className="h-4 w-4" />
      Write a review
    </button>
  );
}
