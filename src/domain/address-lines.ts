type Part = string | null | undefined;

/** Lines for print, in the order given: each trimmed, missing or blank ones left out. */
export function printedLines(parts: readonly Part[]): string[] {
  return parts.map((part) => part?.trim() ?? '').filter((part) => part !== '');
}

/**
 * An address as invoices, credit notes, mails and pages print it, top to bottom: the business, the
 * person, the street lines, city, postcode, then any contact details (email, phone) in the order given.
 */
export type PrintedAddress = {
  company?: Part;
  name?: Part;
  line1?: Part;
  line2?: Part;
  city?: Part;
  postcode?: Part;
  contact?: readonly Part[];
};

/** The address as printed lines; a part left empty takes no line. */
export function addressLines(address: PrintedAddress): string[] {
  return printedLines([
    address.company,
    address.name,
    address.line1,
    address.line2,
    address.city,
    address.postcode,
    ...(address.contact ?? []),
  ]);
}

type DeliveryFields = {
  company_name?: Part;
  name?: Part;
  line1: Part;
  line2: Part;
  city: Part;
  postcode: Part;
};

/** Where the goods go, from an order's or a user's address fields (no contact details). */
export function deliveryAddress(fields: DeliveryFields): PrintedAddress {
  return {
    company: fields.company_name,
    name: fields.name,
    line1: fields.line1,
    line2: fields.line2,
    city: fields.city,
    postcode: fields.postcode,
  };
}

type BillingFields = {
  billing_company_name?: Part;
  billing_name?: Part;
  billing_line1: Part;
  billing_line2: Part;
  billing_city: Part;
  billing_postcode: Part;
};

/** Who is billed, from an order's or a user's billing fields (no contact details). */
export function billingAddress(fields: BillingFields): PrintedAddress {
  return {
    company: fields.billing_company_name,
    name: fields.billing_name,
    line1: fields.billing_line1,
    line2: fields.billing_line2,
    city: fields.billing_city,
    postcode: fields.billing_postcode,
  };
}
