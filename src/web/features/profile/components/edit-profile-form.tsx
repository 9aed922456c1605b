import { useId } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { PO_NUMBER_REQUIRED_HINT, PO_NUMBER_REQUIRED_LABEL } from '../../../../domain/order-notes.ts';
import {
  ACCEPT_SUBSTITUTES_HINT,
  ACCEPT_SUBSTITUTES_LABEL,
  PROFILE_UPDATED,
  ProfileUpdateBody,
  type User,
} from '../../../../domain/schemas/account.ts';
import { ErrorBanner } from '../../../components/banner.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { PasswordInput } from '../../../components/password-input.tsx';
import { bindFields, TextField } from '../../../components/text-field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import type { NoticeState } from '../../../lib/use-router-notice.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { type ProfileChanges, useUpdateProfile } from '../api/update-profile.ts';

type ProfileFormValues = z.input<typeof ProfileUpdateBody>;
/**
 * The schema reports password problems (only one box filled, a weak new one) under `password`,
 * which is not one of the inputs: one message for both boxes.
 */
type ProfileFormErrors = FieldErrors<ProfileFormValues> & { password?: { message?: string } };

const PROFILE_PATH = '/customer-dashboard/profile';

const checkWithApiSchema = zodResolver(ProfileUpdateBody);

/**
 * docs/product.md §5.4: the password change is sent only when both boxes are filled. With one filled, the form
 * still saves name and phone and leaves the password alone, so the half-filled pair is checked
 * and sent as if both were empty (the API's schema would refuse the pair, rightly, from a client
 * that meant to send it).
 */
const checkProfile: Resolver<ProfileFormValues, unknown, ProfileChanges> = (values, context, options) => {
  const halfFilled = Boolean(values.old_password) !== Boolean(values.new_password);
  return checkWithApiSchema(
    halfFilled ? { ...values, old_password: '', new_password: '' } : values,
    context,
    options,
  );
};

