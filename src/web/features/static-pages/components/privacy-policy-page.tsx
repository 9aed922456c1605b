import { SUPPORT_EMAIL } from '../../../lib/support.ts';
import { LegalSection, StaticPageFrame } from './static-page-frame.tsx';

/** /privacy-policy: how W1 Wholesale handles personal data under the UK GDPR. */
export function PrivacyPolicyPage() {
  return (
    <StaticPageFrame
      title="Privacy policy"
      updated="1 November 2025"
      intro={
        <p>
          This notice explains what personal data W1 Wholesale Ltd collects when you browse our shop, open a
          trade account or place an order, why we use it, and the rights you have under the UK General Data
          Protection Regulation (UK GDPR) and the Data Protection Act 2018.
        </p>
      }
    >
      <LegalSection title="1. Who we are">
        <p>
          W1 Wholesale Ltd (&ldquo;W1 Wholesale&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;) is a wholesale
          supplier of food, drink and venue supplies to hospitality businesses in London W1. We are the
          controller of the personal data described in this notice and are registered with the Information
          Commissioner&rsquo;s Office (ICO). Our registered office is 14 Berners Mews, London W1T 3AB.
        </p>
        <p>
          Questions about this notice or your data can be sent to <strong>{SUPPORT_EMAIL}</strong>, marked for
          the attention of our Data Protection Lead.
        </p>
      </LegalSection>

      <LegalSection title="2. The data we collect">
        <p>Because we sell to businesses, most of what we hold relates to the people who buy for a venue:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your name, work email address, phone number, password (stored
            only as a secure one-way hash) and the type of account you hold.
          </li>
          <li>
            <strong>Business and delivery details:</strong> venue or company name, billing name and email,
            billing and delivery addresses, and delivery instructions.
          </li>
          <li>
            <strong>Orders and payments:</strong> what you ordered, delivery days and slots, invoices,
            pay-later credit limits and balances, membership status and membership invoices. Card details are
            entered directly with our payment provider; we never see or store your full card number.
          </li>
          <li>
            <strong>Reviews and messages:</strong> product reviews you publish (shown with your name or as
            &ldquo;Anonymous&rdquo;) and messages you send through our contact form.
          </li>
          <li>
            <strong>Technical data:</strong> IP address, browser type and basic request logs kept for security
            and to diagnose faults.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="3. How and why we use your data">
        <p>Under the UK GDPR we must have a lawful basis for each use of personal data. We rely on:</p>
        <ul>
          <li>
            <strong>Performing our contract with you</strong> &ndash; to run your account, take and deliver
            orders, process payments, manage membership and provide customer service.
          </li>
          <li>
            <strong>Legal obligations</strong> &ndash; to keep VAT and accounting records for HM Revenue &amp;
            Customs, and to carry out age checks when we deliver age-restricted goods.
          </li>
          <li>
            <strong>Legitimate interests</strong> &ndash; to keep the shop secure, prevent fraud, assess
            pay-later applications, improve our range and service, and recover unpaid invoices. We balance
            these interests against your rights and do not use your data in ways you would not reasonably
            expect.
          </li>
          <li>
            <strong>Consent</strong> &ndash; for optional marketing emails. You can withdraw consent at any
            time using the link in every email or by contacting us.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="4. Pay-later credit checks">
        <p>
          If your business applies for pay-later terms, we review the information you provide and your payment
          history with us, and we may consult a credit reference agency about the business. The outcome
          decides whether pay-later is offered and the credit limit, which is never more than £2,000. You may
          ask for a person to review any decision.
        </p>
      </LegalSection>

      <LegalSection title="5. Who we share data with">
        <p>We never sell personal data. We share it only with:</p>
        <ul>
          <li>our card payment provider, to take payments and membership subscriptions;</li>
          <li>our delivery drivers, who see the delivery name, address, phone number and order contents;</li>
          <li>IT, hosting and email service providers who process data on our instructions;</li>
          <li>credit reference agencies and debt recovery partners, for pay-later accounts;</li>
          <li>our accountants, auditors, insurers and legal advisers;</li>
          <li>HMRC, the police or other authorities where the law requires it.</li>
        </ul>
        <p>
          Every processor is bound by a written contract requiring them to protect your data and use it only
          for the service they provide to us.
        </p>
      </LegalSection>

      <LegalSection title="6. International transfers">
        <p>
          Some of our service providers may process data outside the UK. When they do, we make sure the
          transfer is covered by UK adequacy regulations or by the ICO&rsquo;s International Data Transfer
          Agreement or Addendum, so your data keeps the same level of protection.
        </p>
      </LegalSection>

      <LegalSection title="7. How long we keep it">
        <ul>
          <li>
            Orders, invoices and payment records: six years after the end of the financial year, as tax law
            requires.
          </li>
          <li>
            Account details: while your account is open, then up to two years in case of queries or disputes.
          </li>
          <li>Contact form messages: up to two years after the enquiry is resolved.</li>
          <li>Security logs: up to 90 days, unless needed to investigate an incident.</li>
        </ul>
        <p>When you delete your account, we delete or anonymise what we no longer need to keep by law.</p>
      </LegalSection>

      <LegalSection title="8. Keeping your data safe">
        <p>
          Connections to the shop are encrypted, passwords are hashed, access to customer data is limited to
          staff who need it, and our systems are monitored for misuse. If a breach puts your rights at risk we
          will tell you and the ICO as the law requires.
        </p>
      </LegalSection>

      <LegalSection title="9. Your rights">
        <p>You have the right to:</p>
        <ul>
          <li>ask for a copy of the personal data we hold about you;</li>
          <li>have inaccurate data corrected;</li>
          <li>have data erased where we no longer have a reason to keep it;</li>
          <li>restrict or object to our use of your data, including for direct marketing;</li>
          <li>receive data you gave us in a portable format;</li>
          <li>withdraw consent at any time where we rely on consent.</li>
        </ul>
        <p>
          We respond within one month. If you are unhappy with how we handle your data, please contact us
          first; you may also complain to the Information Commissioner&rsquo;s Office at ico.org.uk or on 0303
          123 1113.
        </p>
      </LegalSection>

      <LegalSection title="10. Cookies and local storage">
        <p>
          We do not use advertising or tracking cookies. Your browser&rsquo;s local storage keeps only what
          the shop needs to work: your basket (<code>cart</code>), your chosen delivery district (
          <code>address</code>), your sign-in session (<code>token</code>) and whether you have seen our
          welcome notice (<code>new user</code>). You can clear these at any time in your browser settings.
        </p>
      </LegalSection>

      <LegalSection title="11. Changes to this notice">
        <p>
          We review this notice regularly. Significant changes will be shown on this page and, where
          appropriate, emailed to account holders.
        </p>
      </LegalSection>
    </StaticPageFrame>
  );
}
