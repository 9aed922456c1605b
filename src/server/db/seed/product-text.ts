/** Wording for generated descriptions and reviews; `{name}` is replaced by the product name. */

const DEFAULT_LEADS = [
  'A dependable {name} for busy hospitality kitchens.',
  '{name}, stocked for venues that need consistent quality at trade prices.',
];

export const DESCRIPTION_LEADS: Record<string, string[]> = {
  Drinks: [
    '{name}, ready to serve from the back bar or the fridge.',
    'A reliable {name} for pubs, bars and restaurants.',
    '{name}, a steady seller for the bar and the function room.',
  ],
  'Fresh produce': [
    '{name}, picked for flavour and delivered cool from our W1 depot.',
    'Kitchen-ready {name}, graded for size and freshness.',
    '{name}, sourced daily from the wholesale market.',
  ],
  'Dairy & eggs': [
    '{name} from trusted farms, kept chilled all the way to your kitchen.',
    'Fresh {name} with a generous shelf life for busy services.',
  ],
  'Meat & poultry': [
    '{name} from assured farms, butchered to a consistent spec.',
    'Chef-trimmed {name}, vacuum packed for freshness.',
  ],
  'Fish & seafood': [
    '{name}, responsibly sourced and pin-boned where it matters.',
    'Sea-fresh {name}, delivered chilled on ice.',
  ],
  Bakery: [
    '{name}, baked for the breakfast and lunch trade.',
    'Freshly baked {name} for cafés and restaurants.',
  ],
  'Dry store': [
    'A store-cupboard essential: {name} in a catering pack.',
    '{name}, a kitchen staple in a size that suits commercial kitchens.',
  ],
  Frozen: [
    '{name}, frozen at peak quality and ready to cook from frozen.',
    'Freezer-friendly {name} that cuts prep time on busy nights.',
  ],
  'Cleaning & hygiene': [
    '{name} for professional kitchens and front of house.',
    'Trade-strength {name} that helps keep your hygiene rating high.',
  ],
  'Disposables & packaging': [
    '{name} for takeaway, delivery and events.',
    'Sturdy {name} that keeps food looking good on the way out.',
  ],
  'Bar supplies': ['{name} for a well-run bar.', '{name}, chosen by bartenders for speed and consistency.'],
};

export const DESCRIPTION_TAILS = [
  'Next-day delivery across the W1 districts, or same day for members.',
  'Priced per pack, excluding VAT.',
  'Order by 8pm for delivery tomorrow.',
  'Stored and delivered at the right temperature.',
  '',
];

export function descriptionLeads(group: string): string[] {
  return DESCRIPTION_LEADS[group] ?? DEFAULT_LEADS;
}

export const REVIEW_AUTHORS = [
  'Priya S.',
  'James O.',
  'Head chef, The Crown',
  'Aisha K.',
  'Tom W.',
  'Siobhan M.',
  'Marco R.',
  'Bar manager, Soho',
  'Chloe B.',
  'Daniel A.',
  'Fatima H.',
  'Oliver P.',
  'Grace L.',
  'Kwame D.',
  'Ellie F.',
  'Harry N.',
  'Zofia W.',
  'Café owner, Marylebone',
  'Rahul G.',
  'Sophie T.',
];

export const REVIEW_OPENERS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'Excellent quality.',
    'Spot on every time.',
    'Our regulars love it.',
    'Brilliant value.',
    'Could not ask for more.',
  ],
  4: [
    'Very good.',
    'Good quality for the price.',
    'Solid product.',
    'Happy with this.',
    'Does the job well.',
  ],
  3: ['Decent enough.', 'Average, but fine for the price.', 'OK.', 'Mixed results.'],
  2: ['Not great.', 'Below what we expected.', 'Quality has slipped.'],
  1: ['Disappointing.', 'Would not order again.', 'Poor this time.'],
};

export const REVIEW_DETAILS = [
  'Arrived on time and well packed.',
  'We go through a case a week in the kitchen and it has been consistent for months now, even through the busy December run.',
  'Delivery driver was friendly and the order was complete.',
  'Price is fair compared with the cash and carry, and it saves one of us a trip across town every Monday morning.',
  'Short dates on the last delivery, which was annoying, but customer service sorted out a credit quickly.',
  'Good pack size for a small bar.',
  'Staff find it easy to work with during a rush and the portion control is much better than the brand we used before.',
  'Will reorder.',
  'One pack was damaged in transit.',
];
