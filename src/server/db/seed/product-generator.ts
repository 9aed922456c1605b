import { slugify } from '../../../domain/text.ts';
import { CATALOGUE_ITEMS, type CatalogueItem } from './catalogue-items.ts';
import { createRandom, type Random } from './prng.ts';
import {
  DESCRIPTION_TAILS,
  descriptionLeads,
  REVIEW_AUTHORS,
  REVIEW_DETAILS,
  REVIEW_OPENERS,
} from './product-text.ts';

/** The hand-written products; the demo catalogue is exactly these. */
export const DEMO_PRODUCT_COUNT = CATALOGUE_ITEMS.length;

/** Past the hand-written list, products are the same items again with a range name in front. */
const RANGES = [
  'Premium',
  'Value',
  'Organic',
  'Catering',
  "Chef's",
  'Fairtrade',
  'British',
  'Classic',
  'Select',
  'Everyday',
  'Reserve',
  'Eco',
  'Professional',
  'Bulk',
  'Heritage',
  'Artisan',
  'House',
  'Signature',
  'Essential',
  'Gold',
];

// Names that keep their capital letter after a range word ("Premium London dry gin").
const PROPER_FIRST_WORD =
  /^(London|English|Italian|Indian|Earl|Greek|Gala|New|Dijon|Cumberland|Worcestershire|Scotch|Kent|Parmesan|Boston|Hawthorne|Southern|Angostura|Brie|Stilton|Rioja|Chardonnay|Malbec|Prosecco|Champagne|Sencha|Basmati|Arborio|Emmental|White wine)\b/;

const DAY_MS = 24 * 60 * 60 * 1000;
const TWO_YEARS_MS = 730 * DAY_MS;

export type GeneratedReview = {
  author_name: string | null;
  rating: number;
  review: string;
  created_at: string;
};

export type GeneratedProduct = {
  index: number;
  item: CatalogueItem;
  slug: string;
  name: string;
  description: string;
  images: string[];
  price_pence: number;
  member_price_pence: number;
  rating: number;
  reviews_count: number;
  created_at: string;
  reviews: GeneratedReview[];
};

export function productImageUrl(slug: string, n: number): string {
  return `/images/products/${slug}/${n}.svg`;
}

/** The name as it reads mid-sentence: "whole milk 4 x 2L" but still "London dry gin". */
function midSentence(name: string): string {
  return PROPER_FIRST_WORD.test(name) ? name : name.charAt(0).toLowerCase() + name.slice(1);
}

function nameFor(item: CatalogueItem, round: number): string {
  if (round === 0) return item.name;
  return `${RANGES[(round - 1) % RANGES.length]} ${midSentence(item.name)}`;
}

function descriptionFor(name: string, item: CatalogueItem, random: Random): string {
  const lead = random.pick(descriptionLeads(item.group));
  const text = lead.replace('{name}', lead.startsWith('{name}') ? name : midSentence(name));
  const tail = random.pick(DESCRIPTION_TAILS);
  return tail ? `${text} ${tail}` : text;
}

/** A price near the list price for generated variants, ending in 9p as trade lists do. */
function priceFor(item: CatalogueItem, round: number, random: Random): number {
  if (round === 0) return item.pricePence;
  const varied = item.pricePence * (0.85 + random.next() * 0.4);
  return Math.max(99, Math.round(varied / 10) * 10 - 1);
}

function reviewCount(random: Random): number {
  const roll = random.next();
  if (roll < 0.05) return random.int(12, 24);
  if (roll < 0.3) return random.int(5, 11);
  return random.int(1, 4);
}

type Stars = 1 | 2 | 3 | 4 | 5;

function reviewsFor(createdAt: number, now: number, random: Random): GeneratedReview[] {
  // Each product has a quality of its own, so ratings spread rather than all sitting at 4.
  const quality = 2.2 + random.next() * 2.9;
  const reviews: GeneratedReview[] = [];
  for (let n = reviewCount(random); n > 0; n--) {
    const rating = Math.min(5, Math.max(1, Math.round(quality + (random.next() - 0.5) * 2))) as Stars;
    const opener = random.pick(REVIEW_OPENERS[rating]);
    const text = random.chance(0.7) ? `${opener} ${random.pick(REVIEW_DETAILS)}` : opener;
    reviews.push({
      author_name: random.chance(0.15) ? null : random.pick(REVIEW_AUTHORS),
      rating,
      review: text,
      created_at: new Date(createdAt + random.next() * (now - createdAt)).toISOString(),
    });
  }
  return reviews;
}

/**
 * Product number `index` of a catalogue of any size. Each product draws from a generator seeded by
 * its own index, so it comes out the same whatever the batch size or the number of products.
 */
export function generateProduct(index: number, now: Date): GeneratedProduct {
  const item = CATALOGUE_ITEMS[index % CATALOGUE_ITEMS.length];
  if (!item) throw new Error('The demo catalogue is empty');
  return productOf(item, index, Math.floor(index / CATALOGUE_ITEMS.length), now);
}

/** Product number `index` made from `item` as it is (its name and list price), however many came before. */
export function productFromItem(item: CatalogueItem, index: number, now: Date): GeneratedProduct {
  return productOf(item, index, 0, now);
}

function productOf(item: CatalogueItem, index: number, round: number, now: Date): GeneratedProduct {
  const random = createRandom(0x5eed ^ Math.imul(index + 1, 0x9e3779b1));

  const name = nameFor(item, round);
  // Names repeat past the hand-written list (and "Organic" + one name can equal another), so a
  // generated slug ends in its round number and two rounds can never share a slug.
  const slug = round === 0 ? slugify(name) : `${slugify(name)}-${round + 1}`;
  const pricePence = priceFor(item, round, random);
  const percentOff = random.int(6, 19);
  const nowMs = now.getTime();
  const createdAt = nowMs - TWO_YEARS_MS + Math.floor(random.next() * (TWO_YEARS_MS - DAY_MS));
  const reviews = reviewsFor(createdAt, nowMs, random);
  const ratingSum = reviews.reduce((sum, review) => sum + review.rating, 0);
  const imageCount = random.int(1, 4);

  return {
    index,
    item,
    slug,
    name,
    description: descriptionFor(name, item, random),
    images: Array.from({ length: imageCount }, (_, n) => productImageUrl(slug, n + 1)),
    price_pence: pricePence,
    member_price_pence: Math.round((pricePence * (100 - percentOff)) / 100),
    rating: reviews.length ? Math.round((ratingSum / reviews.length) * 10) / 10 : 0,
    reviews_count: reviews.length,
    created_at: new Date(createdAt).toISOString(),
    reviews,
  };
}
