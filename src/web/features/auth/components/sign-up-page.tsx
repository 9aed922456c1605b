import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { SignUpForm, type SignUpRole } from '../../../../domain/schemas/account.ts';
import { FormField, inputClass } from '../../../components/form-field.tsx';
import { PasswordInput } from '../../../components/password-input.tsx';
import { returnPathOf } from '../../../lib/return-path.ts';
import { useSignIn } from '../../../session/use-sign-in.ts';
import { useRegister } from '../api/register.ts';
import { fieldError, isRateLimited, refusalMessage, SOMETHING_WENT_WRONG } from '../utils/server-errors.ts';
import { AUTH_LINK_CLASS, AuthPageFrame, SUBMIT_CLASS } from './auth-page-frame.tsx';
import { FormNotice } from './form-notice.tsx';
import { TermsCheckbox } from './terms-checkbox.tsx';

const ROLE_LABELS: Record<SignUpRole, string> = { user: 'Customer (venue)', seller: 'Seller' };

/**
 * SPEC 8: the server's email error goes under email and its password error under the confirmation
 * (the last password box, where the person is looking); name and role errors under their fields.
 */
const SERVER_FIELDS = [
  ['email', 'email'],
  ['password', 'password_confirmation'],
  ['name', 'name'],
  ['role', 'role'],
] as const;

/** /sign-up: creates an account (role user by default, or seller) and signs it in. */
export function SignUpPage() {
  const idPrefix = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const registration = useRegister();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(SignUpForm),
    defaultValues: { name: '', email: '', password: '', password_confirmation: '', role: 'user' },
  });

  const onSubmit = handleSubmit(({ name, email, password, role }) => {
    setFormError(undefined);
    registration.mutate(
      { name, email, password, role },
      {
        onSuccess: (response) => {
          signIn(response);
          navigate(returnPathOf(location.state), { replace: true });
        },
        onError: (error) => {
          let placed = false;
          for (const [serverField, formField] of SERVER_FIELDS) {
            const text = fieldError(error, serverField);
            if (!text) continue;
            setError(formField, { message: text }, { shouldFocus: !placed });
            placed = true;
          }
          // A rate limit says how long to wait; anything else unexplained gets the spec's text.
          if (!placed) setFormError(isRateLimited(error) ? refusalMessage(error) : SOMETHING_WENT_WRONG);
        },
      },
    );
  });

  // Registered here in page order: the render-prop fields would otherwise register after the
  // terms box, and a failed submit would focus the terms instead of the first field.
  const fields = {
    name: register('name'),
    email: register('email'),
    password: register('password'),
    password_confirmation: register('password_confirmation'),
    role: register('role'),
    terms: register('terms'),
  };
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const aria = (invalid: boolean, describedBy: string | undefined) => ({
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    'aria-required': true,
  });

  return (
    <AuthPageFrame
      title="Sign up"
      intro="Open a trade account for your venue in a minute."
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/login" state={location.state} className={AUTH_LINK_CLASS}>
            Login
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Sign up">
        <FormField id={fieldId('name')} label="Name" error={errors.name?.message}>
          {(describedBy) => (
            <input
              id={fieldId('name')}
              autoComplete="name"
              className={inputClass(Boolean(errors.name))}
              {...aria(Boolean(errors.name), describedBy)}
              {...fields.name}
            />
          )}
        </FormField>
        <FormField id={fieldId('email')} label="Email" error={errors.email?.message}>
          {(describedBy) => (
            <input
              id={fieldId('email')}
              type="email"
              autoComplete="email"
              className={inputClass(Boolean(errors.email))}
              {...aria(Boolean(errors.email), describedBy)}
              {...fields.email}
            />
          )}
        </FormField>
        <FormField id={fieldId('password')} label="Password" error={errors.password?.message}>
          {(describedBy) => (
            <PasswordInput
              id={fieldId('password')}
              autoComplete="new-password"
              invalid={Boolean(errors.password)}
              {...aria(Boolean(errors.password), describedBy)}
              {...fields.password}
            />
          )}
        </FormField>
        <FormField
          id={fieldId('password_confirmation')}
          label="Confirm password"
          error={errors.password_confirmation?.message}
        >
          {(describedBy) => (
            <PasswordInput
              id={fieldId('password_confirmation')}
              autoComplete="new-password"
              invalid={Boolean(errors.password_confirmation)}
              {...aria(Boolean(errors.password_confirmation), describedBy)}
              {...fields.password_confirmation}
            />
          )}
        </FormField>
        <FormField id={fieldId('role')} label="I am signing up as" error={errors.role?.message}>
          {(describedBy) => (
            <select
              id={fieldId('role')}
              className={inputClass(Boolean(errors.role))}
              {...aria(Boolean(errors.role), describedBy)}
              {...fields.role}
            >
              {Object.entries(ROLE_LABELS).map(([role, label]) => (
                <option key={role} value={role}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TermsCheckbox id={fieldId('terms')} error={errors.terms?.message} {...fields.terms} />

        <div aria-live="polite">{formError && <FormNotice tone="error">{formError}</FormNotice>}</div>

        <button type="submit" disabled={registration.isPending} className={SUBMIT_CLASS}>
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          {registration.isPending ? 'Creating your account…' : 'Sign up'}
        </button>
      </form>
    </AuthPageFrame>
  );
}
