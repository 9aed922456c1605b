import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type RefObject, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { ProductDetail } from '../../../../domain/schemas/catalogue.ts';
import { ALREADY_REVIEWED, ReviewForm } from '../../../../domain/schemas/review.ts';
import { ErrorBanner } from '../../../components/banner.tsx';
import { FormField, fieldAria, inputClass } from '../../../components/form-field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useCurrentUser } from '../../../session/api/get-current-user.ts';
import { useCreateReview } from '../api/create-review.ts';
import { useHasReviewed } from '../api/get-my-review.ts';
import { REVIEW_NETWORK_ERROR_TEXT } from './catalogue-texts.ts';
import { StarRatingInput } from './star-rating-input.tsx';

const EMPTY: ReviewForm = { rating: 0, review: '' };
const FIELDS = ['rating', 'review'] as const;

type ReviewDialogProps = {
  product: Pick<ProductDetail, 'id' | 'name'>;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Where focus goes on closing when the button that opened the dialog is gone (reviewed now). */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * 'Write a review': a star rating and the text, checked with the API's own schema before
 * anything is sent. What the server refuses (say a second review) is shown here in its words.
 */
export function ReviewDialog({ product, open, onOpenChange, returnFocusTo }: ReviewDialogProps) {
  const idPrefix = useId();
  const { user } = useCurrentUser();
  const create = useCreateReview();
  // One review per customer per product: say so on opening rather than after they have written it.
  // Public reviews carry no user id, so the server is asked; until it answers, Submit waits.
  const { reviewed, isChecking } = useHasReviewed(user?.id ?? null, product.id);
  const alreadyReviewed = reviewed === true;
  const [failure, setFailure] = useState<string | null>(null);
  // Radix returns focus only to a Dialog.Trigger; this dialog is opened from elsewhere, so it
  // remembers what had focus (the 'Write a review' button) and goes back there on close.
  const opener = useRef(document.activeElement);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ReviewForm), defaultValues: EMPTY });

  const onSubmit = handleSubmit((values) => {
    if (!user || alreadyReviewed || isChecking) return;
    setFailure(null);
    create.mutate(
      { user_id: user.id, product_id: product.id, ...values },
      {
        onSuccess: () => {
          toast.success('Thank you! Your review has been posted.');
          onOpenChange(false);
        },
        onError: (error) => {
          // A fetch that never reached the server throws a TypeError, not an API error.
          if (!(error instanceof ApiRequestError)) {
            setFailure(REVIEW_NETWORK_ERROR_TEXT);
            return;
          }
          // Field errors go under their fields; anything else (409, 401, 404) is shown as sent.
          let placed = false;
          for (const field of FIELDS) {
            const text = error.errors[field]?.[0];
            if (text) {
              setError(field, { message: text });
              placed = true;
            }
          }
          if (!placed) setFailure(error.message);
        },
      },
    );
  });

  const reviewId = `${idPrefix}-review`;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            // Start on the stars, the first thing to fill in, rather than on the close button.
            event.preventDefault();
            setFocus('rating');
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const back =
              opener.current instanceof HTMLElement && opener.current.isConnected ? opener.current : null;
            // After a review is posted the section swaps its button for a note in the same render,
            // which lands in the DOM just after this runs.
            if (back) back.focus();
            else queueMicrotask(() => returnFocusTo?.current?.focus());
          }}
          className="fixed top-1/2 left-1/2 z-[60] max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-semibold text-lg text-neutral-900">Write a review</Dialog.Title>
              <Dialog.Description className="mt-1 text-neutral-600 text-sm">
                Tell other venues what you think of {product.name}.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="-mt-1 -mr-2 rounded-lg p-2 text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>

          {/* At the top, before anyone starts writing a review that cannot be sent. */}
          {alreadyReviewed && (
            <div className="mt-4">
              <ErrorBanner wraps>{ALREADY_REVIEWED}</ErrorBanner>
            </div>
          )}
          <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
            <Controller
              control={control}
              name="rating"
              render={({ field, fieldState }) => (
                <StarRatingInput
                  name={`${idPrefix}-rating`}
                  label="Your rating"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
            <FormField id={reviewId} label="Your review" error={errors.review?.message}>
              {(describedBy) => (
                <textarea
                  id={reviewId}
                  rows={5}
                  className={inputClass(Boolean(errors.review))}
                  {...fieldAria(Boolean(errors.review), describedBy)}
                  {...register('review')}
                />
              )}
            </FormField>

            <div aria-live="assertive">{failure && <ErrorBanner wraps>{failure}</ErrorBanner>}</div>

            <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button
                  type="button"
                  className="rounded-lg border border-neutral-300 px-4 py-2 font-medium text-neutral-800 text-sm hover:bg-neutral-100"
                >
                  Cancel
                </button>
              </Dialog.Close>
              <button
                type="submit"
                disabled={create.isPending || !user || isChecking || alreadyReviewed}
                className="rounded-lg bg-amber-500 px-4 py-2 font-semibold text-black text-sm hover:bg-amber-400 disabled:cursor-wait disabled:opacity-70"
              >
                {create.isPending ? 'Submitting…' : 'Submit review'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
