import { DELIVERY_DISTRICTS } from '../../../../domain/delivery-zone.ts';

/** The eighteen FAQ answers (docs/product.md §2.3: 18 questions), drawn from the trade terms. */
export const FAQ_ITEMS: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'Who can buy from W1 Wholesale?',
    answer:
      'We supply hospitality businesses: hotels, restaurants, bars, pubs, nightclubs and caterers. Anyone can browse, but you need a trade account to place an order.',
  },
  {
    question: 'Where do you deliver?',
    answer: `We deliver to the twelve London W1 postcode districts: ${DELIVERY_DISTRICTS.join(', ')}.`,
  },
  {
    question: 'My postcode is not on your list. Can I still order?',
    answer:
      'Not yet, sorry. We are working hard to reach more areas soon. Choose "Not listed" on the postcode page and keep an eye on our updates.',
  },
  {
    question: 'Is there a minimum order?',
    answer: 'Yes. The minimum order value is £200 excluding VAT, for members and non-members alike.',
  },
  {
    question: 'Do your prices include VAT?',
    answer:
      "No. Prices are shown excluding VAT, which is added at checkout at each product's rate: 20% for most drinks and non-food, 0% for most food. Delivery is included at no extra charge.",
  },
  {
    question: 'When will my order arrive?',
    answer:
      'You can choose delivery today, tomorrow or the day after tomorrow. Members can have same-day delivery; non-members get next-day delivery.',
  },
  {
    question: 'What delivery slots can I choose?',
    answer: 'Morning 8am-12pm, afternoon 12pm-4pm, evening 4pm-8pm and night 8pm-12am.',
  },
  {
    question: 'How does same-day delivery work?',
    answer:
      'Same-day delivery is a member benefit. Order before the 8pm cut-off and we deliver by midnight the same day.',
  },
  {
    question: 'What does membership cost and what do I get?',
    answer:
      'Membership is £49.99 per month. Members pay lower member prices across the range and can choose same-day delivery.',
  },
  {
    question: 'Can I cancel my membership?',
    answer:
      'Yes, at any time. Membership rolls monthly; when you cancel, your benefits last until the end of the period you have paid for. There is no refund for unused time.',
  },
  {
    question: 'How can I pay?',
    answer:
      'By card at checkout, by a secure payment link you can share with whoever pays your bills, or with pay later if your business is approved.',
  },
  {
    question: 'What is pay later?',
    answer:
      'Approved businesses can order on credit up to a limit of £2,000. Each pay-later invoice must be cleared within 30 days. Pay-later orders must be above £200 and under £2,000.',
  },
  {
    question: 'Can I cancel an order?',
    answer: 'Yes. Cancellation is free up to 24 hours before the start of your delivery slot.',
  },
  {
    question: 'What if something is missing, damaged or wrong?',
    answer: 'Let us know within 7 days of delivery and we will arrange a replacement, credit or refund.',
  },
  {
    question: 'How long do refunds take?',
    answer: 'Approved refunds are made to your original payment method within 7 business days.',
  },
  {
    question: 'What happens if my delivery is late?',
    answer:
      'We aim to arrive within your slot. If we are more than 60 minutes late, contact us and we will put it right.',
  },
  {
    question: 'Do you sell alcohol and other age-restricted goods?',
    answer:
      'Yes, to customers aged 18 or over. Our drivers follow Challenge 25 and will ask anyone who looks under 25 for photo ID on delivery.',
  },
  {
    question: 'Can I tip my driver?',
    answer: 'Of course, and thank you. Tips go 100% to the driver.',
  },
];
