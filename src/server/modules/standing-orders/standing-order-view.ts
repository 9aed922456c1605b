import { z } from 'zod';
import { type DeliverySlot, londonDate } from '../../../domain/delivery.ts';
import { type DeliverySettings, slotRule } from '../../../domain/delivery-slot-offers.ts';
import type {
  StandingOrder,
  StandingOrderOccurrence,
  StandingOrderPayment,
} from '../../../domain/schemas/standing-orders.ts';
import {
  NEXT_OCCURRENCES_SHOWN,
  nextOccurrences,
  type OccurrenceStatus,
  type WeeklyPattern,
  weekdaysFromText,
} from '../../../domain/standing-orders.ts';
import type { OccurrenceRow, StandingLineRow, StandingOrderRow } from './standing-orders.repository.ts';

const OccurrenceLines = z.array(z.object({ product_id: z.number().int(), quantity: z.number().int() }));
export type OccurrenceLines = z.infer<typeof OccurrenceLines>;

/** A delivery's own quantities as stored (JSON), or null when it keeps the standing order's. */
export function parseOccurrenceLines(text: string | null): OccurrenceLines | null {
  if (text === null) return null;
  const parsed = OccurrenceLines.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : null;
}

/** The pattern of a standing order, with the cut-off its slot has on each date under these settings. */
export function patternOf(row: StandingOrderRow, settings: DeliverySettings): WeeklyPattern {
  const slot = row.slot as DeliverySlot;
  return { days: weekdaysFromText(row.days), cutoffFor: (date) => slotRule(settings, date, slot).cutoff };
}

/**
 * A standing order as the venue sees it: its lines, its coming deliveries and its latest failure,
 * until a delivery is placed after it (`lastPlacedAt`, when one last was).
 */
export function toStandingOrder(
  row: StandingOrderRow,
  lines: readonly StandingLineRow[],
  occurrences: readonly OccurrenceRow[],
  lastPlacedAt: string | undefined,
  settings: DeliverySettings,
  now: Date,
): StandingOrder {
  const recorded = new Map(occurrences.map((occurrence) => [occurrence.delivery_date, occurrence]));
  const next: StandingOrderOccurrence[] = row.paused
    ? []
    : nextOccurrences(patternOf(row, settings), now, londonDate(now), NEXT_OCCURRENCES_SHOWN).map(
        (occurrence) => {
          const stored = recorded.get(occurrence.date);
          return {
            delivery_date: occurrence.date,
            place_at: occurrence.placeAt.toISOString(),
            cutoff_at: occurrence.cutoffAt.toISOString(),
            status: (stored?.status ?? 'scheduled') as OccurrenceStatus,
            order_id: stored?.order_number ?? null,
            reason: stored?.reason ?? null,
            lines: parseOccurrenceLines(stored?.lines ?? null),
          };
        },
      );
  // A placed delivery whose saved card was declined carries why (decision 0195): a failure too.
  const failures = occurrences
    .filter(
      (occurrence) =>
        occurrence.status === 'failed' || (occurrence.status === 'placed' && occurrence.reason !== null),
    )
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  const latestFailure = failures[0];
  const lastFailure =
    latestFailure && !(lastPlacedAt !== undefined && lastPlacedAt > latestFailure.updated_at)
      ? latestFailure
      : undefined;
  return {
    id: row.id,
    name: row.name,
    days: weekdaysFromText(row.days),
    slot: row.slot as DeliverySlot,
    payment: row.payment as StandingOrderPayment,
    paused: row.paused === 1,
    lines: lines.map((line) => ({
      product_id: line.product_id,
      name: line.name,
      quantity: line.quantity,
      available: line.listed,
    })),
    next,
    last_failure: lastFailure
      ? {
          delivery_date: lastFailure.delivery_date,
          reason: lastFailure.reason ?? '',
          at: lastFailure.updated_at,
        }
      : null,
    created_at: row.created_at,
  };
}
