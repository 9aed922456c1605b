import { Send, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ContactMessage } from '../../../../domain/schemas/contact.ts';
import { SuccessBanner } from '../../../components/banner.tsx';
import { FormField, fieldAria, inputClass } from '../../../components/form-field.tsx';
import { bindFields, TextField } from '../../../components/text-field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { SUPPORT_EMAIL } from '../../../lib/support.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

const EMPTY: ContactMessage = { name: '', email: '', phone: '', message: '' };
const FIELDS = ['name', 'email', 'phone', 'message'] as const;

/** The contact form. Nothing is sent while any field is empty: the shared schema checks first. */
export function ContactForm() {
  const idPrefix = useId();
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ContactMessage), defaultValues: EMPTY });

  const onSubmit = handleSubmit((message) => {
    send.mutate(message, {
      onSuccess: () => reset(EMPTY),
      onError: (error) => {
        // The server checks with the same schema; show its per-field words where it gives them.
        if (!(error instanceof ApiRequestError)) return;
        for (const field of FIELDS) {
          const text = error.errors[field]?.[0];
          if (text) setError(field, { message: text });
        }
      },
    });
  });

  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const field = bindFields(idPrefix, register, errors);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Contact us">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" {...field('name')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <FormField id={fieldId('message')} label="Message" error={errors.message?.message}>
        {(describedBy) => (
          <textarea
            id={fieldId('message')}
            rows={6}
            className={inputClass(Boolean(errors.message))}
            {...fieldAria(Boolean(errors.message), describedBy)}
            {...register('message')}
          />
        )}
      </FormField>

      <div aria-live="polite">
        {send.isSuccess && <SuccessBanner>Your message has been sent.</SuccessBanner>}
        {send.isError && (
          <div className="flex gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900 text-sm">
            <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">We couldn't send your message</p>
              {/* One text node, so the spec's sentence (spelling included) reads and matches exactly. */}
              <p className="mt-1">{`Please try again later. If the problem persits, contact us at ${SUPPORT_EMAIL}.`}</p>
            </div>
          </div>
        )}
      </div>

      <button
        type="submit"
        disabled={send.isPending}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-black px-6 py-3 font-semibold text-white hover:bg-neutral-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        <Send className="h-4 w-4" aria-hidden="true" />
        {send.isPending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
