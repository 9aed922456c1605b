import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { endExpiredSession } from '../session/end-expired-session.ts';
import { AppRoutes } from './routes.tsx';

const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => endExpiredSession(error, queryClient) }),
  mutationCache: new MutationCache({ onError: (error) => endExpiredSession(error, queryClient) }),
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
