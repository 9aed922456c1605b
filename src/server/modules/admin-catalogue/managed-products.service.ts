import { allergenDeclarations, allergenMasks } from '../../../domain/allergens.ts';
import { penceToPounds, poundsToPence } from '../../../domain/money.ts';
import { defaultOrderCode } from '../../../domain/order-code.ts';
import { storedPack } from '../../../domain/pack.ts';
import {
  BACK_OFFICE_PER_PAGE,
  DRAWN_IMAGE_PATH,
  type ManagedProduct,
  type ManagedProductPage,
  type ProductInput,
  SLUG_TAKEN,
  UPLOADED_IMAGE_PATH,
} from '../../../domain/schemas/back-office-catalogue.ts';
import { slugify } from '../../../domain/text.ts';
import { vatRateOr } from '../../../domain/vat.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { parseTextArray } from '../../db/json-column.ts';
import { readPage } from '../../db/paging.ts';
import type { UserRow } from '../../db/schema.ts';
import { answerUniqueRace } from '../../db/unique-violation.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import type { CatalogueCache } from '../catalogue/catalogue.public.ts';
import {
  categoryChoosable,
  countManagedProducts,
  findManagedProduct,
  insertProduct,
  listManagedProducts,
  lockManagedProduct,
  type ManagedProductFilter,
  type ManagedProductRow,
  orderCodeHolder,
  slugsLike,
  slugTaken,
  updateProduct,
} from './managed-products.repository.ts';
import { existingUploads } from './uploaded-images.repository.ts';

export type CatalogueDeps = { db: Db; clock: Clock; catalogueCache: CatalogueCache };
/** Who makes the change: an admin may manage every product, a seller only their own. */
export type Actor = Pick<UserRow, 'id' | 'role'>;

export const MANAGED_PRODUCT_NOT_FOUND = 'This product does not exist.';
export const NOT_YOUR_PRODUCT = 'You may only change your own products.';
export const NO_SUCH_CATEGORY = 'Please choose a category from the list.';
export const UPLOAD_AGAIN = 'Please upload this picture again.';
export const AWAITS_APPROVAL = 'This product is waiting for staff approval, so it is not in the shop yet.';
export const TURNED_DOWN = 'Staff turned this product down. Change it to send it for approval again.';

/** An order code is unique: the clash names the product that has it, so staff know where to look. */
export function orderCodeTaken(code: string, holder: string): string {
  return `The order code ${code} is already used by ${holder}. Please choose another.`;
}

export function toManagedProduct(row: ManagedProductRow): ManagedProduct {
  const images = parseTextArray(row.images);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    images,
    uploaded_images: images.filter((url) => UPLOADED_IMAGE_PATH.test(url)),
    category_id: row.category_id,
    category_name: row.category_name,
    price: penceToPounds(row.price_pence),
    special_price: penceToPounds(row.member_price_pence),
    seller_id: row.seller_id,
    seller_name: row.seller_name,
    archived_at: row.archived_at,
    approval: row.approval,
    approval_note: row.approval_note,
    created_at: row.created_at,
    order_code: row.order_code ?? defaultOrderCode(row.id),
    pack: storedPack(row.pack_count, row.pack_size, row.pack_unit),
    allergens: allergenDeclarations({
      contains: Number(row.allergens_contains),
      mayContain: Number(row.allergens_may_contain),
      free: Number(row.allergens_free),
    }),
    stock: row.stock === null ? null : Number(row.stock),
    vat_rate: vatRateOr(row.vat_rate),
  };
}

/**
 * The pictures the shop shows: those given, or the one it draws for a product without any. A drawn
 * picture's address holds the product's slug, so a new slug moves the drawn pictures with it.
 */
function shownImages(slug: string, images: readonly string[], oldSlug?: string): string {
  const drawnBefore = oldSlug === undefined ? undefined : `/images/products/${oldSlug}/`;
  const moved = images.map((url) =>
    drawnBefore && url.startsWith(drawnBefore) && DRAWN_IMAGE_PATH.test(url)
      ? `/images/products/${slug}/${url.slice(drawnBefore.length)}`
      : url,
  );
  return JSON.stringify(moved.length > 0 ? moved : [`/images/products/${slug}/1.svg`]);
}

export async function managedProductPage(
  db: Db,
  filter: ManagedProductFilter,
  page: number,
): Promise<ManagedProductPage> {
  return readPage(
    page,
    BACK_OFFICE_PER_PAGE,
    () => countManagedProducts(db, filter),
    async (window) => (await listManagedProducts(db, filter, window)).map(toManagedProduct),
  );
}

function mayManage(actor: Actor, sellerId: number | null): boolean {
  return actor.role === 'admin' || (actor.role === 'seller' && sellerId === actor.id);
}

