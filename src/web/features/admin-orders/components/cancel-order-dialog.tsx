import { MAX_CANCEL_REASON_LENGTH } from '../../../../domain/schemas/admin-orders.ts';
import { ReasonDialog } from '../../../components/back-office/reason-dialog.tsx';

type CancelOrderDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  orderNumber: string;
  /** Whether cancelling gives pay-later credit back, so the dialog can say so. */
  releasesCredit: boolean;
  /** Whether the order was paid, so cancelling refunds it. */
  refundsPayment?: boolean;
  onConfirm(reason: string): void;
};

export const REASON_REQUIRED = 'Please give a reason: the customer is told it.';

/** Asks for the reason before an order is cancelled; cancelling cannot be undone. */
export function CancelOrderDialog({
  open,
  onOpenChange,
  orderNumber,
  releasesCredit,
  refundsPayment = false,
  onConfirm,
}: CancelOrderDialogProps) {
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel order ${orderNumber}?`}
      description={`The order will not be delivered and this cannot be undone. The customer gets a mail with your reason.${
        releasesCredit ? ' Its total is given back to their pay-later credit.' : ''
      }${refundsPayment ? ' What they paid is refunded to them.' : ''}`}
      maxLength={MAX_CANCEL_REASON_LENGTH}
      requiredMessage={REASON_REQUIRED}
      keepLabel="Keep the order"
      confirmLabel="Cancel order"
      onConfirm={onConfirm}
    />
  );
}
