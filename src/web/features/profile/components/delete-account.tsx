import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '../../../../domain/schemas/account.ts';
import { ErrorBanner } from '../../../components/banner.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { toast } from '../../../lib/toast.ts';
import { sessionKeys } from '../../../session/query-keys.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { isOutstandingInvoicesRefusal, useDeleteAccount } from '../api/delete-account.ts';
import { useSignOutOnLeave } from '../hooks/use-sign-out-on-leave.ts';
import { OutstandingInvoicesNotice } from './outstanding-invoices-notice.tsx';

type Outcome = 'idle' | 'blocked' | 'failed';

/**
 * 'Delete my account': asks first, then deletes, signs out and goes home. Unpaid pay-later credit
 * blocks it (docs/product.md §4.8): checked here before asking, and again by the server (409), which knows best
 * when this page's copy of the user is out of date.
 */
export function DeleteAccount({ user }: { user: User }) {
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const signOutOnLeave = useSignOutOnLeave();
  const token = useSessionStore((state) => state.token);
  const navigate = useNavigate();

  const start = () => {
    if (user.pay_later_credit > 0) {
      setOutcome('blocked');
      return;
    }
    setOutcome('idle');
    setConfirming(true);
  };

  const confirm = () => {
    remove.mutate(user.id, {
      onSuccess: () => {
        signOutOnLeave();
        navigate('/', { replace: true });
        toast.success('Your account has been deleted.');
      },
      onError: (error) => {
        if (isOutstandingInvoicesRefusal(error)) {
          setOutcome('blocked');
          // The amount shown comes from the user; fetch it fresh so it matches what the server saw.
          void queryClient.invalidateQueries({ queryKey: sessionKeys.user(token) });
        } else {
          setOutcome('failed');
        }
      },
    });
  };

  return (
    <>
      <button
        type="button"
        onClick={start}
        disabled={remove.isPending}
        className="inline-flex items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-5 py-2.5 font-semibold text-red-700 text-sm hover:bg-red-50 disabled:cursor-wait disabled:opacity-70"
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {remove.isPending ? 'Deleting…' : 'Delete my account'}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your account?"
        description="Your profile, address and wishlist will be removed and you will be signed out. Orders you have placed stay on record for accounting, without your personal details. You won't be able to revert this."
        confirmLabel="Delete my account"
        onConfirm={confirm}
      />
      <div aria-live="polite" className="w-full empty:hidden">
        {outcome === 'blocked' && <OutstandingInvoicesNotice user={user} />}
        {outcome === 'failed' && <ErrorBanner>{SOMETHING_WENT_WRONG}</ErrorBanner>}
      </div>
    </>
  );
}
