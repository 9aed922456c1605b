import { LogIn } from 'lucide-react';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import type { LoginBody } from '../../../../domain/schemas/account.ts';
import { bindFields, TextField } from '../../../components/text-field.tsx';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { returnPathOf } from '../../../lib/return-path.ts';
import { useRouterNotice } from '../../../lib/use-router-notice.ts';
import { useSignIn } from '../../../session/use-sign-in.ts';
import { useLogin } from '../api/login.ts';
import { fieldError } from '../utils/server-errors.ts';
import { AUTH_LINK_CLASS, AuthPageFrame, SUBMIT_CLASS } from './auth-page-frame.tsx';
import { FormNotice } from './form-notice.tsx';

type LoginResolver = Resolver<LoginBody, unknown, z.output<typeof LoginBody>>;
let loginResolver: Promise<LoginResolver> | undefined;

/**
 * zod and the shared schemas are about 40 KB compressed, most of what /login fetched beyond the
 * app shell, and the page's text waited for them (its largest paint). The form needs them only to
 * check what was typed, so they load when the form first gets focus, or at the latest on the first
 * check (a submit); the same schema and messages as before.
 */
function loadLoginResolver(): Promise<LoginResolver> {
  loginResolver ??= import('../utils/login-check.ts').then((module) => module.loginResolver);
  // A failed download is tried again on the next check rather than kept.
  loginResolver.catch(() => {
    loginResolver = undefined;
  });
  return loginResolver;
}

const checkLogin: LoginResolver = async (values, context, options) =>
  (await loadLoginResolver())(values, context, options);

/** /login: on success the user goes back to where they came from (a guard's `from`), else home. */
export function LoginPage() {
  const idPrefix = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const login = useLogin();
  const notice = useRouterNotice();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: checkLogin, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((body) => {
    login.mutate(body, {
      onSuccess: (response) => {
        signIn(response);
        navigate(returnPathOf(location.state), { replace: true });
      },
      onError: (error) => {
        const emailError = fieldError(error, 'email');
        if (emailError) setError('email', { message: emailError });
        // docs/product.md §8.1: the server's first message goes under the password field (a wrong email or
        // password gets one shared text there, so neither is confirmed to exist).
        const passwordError =
          fieldError(error, 'password') ?? (emailError ? undefined : refusalMessage(error));
        if (passwordError) setError('password', { message: passwordError }, { shouldFocus: !emailError });
      },
    });
  });

  const field = bindFields(idPrefix, register, errors);

  return (
    <AuthPageFrame
      title="Login"
      intro="Sign in to order, pay later and keep your wishlist."
      footer={
        <p>
          Don't have an account?{' '}
          {/* The router state travels on, so signing up still returns to the page that sent them. */}
          <Link to="/sign-up" state={location.state} className={AUTH_LINK_CLASS}>
            Sign up
          </Link>
        </p>
      }
    >
      {notice && (
        <div role="status" className="mb-5">
          <FormNotice tone="success">{notice}</FormNotice>
        </div>
      )}
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loadLoginResolver().catch(() => undefined)}
        className="space-y-5"
        aria-label="Login"
      >
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <div>
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            {...field('password')}
          />
          <p className="mt-2 text-right text-sm">
            <Link to="/forgot-password" className={AUTH_LINK_CLASS}>
              Forgot Password?
            </Link>
          </p>
        </div>
        <button type="submit" disabled={login.isPending} className={SUBMIT_CLASS}>
          <LogIn className="h-4 w-4" aria-hidden="true" />
          {login.isPending ? 'Signing in…' : 'Login'}
        </button>
      </form>
    </AuthPageFrame>
  );
}
