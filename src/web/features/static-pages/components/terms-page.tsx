import { DELIVERY_DISTRICTS } from '../../../../domain/delivery-zone.ts';
import { SUPPORT_EMAIL } from '../../../lib/support.ts';
import { LegalSection, StaticPageFrame } from './static-page-frame.tsx';

/** /terms: the trade terms of sale, built on the business constants of docs/product.md §9. */
export function TermsPage() {
  return (
    <StaticPageFrame
      title="Terms and conditions"
      updated="1 November 2025"
      intro={
        <p>
          These terms apply to every order placed with W1 Wholesale Ltd through this website. Please read them
          carefully: by creating an account or placing an order you agree to them on behalf of your business.
        </p>
      }
    >
      <LegalSection title="1. Who we sell to">
        <p>
          We supply businesses in the hospitality trade &ndash; hotels, restaurants, bars, pubs, nightclubs
          and caterers. You confirm that you are ordering in the course of a business and not as a consumer,
          and that you are authorised to bind the business you order for.
        </p>
      </LegalSection>

      <LegalSection title="2. Your account">
        <p>
          You are responsible for keeping your login details confidential and for all orders placed through
          your account. Tell us straight away at {SUPPORT_EMAIL} if you suspect unauthorised use. Each account
          holds one delivery and billing address.
        </p>
      </LegalSection>

      <LegalSection title="3. Prices and VAT">
        <ul>
          <li>
            Prices are shown in pounds sterling and exclude VAT, which is added at each product's rate: the
            standard 20% for most drinks and non-food, 5% or 0% where the law sets it, as the product page,
            basket and invoice show.
          </li>
          <li>Delivery is included in the price; no separate delivery charge is made.</li>
          <li>Members pay the member price shown beside the list price of each product.</li>
          <li>
            We may correct obvious pricing errors before an order is accepted. The price that applies is the
            one confirmed when the order is placed.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="4. Minimum order">
        <p>The minimum order value is £200 excluding VAT, for members and non-members alike.</p>
      </LegalSection>

      <LegalSection title="5. Delivery area">
        <p>
          We deliver only to the twelve London W1 postcode districts: {DELIVERY_DISTRICTS.join(', ')}. Orders
          for delivery addresses outside these districts cannot be accepted.
        </p>
      </LegalSection>

      <LegalSection title="6. Delivery days and slots">
        <ul>
          <li>You can choose delivery today, tomorrow or the day after tomorrow.</li>
          <li>
            <strong>Members</strong> can choose same-day delivery on orders placed before the 8pm cut-off,
            delivered by midnight the same day.
          </li>
          <li>
            <strong>Non-members</strong> receive next-day delivery at the earliest.
          </li>
          <li>
            Delivery slots are morning (8am&ndash;12pm), afternoon (12pm&ndash;4pm), evening (4pm&ndash;8pm)
            and night (8pm&ndash;12am).
          </li>
          <li>Someone must be available at the venue to receive and sign for the delivery.</li>
        </ul>
      </LegalSection>

      <LegalSection title="7. Late deliveries">
        <p>
          We work hard to arrive within your slot. If a delivery is more than 60 minutes late, contact us and
          we will put it right &ndash; for example with a credit on your account or by letting you cancel the
          affected order without charge.
        </p>
      </LegalSection>

      <LegalSection title="8. Payment">
        <ul>
          <li>
            Orders may be paid by card at checkout, or by a secure payment link that can be shared with
            whoever settles your bills.
          </li>
          <li>
            Approved businesses may use <strong>pay later</strong>, with a credit limit of up to £2,000. Each
            pay-later invoice must be cleared within 30 days. Pay-later orders must be above £200 and under
            £2,000, and may not take your outstanding balance above your limit.
          </li>
          <li>We may suspend pay-later terms or deliveries while invoices are overdue.</li>
        </ul>
      </LegalSection>

      <LegalSection title="9. Membership">
        <ul>
          <li>Membership costs £49.99 per month and renews automatically each month on a rolling basis.</li>
          <li>Members get member prices and same-day delivery as described above.</li>
          <li>
            You can cancel at any time. Benefits continue until the end of the period already paid for; there
            is no refund for unused time.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="10. Changing or cancelling an order">
        <p>
          You may cancel an order free of charge up to 24 hours before the start of its delivery slot. After
          that, goods may already be picked or prepared and we may charge for them.
        </p>
      </LegalSection>

      <LegalSection title="11. Returns and refunds">
        <ul>
          <li>
            Check goods on delivery. Report missing, damaged or faulty items, or items not as ordered, within
            7 days of delivery.
          </li>
          <li>
            Chilled and frozen goods must be reported on the day of delivery, as we cannot verify how they
            were stored afterwards.
          </li>
          <li>Approved refunds are made to the original payment method within 7 business days.</li>
        </ul>
      </LegalSection>

      <LegalSection title="12. Age-restricted goods">
        <p>
          Alcohol and other age-restricted products are sold only to people aged 18 or over. Our drivers
          operate Challenge 25: anyone who looks under 25 will be asked for photographic ID, and we will not
          hand over age-restricted goods without it.
        </p>
      </LegalSection>

      <LegalSection title="13. Tips">
        <p>Any tip you add for your driver goes 100% to the driver.</p>
      </LegalSection>

      <LegalSection title="14. Our liability">
        <p>
          Nothing in these terms limits liability for death or personal injury caused by negligence, or for
          fraud. Otherwise, we are not liable for loss of profit, business or goodwill, or for indirect
          losses, and our total liability for any order is limited to the price paid for it.
        </p>
      </LegalSection>

      <LegalSection title="15. Law and disputes">
        <p>
          These terms are governed by the law of England and Wales, and the courts of England and Wales have
          exclusive jurisdiction. We will always try to resolve a problem with you directly first &ndash;
          write to us at {SUPPORT_EMAIL}.
        </p>
      </LegalSection>
    </StaticPageFrame>
  );
}
