import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { Link } from 'react-router';
import { AUTH_LINK_CLASS } from './auth-page-frame.tsx';

type TermsCheckboxProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'id'> & {
  id: string;
  error: string | undefined;
};

/** The sign-up terms box: a checkbox whose label links to /terms, with its inline error. */
export const TermsCheckbox = forwardRef<HTMLInputElement, TermsCheckboxProps>(function TermsCheckbox(
  { id, error, ...props },
  ref,
) {
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          aria-required
          className="mt-0.5 h-5 w-5 shrink-0 accent-amber-600"
          {...props}
        />
        <label htmlFor={id} className="text-neutral-800 text-sm">
          I agree to the {/* A new tab, so reading the terms does not throw away what was typed here. */}
          <Link to="/terms" target="_blank" rel="noopener" className={AUTH_LINK_CLASS}>
            terms and conditions
            <span className="sr-only"> (opens in a new tab)</span>
          </Link>
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        </label>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
});
