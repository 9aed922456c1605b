import { useNavigate } from 'react-router';
import type { AddressValues } from '../../../../domain/schemas/address.ts';
import type { NoticeState } from '../../../lib/use-router-notice.ts';
import { ADDRESSES_PATH } from '../components/address-page-frame.tsx';

/**
 * The add and update pages' save: send the address, then go to the addresses page with `notice`
 * to confirm it there (docs/product.md §8.1). A refusal is thrown on, for the form to show.
 */
export function useSaveThenList(send: (address: AddressValues) => Promise<unknown>, notice: string) {
  const navigate = useNavigate();
  return async (address: AddressValues) => {
    await send(address);
    navigate(ADDRESSES_PATH, { state: { notice } satisfies NoticeState });
  };
}
