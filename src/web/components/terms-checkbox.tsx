import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { Link } from 'react-router';

type TermsCheckboxProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'id'> & {
  id: string;
  error: string | undefined;
  /** The /terms link's look, which follows the page around it. */
  linkClassName: string;
};

/** The terms box of sign-up and checkout: a checkbox whose label links to /terms, with its inline error. */
export const TermsCheckbox = forwardRef<HTMLInputElement, TermsCheckboxProps>(function TermsCheckbox(
  { id, error, linkClassName, ...props },
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
          I agree to the {/* A new tab, so reading the terms does not lose the form. */}
          <Link to="/terms" target="_blank" rel="noopener" className={linkClassName}>
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
