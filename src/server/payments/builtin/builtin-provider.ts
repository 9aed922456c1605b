import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import {
  type CheckoutSession,
  type CheckoutSessionRequest,
  InvalidPaymentEvent,
  type PaymentEvent,
  type PaymentProvider,
  type SavedCardDetails,
} from '../payment-provider.ts';
import { checkSignature, signatureHeader } from '../webhook-signature.ts';
import { readBuiltinSigningSecret } from './builtin-payments.repository.ts';

export const BUILTIN_SIGNATURE_HEADER = 'w1-signature';
export const BUILTIN_WEBHOOK_PATH = '/api/webhooks/builtin';

/** Sends one signed event to the shop's webhook and resolves with the HTTP status it answered. */
export type EventDelivery = (body: string, headers: Record<string, string>) => Promise<number>;

/** After the first attempt: a real provider keeps trying for hours; these cover a restart or a blip. */
const RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000];
const FIRST_DELIVERY_DELAY_MS = 150;

type BuiltinEventType = 'checkout.session.completed' | 'checkout.session.expired';

/** The event body the built-in provider sends: Stripe's shape, so both providers read alike. */
type BuiltinEventBody = {
  id: string;
  object: 'event';
  type: BuiltinEventType;
  created: number;
  data: {
    object: {
      id: string;
      object: 'checkout.session';
      payment_status: 'paid' | 'unpaid' | 'no_payment_required';
      /** A setup session's saved stand-in card (decision 0195). */
      saved_card?: SavedCardDetails;
    };
  };
};

/**
 * The built-in provider's stand-in for a saved card's behaviour when charged later, kept in its
 * payment method id as Stripe's test cards keep theirs in the card number.
 */
export const SAVED_CARD_BEHAVIOUR = {
  succeeds: 'pm_test_',
  declines: 'pm_test_declines_',
  needsAuthentication: 'pm_test_authenticate_',
} as const;

export interface BuiltinPaymentProvider extends PaymentProvider {
  /** Starts delivering the event for a session the payer has just paid (or that ran out, or that saved a card). */
  emit(type: BuiltinEventType, sessionId: string, savedCard?: SavedCardDetails): void;
  /** Resolves once every delivery under way has succeeded or given up (tests, shutdown). */
  settled(): Promise<void>;
  /** Stops retrying (the app is closing). */
  stop(): void;
}

function parseEvent(rawBody: Buffer): PaymentEvent {
  let body: BuiltinEventBody;
  try {
    body = JSON.parse(rawBody.toString('utf8')) as BuiltinEventBody;
  } catch {
    throw new InvalidPaymentEvent('The event is not JSON.');
  }
  if (typeof body?.id !== 'string' || typeof body.type !== 'string') {
    throw new InvalidPaymentEvent('The event has no id or type.');
  }
  const sessionId = typeof body.data?.object?.id === 'string' ? body.data.object.id : null;
  const base = { id: body.id, providerType: body.type, sessionId, payload: rawBody.toString('utf8') };
  const savedCard = body.data?.object?.saved_card;
  if (body.type === 'checkout.session.completed' && savedCard)
    return { ...base, type: 'card.saved', savedCard };
  const type =
    body.type === 'checkout.session.completed' && body.data.object.payment_status === 'paid'
      ? 'session.completed'
      : body.type === 'checkout.session.expired'
        ? 'session.expired'
        : 'ignored';
  return { ...base, type };
}

/**
 * The shop's own test provider (docs/product.md §11.1): its hosted page is /pay/{session id}, served
 * by this process, and what the payer does there reaches the shop the way Stripe's would: as a
 * signed event posted to the webhook, later, retried until the shop answers 2xx. Pending
 * deliveries live in this process: it is a test provider, and a restart mid-delivery only leaves
 * an order waiting for its payment, as a lost Stripe event would until Stripe retried.
 */
