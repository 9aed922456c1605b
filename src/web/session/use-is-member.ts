import { isActiveMember } from '../../domain/membership-state.ts';
import { useCurrentUser } from './api/get-current-user.ts';

/**
 * Whether the signed-in user is an active member now, by the browser's clock: the one membership
 * rule of src/domain, so a lapsed membership stops showing member prices at once. A guest is not.
 */
export function useIsMember(): boolean {
  const { user } = useCurrentUser();
  return isActiveMember(user, new Date());
}
