/** What the venue asks of a standing order from its card. */
export type StandingOrderAction =
  | { kind: 'pause' | 'resume' | 'delete' }
  | { kind: 'skip' | 'unskip'; date: string }
  | { kind: 'quantities'; date: string; lines: Array<{ product_id: number; quantity: number }> };
