import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PASSWORDS_DO_NOT_MATCH, ResetPasswordForm } from '../../../../domain/schemas/account.ts';
import { bindFields, TextField } from '../../../components/text-field.tsx';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import type { NoticeState } from '../../../lib/use-router-notice.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { fieldError } from '../utils/server-errors.ts';
import { AUTH_LINK_CLASS, AuthPageFrame, SUBMIT_CLASS } from './auth-page-frame.tsx';
import { FormNotice } from './form-notice.tsx';

type Refusal = { message: string; offerNewLink: boolean };

/** /reset-password/:token, opened from the mailed link (which carries ?email=). */
export function ResetPasswordPage() {
  const idPrefix = useId();
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useSessionStore((state) => Boolean(state.token));
  const setToken = useSessionStore((state) => state.setToken);
  const reset = useResetPassword();
  const [refusal, setRefusal] = useState<Refusal>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ResetPasswordForm),
    // The token is not typed by anyone: it rides along as a form value from the link.
    defaultValues: { email: searchParams.get('email') ?? '', token, password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit((body) => {
    setRefusal(undefined);
    reset.mutate(body, {
      onSuccess: (response) => {
        // The server has ended every session of the account; a token kept here would be a dead one
        // and /login would bounce a "signed-in" visitor away, so this browser signs out too.
        if (signedIn) {
          setToken(null);
          queryClient.clear();
        }
        const state: NoticeState = { notice: response.message };
        navigate('/login', { state });
      },
      onError: (error) => {
        // The first password error under its field (a mismatch under the confirmation), else the
        // server's message.
        const passwordError = fieldError(error, 'password');
        if (passwordError) {
          const field = passwordError === PASSWORDS_DO_NOT_MATCH ? 'password_confirmation' : 'password';
          setError(field, { message: passwordError }, { shouldFocus: true });
          return;
        }
        // An invalid or used link is answered with errors on email/token: a fresh link is the way on.
        const offerNewLink = Boolean(fieldError(error, 'email') ?? fieldError(error, 'token'));
        setRefusal({ message: refusalMessage(error), offerNewLink });
      },
    });
  });

  const field = bindFields(idPrefix, register, errors);

  return (
    <AuthPageFrame title="Reset password" intro="Choose a new password of at least 8 characters.">
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Reset password">
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="New password" type="password" autoComplete="new-password" {...field('password')} />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...field('password_confirmation')}
        />

        <div aria-live="polite">
          {refusal && (
            <FormNotice tone="error">
              <p>{refusal.message}</p>
              {refusal.offerNewLink && (
                <p className="mt-1">
                  <Link to="/forgot-password" className={AUTH_LINK_CLASS}>
                    Request a new link
                  </Link>
                </p>
              )}
            </FormNotice>
          )}
        </div>

        <button type="submit" disabled={reset.isPending} className={SUBMIT_CLASS}>
          <KeyRound className="h-4 w-4" aria-hidden="true" />
          {reset.isPending ? 'Saving…' : 'Reset password'}
        </button>
      </form>
    </AuthPageFrame>
  );
}
