import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import type { DeliveryOffer } from '../../../../domain/delivery-slot-offers.ts';
import { isActiveMember } from '../../../../domain/membership.ts';
import { meetsMinimumOrder } from '../../../../domain/minimum-order.ts';
import { payLaterDecision } from '../../../../domain/pay-later.ts';
import type { User } from '../../../../domain/schemas/account.ts';
import type { Address } from '../../../../domain/schemas/address.ts';
import { AddressFieldset } from '../../../components/address-fields.tsx';
import { priceBasket, useBasketStore } from '../../../stores/basket-store.ts';
import { useCheckoutForm } from '../hooks/use-checkout-form.ts';
import { useNow } from '../hooks/use-now.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import { draftBasis, saveCheckoutDraft, withCheckoutDraft } from '../utils/checkout-draft.ts';
import {
  ADDRESS_FIELDS,
  BILLING_FIELDS,
  type CheckoutFields,
  initialCheckoutFields,
  lineNoteKey,
  SHIPPING_FIELDS,
} from '../utils/checkout-fields.ts';
import type { PaymentChoice } from '../utils/order-body.ts';
import { CheckoutOutcomeNotice } from './checkout-outcome.tsx';
import { DeliveryFieldset } from './delivery-fieldset.tsx';
import { NoSavedAddressNotice } from './no-saved-address-notice.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderNotesFieldset } from './order-notes-fieldset.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PayLaterCredit } from './pay-later-credit.tsx';

const SERVER_FIELDS: ReadonlySet<string> = new Set([
  ...ADDRESS_FIELDS,
  'deliveryDay',
  'deliveryTime',
  'po_number',
  'delivery_notes',
]);

type CheckoutFormProps = {
  user: User;
  savedAddress: Address['address'] | undefined;
  /** The delivery days the server offers this customer now (GET /api/delivery-days). */
  options: readonly DeliveryOffer[];
};

/** The checkout (docs/product.md §2.3 and §5.1): addresses, delivery, summary, credit, terms and the order buttons. */
export function CheckoutForm({ user, savedAddress, options }: CheckoutFormProps) {
  const idPrefix = useId();
  const now = useNow();
  const isMember = isActiveMember(user, now);
  const lines = useBasketStore((state) => state.lines);
  const basket = priceBasket(lines, isMember);
  const basis = draftBasis(savedAddress);
  const [start] = useState(() =>
    withCheckoutDraft(user.id, basis, initialCheckoutFields(user, savedAddress), options),
  );
  const checkout = useCheckoutForm(start, options, user.po_number_required);
  const { form, registerField, sameAsBilling } = checkout;
  // Every change, and the tick, is kept for the tab's session, so a reload loses nothing (checkout-draft.ts).
  useEffect(() => {
    const save = () => saveCheckoutDraft(user.id, basis, { fields: form.getValues(), sameAsBilling });
    save();
    const subscription = form.watch(save);
    return () => subscription.unsubscribe();
  }, [form, user.id, basis, sameAsBilling]);
  const { errors } = form.formState;
  const order = usePlaceOrder({
    userId: user.id,
    isMember,
    onFieldErrors: (fieldErrors) => {
      let first = true;
      for (const [field, message] of Object.entries(fieldErrors)) {
        if (!SERVER_FIELDS.has(field)) continue;
        form.setError(field as keyof CheckoutFields, { message }, { shouldFocus: first });
        first = false;
      }
    },
  });

  const chosenDay = form.watch('deliveryDay');
  const sameDay = chosenDay !== null && chosenDay === options.find((option) => option.isToday)?.date;
  const termsAccepted = form.watch('terms');
  const payLater = user.pay_later ? payLaterDecision(user, basket.totals) : null;

  // Each line allows a substitute as the venue's account says until the venue ticks otherwise.
  const [substituteChoices, setSubstituteChoices] = useState<Record<number, boolean>>({});
  const allowSubstitute = (productId: number) => substituteChoices[productId] ?? user.accept_substitutes;
  const substitutes = {
    allowed: allowSubstitute,
    onChange: (productId: number, allowed: boolean) =>
      setSubstituteChoices((choices) => ({ ...choices, [productId]: allowed })),
  };

  const choose = (choice: PaymentChoice) => {
    checkout.prepareSubmit();
    void form.handleSubmit((values) => order.submit(values, choice, allowSubstitute), checkout.onInvalid)();
  };

  const meetsMinimum = meetsMinimumOrder(basket.totals.subTotalPence);

  // Enter is the form's first button, as in any web form: Pay by card, which only opens the card
  // payment page. With the terms unticked or a field wrong it shows why, as the button would.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    checkout.prepareSubmit();
    void form.handleSubmit(async (values) => {
      if (meetsMinimum) await order.submit(values, 'card', allowSubstitute);
    }, checkout.onInvalid)(event);
  };

  // The order buttons are type=button (each names its payment), so a browser sees no submit button
  // and ignores Enter in a box; this asks for the submit instead.
  const submitOnEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (!(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    event.currentTarget.requestSubmit();
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onKeyDown={submitOnEnter}
      aria-label="Checkout"
      className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
    >
      <div className="min-w-0 space-y-6">
        {!savedAddress && <NoSavedAddressNotice />}
        <AddressFieldset
          legend="Billing address"
          idPrefix={`${idPrefix}-billing`}
          specs={BILLING_FIELDS}
          errors={errors}
          registerField={registerField}
        />
        <AddressFieldset
          legend="Shipping address"
          idPrefix={`${idPrefix}-shipping`}
          specs={SHIPPING_FIELDS}
          errors={errors}
          registerField={registerField}
          shipping={{
            sameAsBilling,
            onSameAsBilling: checkout.toggleSameAsBilling,
            showZoneAlert: checkout.showZoneAlert,
          }}
        />
        <DeliveryFieldset
          idPrefix={idPrefix}
          options={options}
          chosenDay={chosenDay}
          chosenSlot={form.watch('deliveryTime') ?? null}
          errors={errors}
          dayRegistration={checkout.registerDay()}
          timeRegistration={form.register('deliveryTime', { disabled: sameDay })}
        />
        <OrderNotesFieldset
          idPrefix={idPrefix}
          errors={errors}
          register={form.register}
          poNumberRequired={user.po_number_required}
        />
      </div>

      <div className="min-w-0 space-y-6 lg:sticky lg:top-24">
        <OrderSummary
          lines={basket.lines}
          totals={basket.totals}
          isMember={isMember}
          lineNotes={{
            idPrefix,
            register: (productId) => form.register(`line_notes.${lineNoteKey(productId)}`),
            value: (productId) => form.getValues(`line_notes.${lineNoteKey(productId)}`) ?? '',
            error: (productId) => errors.line_notes?.[lineNoteKey(productId)]?.message,
          }}
          substitutes={substitutes}
        />
        {payLater && <PayLaterCredit user={user} decision={payLater} />}
        <CheckoutOutcomeNotice
          outcome={order.outcome}
          missingFields={checkout.missingFields}
          onPaymentLinkDone={order.finishPaymentLink}
        />
        <OrderActions
          idPrefix={idPrefix}
          termsRegistration={form.register('terms')}
          termsError={errors.terms?.message}
          termsAccepted={termsAccepted}
          meetsMinimum={meetsMinimum}
          payLater={payLater}
          pending={order.pending}
          leaving={order.leaving}
          onChoose={choose}
        />
      </div>
    </form>
  );
}
