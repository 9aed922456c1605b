import type { UseQueryResult } from '@tanstack/react-query';

/**
 * What a page needs to tell a failed list from an empty one: whether the list, or the user it
 * belongs to, could not be loaded; a way to try again; and whether that try is under way.
 */
export type ListFailure = { isError: boolean; isRetrying: boolean; retry: () => void };

export function listFailure(
  query: UseQueryResult<unknown>,
  owner: { userFailed: boolean; isUserRetrying: boolean; retryUser: () => unknown },
): ListFailure {
  if (owner.userFailed) {
    return { isError: true, isRetrying: owner.isUserRetrying, retry: () => void owner.retryUser() };
  }
  // A list already shown stays shown when a later reload fails.
  const failed = query.isError && query.data === undefined;
  return {
    isError: failed,
    isRetrying: failed && query.isFetching,
    retry: () => void query.refetch(),
  };
}