export function createBuiltinProvider(options: {
  db: Db;
  clock: Clock;
  appUrl: string;
  deliver: EventDelivery;
  log: { warn(details: object, message: string): void };
  retryDelaysMs?: readonly number[];
}): BuiltinPaymentProvider {
  const { db, clock, appUrl, deliver, log } = options;
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const pending = new Set<Promise<void>>();
  const waits = new Map<NodeJS.Timeout, () => void>();
  let stopped = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        waits.delete(timer);
        resolve();
      }, ms);
      waits.set(timer, resolve);
    });

  async function deliverWithRetries(
    type: BuiltinEventType,
    sessionId: string,
    savedCard: SavedCardDetails | undefined,
  ): Promise<void> {
    const body: BuiltinEventBody = {
      id: `evt_${randomBytes(16).toString('hex')}`,
      object: 'event',
      type,
      created: Math.floor(clock.now().getTime() / 1000),
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          payment_status: savedCard
            ? 'no_payment_required'
            : type === 'checkout.session.completed'
              ? 'paid'
              : 'unpaid',
          ...(savedCard ? { saved_card: savedCard } : {}),
        },
      },
    };
    const text = JSON.stringify(body);
    const secret = await readBuiltinSigningSecret(db);
    // A provider's event follows the payer's redirect back to the shop; it never comes first.
    await wait(FIRST_DELIVERY_DELAY_MS);
    for (let attempt = 0; !stopped; attempt++) {
      // Each attempt is signed afresh, as Stripe does, so a retry hours later is not refused as stale.
      const headers = {
        'content-type': 'application/json',
        [BUILTIN_SIGNATURE_HEADER]: signatureHeader(secret, text, clock.now()),
      };
      const status = await deliver(text, headers).catch(() => 0);
      if (status >= 200 && status < 300) return;
      const delay = retryDelays[attempt];
      if (delay === undefined) {
        log.warn({ eventId: body.id, sessionId, status }, 'payment event not accepted; giving up');
        return;
      }
      log.warn(
        { eventId: body.id, sessionId, status, retryInMs: delay },
        'payment event not accepted; retrying',
      );
      await wait(delay);
    }
  }

  return {
    name: 'builtin',

    async createCheckoutSession(_request: CheckoutSessionRequest): Promise<CheckoutSession> {
      // The session's amount, reference and return URLs are the row the shop stores for it; the
      // page reads them from there, as a hosted page reads its own copy.
      const id = `cs_test_${randomBytes(24).toString('base64url')}`;
      return { id, url: `${appUrl}/pay/${id}` };
    },

    // The page reads the session's row, which the shop has already closed: nothing more to do here.
    async expireSession() {},

    // A test provider moves no money: the refund is the shop's own record, confirmed at once.
    async refund() {
      return { id: `re_test_${randomBytes(12).toString('base64url')}` };
    },

    async verifyEvent(rawBody, header, receivedAt) {
      const check = checkSignature(await readBuiltinSigningSecret(db), rawBody, header, receivedAt);
      if (check !== 'valid') throw new InvalidPaymentEvent(`Signature ${check}.`);
      return parseEvent(rawBody);
    },

    // A stand-in card moves no money: what its charge does is what its payment method id says.
    async chargeSavedCard(request) {
      if (request.paymentMethodId.startsWith(SAVED_CARD_BEHAVIOUR.declines)) {
        return { status: 'declined', code: 'card_declined', message: 'Your card was declined.' };
      }
      if (request.paymentMethodId.startsWith(SAVED_CARD_BEHAVIOUR.needsAuthentication)) {
        return {
          status: 'declined',
          code: 'authentication_required',
          message: 'Your bank asks you to confirm this payment yourself.',
        };
      }
      return { status: 'paid', paymentReference: `pi_test_${randomBytes(12).toString('base64url')}` };
    },

    async forgetSavedCard() {},

    emit(type, sessionId, savedCard) {
      const delivery = deliverWithRetries(type, sessionId, savedCard).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },

    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },

    stop() {
      stopped = true;
      for (const [timer, resolve] of waits) {
        clearTimeout(timer);
        resolve();
      }
      waits.clear();
    },
  };
}