export async function managedProduct(db: Db, actor: Actor, id: number): Promise<ManagedProduct> {
  const row = await findManagedProduct(db, id);
  if (!row) throw new NotFoundError(MANAGED_PRODUCT_NOT_FOUND);
  if (!mayManage(actor, row.seller_id)) throw new ForbiddenError(NOT_YOUR_PRODUCT);
  return toManagedProduct(row);
}

/**
 * Checks what the schema cannot: the category exists and is not archived (a product may stay in
 * its own), every upload is stored, and every drawn picture is one the product already shows
 * (`current`, the product being changed; none for a new product).
 */
async function checkReferences(db: Db, input: ProductInput, current?: ManagedProduct): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (!(await categoryChoosable(db, input.category_id, current?.category_id))) {
    errors.category_id = [NO_SUCH_CATEGORY];
  }
  const shown = current?.images ?? [];
  const stored = await existingUploads(db, input.images);
  input.images.forEach((url, index) => {
    if (!stored.has(url) && !shown.includes(url)) errors[`images.${index}`] = [UPLOAD_AGAIN];
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ValidationError(first, errors);
}

/** The slug typed, or one made from the name: `name`, then `name-2`, `name-3` … whichever is free. */
async function chooseSlug(db: Db, input: ProductInput, exceptId?: number): Promise<string> {
  if (input.slug) {
    if (await slugTaken(db, input.slug, exceptId))
      throw new ValidationError(SLUG_TAKEN, { slug: [SLUG_TAKEN] });
    return input.slug;
  }
  const base = slugify(input.name).slice(0, 180).replace(/-+$/, '') || 'product';
  const taken = await slugsLike(db, base);
  if (exceptId !== undefined) {
    const own = await findManagedProduct(db, exceptId);
    if (own) taken.delete(own.slug);
  }
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** Refuses an order code another product already has (409, naming that product). */
async function checkOrderCode(db: Db, input: ProductInput, exceptId?: number): Promise<void> {
  if (!input.order_code) return;
  const holder = await orderCodeHolder(db, input.order_code, exceptId);
  if (holder) {
    const message = orderCodeTaken(input.order_code, holder.name);
    throw new ConflictError(message, { order_code: [message] });
  }
}

/**
 * A unique race lost to another write answers as the checks would have: the order code if another
 * product now has it, the slug otherwise.
 */
async function orderCodeOrSlugTaken(db: Db, input: ProductInput, exceptId?: number): Promise<never> {
  await checkOrderCode(db, input, exceptId);
  throw new ValidationError(SLUG_TAKEN, { slug: [SLUG_TAKEN] });
}

export const VAT_RATE_STAFF_ONLY = "Only staff set a product's VAT rate.";

/** A product's VAT rate decides what customers are charged: staff set it, a seller's request may not. */
function checkVatRateActor(actor: Actor, input: ProductInput): void {
  if (actor.role !== 'admin' && input.vat_rate !== undefined) {
    throw new ForbiddenError(VAT_RATE_STAFF_ONLY);
  }
}

/** The columns of the product facts the input gives; a fact left out is left as it is. */
function factColumns(input: ProductInput) {
  const masks = input.allergens ? allergenMasks(input.allergens) : undefined;
  return {
    ...(input.order_code ? { order_code: input.order_code } : {}),
    ...(input.pack
      ? { pack_count: input.pack.count, pack_size: input.pack.size, pack_unit: input.pack.unit }
      : {}),
    ...(masks
      ? {
          allergens_contains: masks.contains,
          allergens_may_contain: masks.mayContain,
          allergens_free: masks.free,
        }
      : {}),
    ...(input.stock !== undefined ? { stock: input.stock } : {}),
    ...(input.vat_rate !== undefined ? { vat_rate: input.vat_rate } : {}),
  };
}

function priceDetail(price: number, member: number) {
  return { price_pence: price, member_price_pence: member };
}

export async function createProduct(
  deps: CatalogueDeps,
  actor: Actor,
  input: ProductInput,
): Promise<ManagedProduct> {
  checkVatRateActor(actor, input);
  await checkReferences(deps.db, input);
  await checkOrderCode(deps.db, input);
  const slug = await chooseSlug(deps.db, input);
  const now = deps.clock.now();
  const price = poundsToPence(input.price);
  const member = poundsToPence(input.special_price);
  // A seller's product waits for staff, out of the shop the way an archived one is.
  const awaitsApproval = actor.role === 'seller';
  const id = await answerUniqueRace(
    () => orderCodeOrSlugTaken(deps.db, input),
    () =>
      deps.db.transaction().execute(async (trx) => {
        const id = await insertProduct(trx, {
          category_id: input.category_id,
          seller_id: actor.role === 'seller' ? actor.id : null,
          slug,
          name: input.name,
          description: input.description,
          images: shownImages(slug, input.images),
          price_pence: price,
          member_price_pence: member,
          rating: 0,
          reviews_count: 0,
          archived_at: awaitsApproval ? now.toISOString() : null,
          approval: awaitsApproval ? 'pending' : 'approved',
          created_at: now.toISOString(),
          ...factColumns(input),
        });
        await writeAudit(
          trx,
          {
            actorUserId: actor.id,
            action: 'product.create',
            subjectType: 'product',
            subjectId: id,
            detail: { name: input.name, before: null, after: priceDetail(price, member) },
          },
          now,
        );
        return id;
      }),
  );
  deps.catalogueCache.clear();
  return managedProduct(deps.db, actor, id);
}

/** The product locked for a change, once the actor may change it (403 before anything is written). */
async function lockForChange(trx: Db, actor: Actor, id: number) {
  const row = await lockManagedProduct(trx, id);
  if (!row) throw new NotFoundError(MANAGED_PRODUCT_NOT_FOUND);
  if (!mayManage(actor, row.seller_id)) throw new ForbiddenError(NOT_YOUR_PRODUCT);
  return row;
}

export async function editProduct(
  deps: CatalogueDeps,
  actor: Actor,
  id: number,
  input: ProductInput,
): Promise<ManagedProduct> {
  // Ownership first: another seller's product answers 403 whatever the body holds.
  const current = await managedProduct(deps.db, actor, id);
  checkVatRateActor(actor, input);
  await checkReferences(deps.db, input, current);
  await checkOrderCode(deps.db, input, id);
  const slug = await chooseSlug(deps.db, input, id);
  const now = deps.clock.now();
  const price = poundsToPence(input.price);
  const member = poundsToPence(input.special_price);
  await answerUniqueRace(
    () => orderCodeOrSlugTaken(deps.db, input, id),
    () =>
      deps.db.transaction().execute(async (trx) => {
        const before = await lockForChange(trx, actor, id);
        await updateProduct(trx, id, {
          category_id: input.category_id,
          slug,
          name: input.name,
          description: input.description,
          images: shownImages(slug, input.images, before.slug),
          price_pence: price,
          member_price_pence: member,
          ...factColumns(input),
          // A seller's change to a product staff turned down sends it to them again.
          ...(before.approval === 'rejected' && actor.role === 'seller'
            ? { approval: 'pending' as const, approval_note: null }
            : {}),
        });
        if (before.price_pence !== price || before.member_price_pence !== member) {
          await writeAudit(
            trx,
            {
              actorUserId: actor.id,
              action: 'product.price',
              subjectType: 'product',
              subjectId: id,
              detail: {
                name: input.name,
                before: priceDetail(before.price_pence, before.member_price_pence),
                after: priceDetail(price, member),
              },
            },
            now,
          );
        }
        // The rate decides what customers are charged, so its change is audited as a price change is.
        if (input.vat_rate !== undefined && Number(before.vat_rate) !== input.vat_rate) {
          await writeAudit(
            trx,
            {
              actorUserId: actor.id,
              action: 'product.vat_rate',
              subjectType: 'product',
              subjectId: id,
              detail: {
                name: input.name,
                before: { vat_rate: Number(before.vat_rate) },
                after: { vat_rate: input.vat_rate },
              },
            },
            now,
          );
        }
        if (input.stock !== undefined && before.stock !== input.stock) {
          await writeAudit(
            trx,
            {
              actorUserId: actor.id,
              action: 'product.stock',
              subjectType: 'product',
              subjectId: id,
              detail: { name: input.name, before: { stock: before.stock }, after: { stock: input.stock } },
            },
            now,
          );
        }
      }),
  );
  deps.catalogueCache.clear();
  return managedProduct(deps.db, actor, id);
}

/** Archives (or brings back) a product: it leaves the shop, search and recall, but stays on past orders. */
export async function setArchived(
  deps: CatalogueDeps,
  actor: Actor,
  id: number,
  archived: boolean,
): Promise<ManagedProduct> {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const before = await lockForChange(trx, actor, id);
    if (before.approval !== 'approved') {
      throw new ConflictError(before.approval === 'pending' ? AWAITS_APPROVAL : TURNED_DOWN);
    }
    if ((before.archived_at !== null) === archived) return;
    await updateProduct(trx, id, { archived_at: archived ? now.toISOString() : null });
    await writeAudit(
      trx,
      {
        actorUserId: actor.id,
        action: archived ? 'product.archive' : 'product.unarchive',
        subjectType: 'product',
        subjectId: id,
        detail: { name: before.name },
      },
      now,
    );
  });
  deps.catalogueCache.clear();
  return managedProduct(deps.db, actor, id);
}
