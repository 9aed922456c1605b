import { addressLines, billingAddress } from '../../../domain/address-lines.ts';
import { londonDateText } from '../../../domain/london-date.ts';
import { VAT_RATE_PERCENT } from '../../../domain/money.ts';
import type { Db } from '../../db/database.ts';
import { invoiceSeller } from '../../invoice-documents/invoice-seller.ts';
import type { InvoiceSellerConfig, OrderInvoice } from '../../invoice-documents/order-invoice.ts';
import { drawOrderInvoice } from '../../invoice-documents/order-invoice-pdf.ts';
import type { MailAttachment } from '../../mail/mailer.ts';
import { findAccountContact } from '../auth/auth.public.ts';
import { memberBillingAddress } from './membership.repository.ts';

type InvoiceRow = {
  id: number;
  user_id: number | null;
  invoice_number: string | null;
  name: string;
  total_pence: number;
  net_pence: number | null;
  vat_pence: number | null;
  period_start: string;
  period_end: string;
  created_at: string;
};

/** Who a membership invoice is made out to: the member's business and billing address when saved. */
async function billedParty(db: Db, userId: number | null): Promise<string[]> {
  if (userId === null) return [];
  const user = await findAccountContact(db, userId);
  const address = await memberBillingAddress(db, userId);
  return addressLines({
    ...(address ? billingAddress(address) : {}),
    name: address?.billing_name ?? user?.name,
    contact: [user?.email],
  });
}

/** A membership invoice as a full UK VAT invoice: the same layout as order invoices, no delivery. */
export async function membershipInvoicePdf(
  db: Db,
  row: InvoiceRow,
  config: InvoiceSellerConfig,
): Promise<Buffer> {
  const net = row.net_pence ?? row.total_pence;
  const vat = row.vat_pence ?? 0;
  const invoice: OrderInvoice = {
    invoiceNumber: row.invoice_number ?? `M-${row.id}`,
    orderNumber: null,
    poNumber: null,
    deliveryNotes: null,
    invoicedAt: row.created_at,
    seller: invoiceSeller(config),
    customer: { lines: await billedParty(db, row.user_id) },
    delivery: null,
    lines: [
      {
        orderCode: null,
        description: `${row.name}, ${londonDateText(row.period_start)} to ${londonDateText(row.period_end)}`,
        quantity: 1,
        unitPricePence: net,
        vatRatePercent: VAT_RATE_PERCENT,
        lineTotalPence: net,
      },
    ],
    vatByRate: [{ ratePercent: VAT_RATE_PERCENT, netPence: net, vatPence: vat }],
    subTotalPence: net,
    taxPence: vat,
    shippingPence: 0,
    totalPence: row.total_pence,
    paid: true,
    payLater: null,
  };
  return drawOrderInvoice(invoice);
}

export async function membershipInvoiceAttachment(
  db: Db,
  row: InvoiceRow,
  config: InvoiceSellerConfig,
): Promise<MailAttachment> {
  return {
    filename: `membership-invoice-${row.invoice_number ?? row.id}.pdf`,
    contentType: 'application/pdf',
    content: await membershipInvoicePdf(db, row, config),
  };
}
