import { type FormEvent, useId, useState } from 'react';
import { LEDGER_METHOD_LABEL } from '../../../../domain/ledger.ts';
import {
  type AdminOrderDetail,
  RECORDED_PAYMENT_METHODS,
  type RecordedPaymentMethod,
} from '../../../../domain/schemas/admin-orders.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { useRecordOrderPayment } from '../api/record-order-payment.ts';

export const REFERENCE_REQUIRED = 'Please give the payment’s reference.';

/**
 * "Record payment": staff took an unpaid order's payment themselves, by bank transfer or card over
 * the phone. The server makes the order paid (409 when it already is, or was cancelled) and mails
 * the customer.
 */
export function RecordPaymentForm({ detail }: { detail: AdminOrderDetail }) {
  const { order } = detail;
  const record = useRecordOrderPayment(order.id);
  const [method, setMethod] = useState<RecordedPaymentMethod>('bank_transfer');
  const [reference, setReference] = useState('');
  const [missing, setMissing] = useState(false);
  const ids = { heading: useId(), method: useId(), reference: useId(), error: useId() };

  if (order.payment_status === 'paid' || order.status === 'cancelled') return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reference.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    record.mutate({ method, reference: reference.trim() });
  };
  const failure = record.error
    ? record.error instanceof ApiRequestError
      ? record.error.message
      : SOMETHING_WENT_WRONG
    : null;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={ids.heading}
      className="mt-4 space-y-3 border-neutral-100 border-t pt-4"
    >
      <h3 id={ids.heading} className="font-semibold text-sm">
        Record payment
      </h3>
      <p className="text-neutral-600 text-sm">Paid by bank transfer or by card over the phone.</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.method} className="block font-medium text-sm">
            Method
          </label>
          <select
            id={ids.method}
            value={method}
            onChange={(event) => setMethod(event.target.value as RecordedPaymentMethod)}
            className="mt-1 w-full rounded-lg border border-neutral-300 px-3 py-2 text-sm"
          >
            {RECORDED_PAYMENT_METHODS.map((option) => (
              <option key={option} value={option}>
                {LEDGER_METHOD_LABEL[option]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.reference} className="block font-medium text-sm">
            Reference
          </label>
          <input
            id={ids.reference}
            value={reference}
            maxLength={100}
            onChange={(event) => {
              setReference(event.target.value);
              if (event.target.value.trim() !== '') setMissing(false);
            }}
            aria-invalid={missing}
            aria-describedby={missing ? ids.error : undefined}
            className="mt-1 w-full rounded-lg border border-neutral-300 px-3 py-2 text-sm"
          />
          {missing && (
            <p id={ids.error} className="mt-1 text-red-700 text-sm">
              {REFERENCE_REQUIRED}
            </p>
          )}
        </div>
      </div>
      <button
        type="submit"
        disabled={record.isPending}
        className="rounded-lg bg-amber-500 px-4 py-2 font-semibold text-black text-sm hover:bg-amber-400 disabled:opacity-60"
      >
        {record.isPending ? 'Recording…' : 'Record payment'}
      </button>
      {failure && !record.isPending && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800 text-sm">
          {failure}
        </p>
      )}
    </form>
  );
}
