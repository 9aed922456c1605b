import type { ComponentProps, ReactNode } from 'react';
import { ListStates } from '../../../components/list-states.tsx';
import type { useOrderGuide } from '../../../session/api/order-guide.ts';

export const GUIDE_LOAD_ERROR_TEXT = "Sorry, we couldn't load your order guide.";

type GuideStatesProps = {
  guide: ReturnType<typeof useOrderGuide>;
  isEmpty: boolean;
  empty: ComponentProps<typeof ListStates>['empty'];
  children: ReactNode;
};

/** The order guide's loading, failed and empty states, the same on the guide and the stock take. */
export function GuideStates({ guide, isEmpty, empty, children }: GuideStatesProps) {
  return (
    <ListStates
      isLoading={guide.isLoading}
      loadingLabel="Loading your order guide"
      isError={guide.isError}
      errorText={GUIDE_LOAD_ERROR_TEXT}
      onRetry={guide.retry}
      retrying={guide.isRetrying}
      isEmpty={isEmpty}
      empty={empty}
    >
      {children}
    </ListStates>
  );
}
