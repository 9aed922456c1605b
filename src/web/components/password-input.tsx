import { Eye, EyeOff } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef, useState } from 'react';
import { inputClass } from './form-field.tsx';

type PasswordInputProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'className'> & {
  invalid?: boolean;
};

/** A password box with a show/hide button; works with react-hook-form's `register`. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { invalid = false, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        ref={ref}
        type={visible ? 'text' : 'password'}
        className={`${inputClass(invalid)} pr-12`}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-neutral-600 hover:text-neutral-900"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="h-5 w-5" />
        ) : (
          <Eye aria-hidden="true" className="h-5 w-5" />
        )}
      </button>
    </div>
  );
});
