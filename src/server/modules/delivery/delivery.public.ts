// What other modules use of delivery: they import it from this file only, never from the module's own
// files (docs/architecture.md §1). Add a name here when another module needs it.
export { assertDeliveryChoiceOpen, slotPlaceWithoutLock, takeSlotPlace } from './delivery-offers.service.ts';
export { readDeliverySettings } from './delivery-settings.repository.ts';
export { endUsedHoldStatement } from './slot-holds.repository.ts';
