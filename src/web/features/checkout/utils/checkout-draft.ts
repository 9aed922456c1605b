import { z } from 'zod';
import { DELIVERY_SLOT_VALUES, type DeliveryDayOption } from '../../../../domain/delivery.ts';
import { SESSION_DRAFT_PREFIX } from '../../../lib/session-drafts.ts';
import { ADDRESS_FIELDS, type CheckoutFields } from './checkout-fields.ts';

/**
 * What a customer has typed into the checkout, kept for the tab's session so that a reload, or a
 * look at the basket and back, loses none of it. It is kept in sessionStorage, per user, as a
 * session draft (lib/session-drafts.ts): signing out or closing the tab forgets it, so a venue's
 * shared computer does not offer one person's addresses to the next. The terms box is not kept,
 * since ticking it is each order's own assent. A draft belongs to the saved address it started
 * from: once the address book changes, the checkout starts from the new address again. The PO
 * number, delivery notes and line notes are kept too; a line's note comes back while its product
 * is still in the basket (the basket itself keeps no notes).
 */
const KEY_PREFIX = `${SESSION_DRAFT_PREFIX}checkout:`;

type DraftFields = Omit<CheckoutFields, 'terms' | 'line_notes'>;

const StoredDraft = z.object({
  basis: z.string(),
  fields: z.record(z.string(), z.string().nullable()),
  sameAsBilling: z.boolean(),
  /** Each basket line's note by its key; a draft kept before notes existed has none. */
  lineNotes: z.record(z.string(), z.string()).optional(),
});

/** What the checkout opens with: its fields, and whether shipping follows billing. */
export type CheckoutStart = { fields: CheckoutFields; sameAsBilling: boolean };

const keyFor = (userId: number) => `${KEY_PREFIX}${userId}`;

/** The saved address a draft starts from, as one comparable string. */
export function draftBasis(saved: unknown): string {
  return JSON.stringify(saved ?? null);
}

export function saveCheckoutDraft(
  userId: number,
  basis: string,
  { fields, sameAsBilling }: { fields: Partial<CheckoutFields>; sameAsBilling: boolean },
): void {
  const { terms: _notKept, line_notes: lineNotes, ...kept } = fields;
  try {
    window.sessionStorage.setItem(
      keyFor(userId),
      JSON.stringify({ basis, fields: kept, sameAsBilling, lineNotes: lineNotes ?? {} }),
    );
  } catch {
    // Storage full or refused: the form still works, it just starts afresh after a reload.
  }
}

export function clearCheckoutDraft(userId: number): void {
  try {
    window.sessionStorage.removeItem(keyFor(userId));
  } catch {
    // Nothing was kept where storage is refused.
  }
}

/**
 * `initial` with the fields of the user's draft laid over it, when the draft started from the same
 * saved address, and 'Same as billing address' as it was left (ticked, shipping keeps following
 * billing). The delivery day comes back only while it is still on offer, and its slot only with it
 * (today has none) and only if it is still a slot.
 */
export function withCheckoutDraft(
  userId: number,
  basis: string,
  initial: CheckoutFields,
  dayOptions: readonly DeliveryDayOption[],
): CheckoutStart {
  const stored = readDraft(userId, basis);
  if (!stored) return { fields: initial, sameAsBilling: false };
  const draft = stored.fields;
  const restored: CheckoutFields = { ...initial };
  for (const field of [...ADDRESS_FIELDS, 'po_number', 'delivery_notes'] as const) {
    const value = draft[field];
    if (typeof value === 'string') restored[field] = value;
  }
  const day = dayOptions.find((option) => option.available && option.date === draft.deliveryDay);
  if (day) {
    restored.deliveryDay = day.date;
    const slot = DELIVERY_SLOT_VALUES.find((value) => value === draft.deliveryTime);
    restored.deliveryTime = day.isToday ? null : (slot ?? null);
  }
  restored.line_notes = { ...stored.lineNotes };
  return { fields: restored, sameAsBilling: stored.sameAsBilling };
}

type StoredFields = Partial<Record<keyof DraftFields, string | null>>;

function readDraft(
  userId: number,
  basis: string,
): { fields: StoredFields; sameAsBilling: boolean; lineNotes: Record<string, string> } | null {
  let stored: unknown;
  try {
    stored = JSON.parse(window.sessionStorage.getItem(keyFor(userId)) ?? 'null');
  } catch {
    return null;
  }
  const parsed = StoredDraft.safeParse(stored);
  if (!parsed.success || parsed.data.basis !== basis) return null;
  return {
    fields: parsed.data.fields,
    sameAsBilling: parsed.data.sameAsBilling,
    lineNotes: parsed.data.lineNotes ?? {},
  };
}