/** The edit-profile form, checked with the API's own schema before anything is sent. */
export function EditProfileForm({ user }: { user: User }) {
  const idPrefix = useId();
  const navigate = useNavigate();
  const update = useUpdateProfile(user.id);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors: fieldErrors },
  } = useForm({
    resolver: checkProfile,
    defaultValues: {
      name: user.name,
      phone: user.phone ?? '',
      old_password: '',
      new_password: '',
      accept_substitutes: user.accept_substitutes,
      po_number_required: user.po_number_required,
    },
  });
  const errors: ProfileFormErrors = fieldErrors;
  const [oldPassword, newPassword] = useWatch({ control, name: ['old_password', 'new_password'] });
  const onlyOneFilled = Boolean(oldPassword) !== Boolean(newPassword);
  // The server's password error is a root error: react-hook-form clears those on the next submit.
  const passwordError = errors.password?.message ?? errors.root?.password?.message;

  const onSubmit = handleSubmit((changes: ProfileChanges) => {
    update.mutate(changes, {
      onSuccess: () => {
        const state: NoticeState = { notice: PROFILE_UPDATED };
        navigate(PROFILE_PATH, { state });
      },
      onError: (error) => {
        // docs/product.md §8.1: a password error is shown as the server words it; anything else is the generic text.
        const returned = error instanceof ApiRequestError ? error.errors.password?.[0] : undefined;
        if (returned) setError('root.password', { message: returned });
      },
    });
  });

  const serverFailed = update.isError && !errors.root?.password;
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const field = bindFields(idPrefix, register, fieldErrors);
  const passwordErrorId = fieldId('password-error');
  const passwordAria = {
    'aria-invalid': Boolean(passwordError),
    'aria-describedby': [
      fieldId('password-hint'),
      onlyOneFilled ? fieldId('password-kept') : '',
      passwordError ? passwordErrorId : '',
    ]
      .filter(Boolean)
      .join(' '),
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Edit profile">
      <TextField label="Name" autoComplete="name" {...field('name')} />

      <div>
        <label htmlFor={fieldId('email')} className="block font-medium text-neutral-800 text-sm">
          Email
        </label>
        <input
          id={fieldId('email')}
          type="email"
          value={user.email}
          readOnly
          aria-describedby={fieldId('email-hint')}
          className="mt-1.5 block w-full cursor-not-allowed rounded-lg border border-neutral-200 bg-neutral-100 px-3 py-2.5 text-base text-neutral-600"
        />
        <p id={fieldId('email-hint')} className="mt-1.5 text-neutral-500 text-sm">
          Your email address can't be changed here.
        </p>
      </div>

      <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />

      <fieldset className="rounded-xl border border-neutral-200 p-4 sm:p-5">
        <legend className="px-1 font-semibold text-neutral-900">When a product is short</legend>
        <label className="flex items-start gap-3 text-neutral-800">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4 shrink-0 accent-black"
            aria-describedby={fieldId('substitutes-hint')}
            {...register('accept_substitutes')}
          />
          <span className="font-medium">{ACCEPT_SUBSTITUTES_LABEL}</span>
        </label>
        <p id={fieldId('substitutes-hint')} className="mt-2 text-neutral-600 text-sm">
          {ACCEPT_SUBSTITUTES_HINT}
        </p>
      </fieldset>

      <fieldset className="rounded-xl border border-neutral-200 p-4 sm:p-5">
        <legend className="px-1 font-semibold text-neutral-900">Purchase orders</legend>
        <label className="flex items-start gap-3 text-neutral-800">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4 shrink-0 accent-black"
            aria-describedby={fieldId('po-number-hint')}
            {...register('po_number_required')}
          />
          <span className="font-medium">{PO_NUMBER_REQUIRED_LABEL}</span>
        </label>
        <p id={fieldId('po-number-hint')} className="mt-2 text-neutral-600 text-sm">
          {PO_NUMBER_REQUIRED_HINT}
        </p>
      </fieldset>

      <fieldset className="rounded-xl border border-neutral-200 p-4 sm:p-5">
        <legend className="px-1 font-semibold text-neutral-900">Change password</legend>
        <p id={fieldId('password-hint')} className="text-neutral-600 text-sm">
          Your password changes only when both are filled in. Otherwise Save keeps your current password and
          saves your other details.
        </p>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <FormField id={fieldId('old-password')} label="Current password" error={undefined} optional>
            {() => (
              <PasswordInput
                id={fieldId('old-password')}
                autoComplete="current-password"
                invalid={Boolean(passwordError)}
                {...passwordAria}
                {...register('old_password')}
              />
            )}
          </FormField>
          <FormField id={fieldId('new-password')} label="New password" error={undefined} optional>
            {() => (
              <PasswordInput
                id={fieldId('new-password')}
                autoComplete="new-password"
                invalid={Boolean(passwordError)}
                {...passwordAria}
                {...register('new_password')}
              />
            )}
          </FormField>
        </div>
        {/* Said as it happens, so nobody leaves thinking a new password was set. */}
        <p id={fieldId('password-kept')} aria-live="polite" className="mt-3 text-amber-800 text-sm">
          {onlyOneFilled && !passwordError
            ? `Only the ${oldPassword ? 'current' : 'new'} password is filled in, so your password will stay as it is.`
            : ''}
        </p>
        {passwordError && (
          <p id={passwordErrorId} role="alert" className="mt-3 text-red-700 text-sm">
            {passwordError}
          </p>
        )}
      </fieldset>

      <div aria-live="polite">{serverFailed && <ErrorBanner>{SOMETHING_WENT_WRONG}</ErrorBanner>}</div>

      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          disabled={update.isPending}
          className="inline-flex items-center justify-center rounded-lg bg-black px-6 py-3 font-semibold text-white hover:bg-neutral-800 disabled:cursor-wait disabled:opacity-70"
        >
          {update.isPending ? 'Saving…' : 'Save'}
        </button>
        <Link
          to={PROFILE_PATH}
          className="inline-flex items-center justify-center rounded-lg border border-neutral-300 px-6 py-3 font-semibold text-neutral-800 hover:bg-neutral-100"
        >
          Cancel
        </Link>
      </div>
    </form>
  );
}
