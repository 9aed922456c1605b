import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { SignUpForm, type SignUpRole } from '../../../../domain/schemas/account.ts';
import { FormField, fieldAria, inputClass } from '../../../components/form-field.tsx';
import { TermsCheckbox } from '../../../components/terms-checkbox.tsx';
import { bindFields, TextField } from '../../../components/text-field.tsx';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { returnPathOf } from '../../../lib/return-path.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useSignIn } from '../../../session/use-sign-in.ts';
import { useRegister } from '../api/register.ts';
import { fieldError, isRateLimited } from '../utils/server-errors.ts';
import { AUTH_LINK_CLASS, AuthPageFrame, SUBMIT_CLASS } from './auth-page-frame.tsx';
import { FormNotice } from './form-notice.tsx';

const ROLE_LABELS: Record<SignUpRole, string> = { user: 'Customer (venue)', seller: 'Seller' };

/**
 * docs/product.md §8.1: the server's email error goes under email and its password error under the confirmation
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

  // Registered here in page order: the role select registers inside a render prop, which would
  // come after the terms box, and a failed submit would focus the terms instead of that field.
  const field = bindFields(idPrefix, register, errors);
  const fields = {
    name: field('name'),
    email: field('email'),
    password: field('password'),
    password_confirmation: field('password_confirmation'),
    role: field('role'),
    terms: field('terms'),
  };

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
        <TextField label="Name" autoComplete="name" {...fields.name} />
        <TextField label="Email" type="email" autoComplete="email" {...fields.email} />
        <TextField label="Password" type="password" autoComplete="new-password" {...fields.password} />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...fields.password_confirmation}
        />
        <FormField id={fields.role.id} label="I am signing up as" error={fields.role.error}>
          {(describedBy) => (
            <select
              id={fields.role.id}
              className={inputClass(Boolean(fields.role.error))}
              {...fieldAria(Boolean(fields.role.error), describedBy)}
              {...fields.role.registration}
            >
              {Object.entries(ROLE_LABELS).map(([role, label]) => (
                <option key={role} value={role}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TermsCheckbox
          id={fields.terms.id}
          error={fields.terms.error}
          linkClassName={AUTH_LINK_CLASS}
          {...fields.terms.registration}
        />

        <div aria-live="polite">{formError && <FormNotice tone="error">{formError}</FormNotice>}</div>

        <button type="submit" disabled={registration.isPending} className={SUBMIT_CLASS}>
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          {registration.isPending ? 'Creating your account…' : 'Sign up'}
        </button>
      </form>
    </AuthPageFrame>
  );
}
