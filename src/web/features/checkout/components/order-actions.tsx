import { CreditCard, Link2, LoaderCircle, ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MINIMUM_ORDER_WARNING } from '../../../../domain/minimum-order.ts';
import type { PayLaterDecision } from '../../../../domain/pay-later.ts';
import { TermsCheckbox } from '../../../components/terms-checkbox.tsx';
import type { PaymentChoice } from '../utils/order-body.ts';

export const LEAVING_FOR_PAYMENT = 'Taking you to the card payment page…';
export const ACCEPT_TERMS_FIRST = 'Tick the terms and conditions box to place your order.';

type OrderActionsProps = {
  idPrefix: string;
  termsRegistration: UseFormRegisterReturn;
  termsError: string | undefined;
  termsAccepted: boolean;
  meetsMinimum: boolean;
  /** Null for customers without pay-later (they see no Pay Later button). */
  payLater: PayLaterDecision | null;
  pending: PaymentChoice | null;
  /** The order is placed and the browser is on its way to the card payment page. */
  leaving?: boolean;
  onChoose(choice: PaymentChoice): void;
};

/**
 * The terms box, the minimum-order warning and the order buttons (docs/product.md §5.1): every button needs the
 * terms ticked and the £200 minimum; Pay Later also needs payLaterDecision. A disabled button says
 * why through aria-describedby; while an order is on its way all are disabled, so none is placed twice.
 */
export function OrderActions({
  idPrefix,
  termsRegistration,
  termsError,
  termsAccepted,
  meetsMinimum,
  payLater,
  pending,
  leaving = false,
  onChoose,
}: OrderActionsProps) {
  const termsId = `${idPrefix}-terms`;
  const termsReasonId = `${termsId}-reason`;
  const minimumId = `${idPrefix}-minimum`;
  const payLaterReasonId = `${idPrefix}-pay-later-reason`;
  const reasons = [!termsAccepted && termsReasonId, !meetsMinimum && minimumId].filter(Boolean).join(' ');
  const blocked = reasons !== '' || pending !== null;
  const payLaterBlocked = blocked || (payLater !== null && !payLater.available);
  const payLaterReasons = [reasons, payLater?.available === false ? payLaterReasonId : ''].join(' ').trim();

  const button = (choice: PaymentChoice, label: string, icon: ReactNode, disabled: boolean, why: string) => (
    <button
      type="button"
      onClick={() => onChoose(choice)}
      disabled={disabled}
      aria-busy={pending === choice}
      aria-describedby={disabled && why ? why : undefined}
      className={`inline-flex w-full items-center justify-center gap-2 rounded-lg px-4 py-3 font-semibold disabled:cursor-not-allowed disabled:opacity-50 ${
        choice === 'card'
          ? 'bg-amber-500 text-black hover:bg-amber-400'
          : 'border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100'
      }`}
    >
      {pending === choice ? <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" /> : icon}
      {label}
    </button>
  );

  return (
    <section
      aria-label="Place your order"
      className="space-y-4 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <TermsCheckbox
        id={termsId}
        error={termsError}
        linkClassName="font-medium text-amber-800 underline"
        {...termsRegistration}
      />

      {!meetsMinimum && (
        <p
          id={minimumId}
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 text-sm"
        >
          {MINIMUM_ORDER_WARNING}
        </p>
      )}

      <div className="space-y-2.5">
        {button(
          'card',
          'Pay by card',
          <CreditCard className="h-5 w-5" aria-hidden="true" />,
          blocked,
          reasons,
        )}
        {button(
          'link',
          'Send payment link',
          <Link2 className="h-5 w-5" aria-hidden="true" />,
          blocked,
          reasons,
        )}
        {payLater &&
          button(
            'pay_later',
            'Pay Later',
            <ReceiptText className="h-5 w-5" aria-hidden="true" />,
            payLaterBlocked,
            payLaterReasons,
          )}
      </div>
      {!termsAccepted && (
        <p id={termsReasonId} className="text-neutral-600 text-sm">
          {ACCEPT_TERMS_FIRST}
        </p>
      )}
      {payLater?.available === false && (
        <p id={payLaterReasonId} className="text-neutral-600 text-sm">
          {payLater.title}
        </p>
      )}
      {/* Always in the page, so the announcement is read when it appears; shown while leaving for payment. */}
      <p role="status" className={leaving ? 'text-center text-neutral-700 text-sm' : 'sr-only'}>
        {leaving ? LEAVING_FOR_PAYMENT : pending ? 'Placing your order…' : ''}
      </p>
    </section>
  );
}
