import { Mail } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ForgotPasswordBody } from '../../../../domain/schemas/account.ts';
import { bindFields, TextField } from '../../../components/text-field.tsx';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useRequestPasswordReset } from '../api/forgot-password.ts';
import { fieldError } from '../utils/server-errors.ts';
import { AUTH_LINK_CLASS, AuthPageFrame, SUBMIT_CLASS } from './auth-page-frame.tsx';
import { FormNotice } from './form-notice.tsx';

/** /forgot-password: asks the server to mail a reset link to the given address. */
export function ForgotPasswordPage() {
  const idPrefix = useId();
  const request = useRequestPasswordReset();
  const [formError, setFormError] = useState<string>();
  const outcome = useRef<HTMLDivElement>(null);
  // The submit button is disabled while the request is out, which drops keyboard focus to the
  // page; the outcome takes it, so it is read out and the customer is where the news is.
  const hasOutcome = request.isSuccess || formError !== undefined;
  useEffect(() => {
    if (hasOutcome) outcome.current?.focus();
  }, [hasOutcome]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ForgotPasswordBody), defaultValues: { email: '' } });

  const onSubmit = handleSubmit((body) => {
    setFormError(undefined);
    request.mutate(body, {
      onError: (error) => {
        // docs/product.md §8.1: an unknown address, or asking again too soon, is said under the email field.
        const emailError = fieldError(error, 'email');
        if (emailError) setError('email', { message: emailError }, { shouldFocus: true });
        else setFormError(refusalMessage(error));
      },
    });
  });

  const field = bindFields(idPrefix, register, errors);

  return (
    <AuthPageFrame
      title="Forgot password"
      intro="Enter your account's email address and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it?{' '}
          <Link to="/login" className={AUTH_LINK_CLASS}>
            Back to login
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Forgot password">
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />

        <div ref={outcome} tabIndex={-1} className="rounded-lg focus:outline-none">
          <div role="status">
            {request.isSuccess && <FormNotice tone="success">{request.data.message}</FormNotice>}
          </div>
          <div role="alert">{formError && <FormNotice tone="error">{formError}</FormNotice>}</div>
        </div>

        <button type="submit" disabled={request.isPending} className={SUBMIT_CLASS}>
          <Mail className="h-4 w-4" aria-hidden="true" />
          {request.isPending ? 'Sending…' : 'Email password reset link'}
        </button>
      </form>
    </AuthPageFrame>
  );
}
