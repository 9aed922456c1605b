import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SuccessResponse } from '../../../domain/schemas/account.ts';
import type { OrderGuide, OrderGuideProductIds } from '../../../domain/schemas/order-guide.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { takeEarlyAnswer } from '../early-requests.ts';
import { sessionKeys } from '../query-keys.ts';
import { useListOwner } from './get-current-user.ts';
import { listFailure } from './user-list-query.ts';

/**
 * The signed-in venue's order guide (GET /api/order-guide). Shared by the guide's page and the
 * 'Add to order guide' button of product pages, so a product added shows on the guide at once.
 */
export function useOrderGuide() {
  const owner = useListOwner('buyer');
  const userId = owner.ownerId;
  const query = useQuery({
    queryKey: sessionKeys.orderGuide(userId),
    queryFn: ({ signal }) =>
      takeEarlyAnswer('/api/order-guide', () => apiRequest<OrderGuide>('/api/order-guide', { signal })),
    enabled: userId > 0,
  });
  return {
    items: query.data?.items ?? [],
    isLoading: owner.isUserLoading || (userId > 0 && query.isPending),
    ...listFailure(query, owner),
    userId,
  };
}

/**
 * Only the ids of the products on the signed-in venue's guide (GET /api/order-guide/product-ids):
 * what every product card's toggle needs, without the whole guide's work on the server. Its key
 * sits under the guide's, so a change to the guide reloads it too.
 */
export function useOrderGuideProductIds() {
  const owner = useListOwner('buyer');
  const userId = owner.ownerId;
  const query = useQuery({
    queryKey: sessionKeys.orderGuideProductIds(userId),
    queryFn: ({ signal }) => apiRequest<OrderGuideProductIds>('/api/order-guide/product-ids', { signal }),
    enabled: userId > 0,
  });
  return {
    productIds: query.data?.product_ids ?? [],
    isLoading: owner.isUserLoading || (userId > 0 && query.isPending),
    userId,
  };
}

export type OrderGuideChange =
  | { kind: 'add'; productId: number; heading?: string | null }
  | { kind: 'remove'; productId: number }
  | { kind: 'heading'; productId: number; heading: string | null }
  | { kind: 'order'; productIds: number[] }
  /** Renames a heading for all its products; `to` null takes the heading away. */
  | { kind: 'rename-heading'; from: string; to: string | null };

function send(change: OrderGuideChange): Promise<SuccessResponse> {
  switch (change.kind) {
    case 'add':
      return apiRequest('/api/order-guide/items', {
        method: 'POST',
        body: {
          product_id: change.productId,
          ...(change.heading !== undefined && { heading: change.heading }),
        },
      });
    case 'remove':
      return apiRequest(`/api/order-guide/items/${change.productId}`, { method: 'DELETE' });
    case 'heading':
      return apiRequest(`/api/order-guide/items/${change.productId}`, {
        method: 'PATCH',
        body: { heading: change.heading },
      });
    case 'order':
      return apiRequest('/api/order-guide/order', {
        method: 'PUT',
        body: { product_ids: change.productIds },
      });
    case 'rename-heading':
      return apiRequest('/api/order-guide/headings', {
        method: 'PUT',
        body: { from: change.from, to: change.to },
      });
  }
}

/** What the guide looks like once the change is made, shown while the server makes it. */
function applied(guide: OrderGuide, change: OrderGuideChange): OrderGuide {
  switch (change.kind) {
    case 'add':
      return guide;
    case 'remove':
      return { items: guide.items.filter((item) => item.product.id !== change.productId) };
    case 'heading':
      return {
        items: guide.items.map((item) =>
          item.product.id === change.productId ? { ...item, heading: change.heading } : item,
        ),
      };
    case 'rename-heading':
      return {
        items: guide.items.map((item) =>
          item.heading === change.from ? { ...item, heading: change.to } : item,
        ),
      };
    case 'order': {
      const byId = new Map(guide.items.map((item) => [item.product.id, item]));
      const named = change.productIds.flatMap((id) => byId.get(id) ?? []);
      const rest = guide.items.filter((item) => !change.productIds.includes(item.product.id));
      return { items: [...named, ...rest] };
    }
  }
}

/**
 * Changes the guide. The list changes at once and is put back if the server refuses; either way
 * it is then reloaded from the server.
 */
export function useChangeOrderGuide(userId: number) {
  const queryClient = useQueryClient();
  const key = sessionKeys.orderGuide(userId);
  return useMutation({
    mutationFn: send,
    // One change at a time, in the order made: two quick moves each send the whole order, and the
    // later must not reach the server first (it would be overwritten by the earlier).
    scope: { id: `order-guide-${userId}` },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<OrderGuide>(key);
      if (before) queryClient.setQueryData<OrderGuide>(key, applied(before, change));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
