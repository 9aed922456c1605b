import { MapPinOff } from 'lucide-react';
import { OUT_OF_ZONE_ALERT } from '../../domain/delivery-zone.ts';

/**
 * docs/product.md §5.2's alert for a delivery postcode outside the zone (the field is cleared beside it), shared
 * by the address form and checkout. The live region is always in the page, so screen readers
 * announce the alert when its text appears.
 */
export function OutOfZoneAlert({ show }: { show: boolean }) {
  return (
    <div role="alert" className="empty:hidden mt-5">
      {show && (
        <p className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 text-sm">
          <MapPinOff className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          {OUT_OF_ZONE_ALERT}
        </p>
      )}
    </div>
  );
}
