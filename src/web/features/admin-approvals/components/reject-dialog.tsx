import { MAX_REJECT_REASON_LENGTH } from '../../../../domain/schemas/approvals.ts';
import { ReasonDialog } from '../../../components/back-office/reason-dialog.tsx';

export const REJECT_REASON_REQUIRED = 'Please give a reason: the seller is told it.';

type RejectDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** What is turned down, e.g. "Sid's seller account" or a product's name. */
  subject: string;
  onConfirm(reason: string): void;
};

/** Asks for the reason, which the seller reads, before a seller or a product is turned down. */
export function RejectDialog({ open, onOpenChange, subject, onConfirm }: RejectDialogProps) {
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Turn down ${subject}?`}
      description="It stays out of the shop. The seller sees your reason in their back office."
      maxLength={MAX_REJECT_REASON_LENGTH}
      requiredMessage={REJECT_REASON_REQUIRED}
      keepLabel="Keep waiting"
      confirmLabel="Turn down"
      onConfirm={onConfirm}
    />
  );
}
