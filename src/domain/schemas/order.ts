import { z } from 'zod';

export const ORDER_STATUSES = ['pending', 'processing', 'outstanding', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Where and when an order goes (SPEC 3 shipping_info). */
export const ShippingInfo = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  company_name: z.string().nullable(),
  phone: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  postcode: z.string(),
  billing_name: z.string().nullable(),
  billing_email: z.string().nullable(),
  billing_company_name: z.string().nullable(),
  billing_phone: z.string().nullable(),
  billing_line1: z.string(),
  billing_line2: z.string().nullable(),
  billing_city: z.string(),
  billing_postcode: z.string(),
  deliveryDay: z.string(),
  deliveryTime: z.string().nullable(),
});
export type ShippingInfo = z.infer<typeof ShippingInfo>;

/** An order as the customer sees it. Amounts are pounds with two decimals on the wire. */
export const Order = z.object({
  id: z.number().int(),
  order_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_url: z.string().nullable(),
  sub_total: z.number(),
  tax: z.number(),
  shipping: z.number(),
  total: z.number(),
  email: z.string().nullable(),
  created_at: z.string(),
  shipping_info: ShippingInfo,
  order_items: z.array(
    z.object({
      id: z.number().int(),
      product_id: z.number().int().nullable(),
      title: z.string(),
      quantity: z.number().int(),
      price: z.number(),
    }),
  ),
});
export type Order = z.infer<typeof Order>;
