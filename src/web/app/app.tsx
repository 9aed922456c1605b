import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { queryRetryDelayMs, shouldRetryQuery } from '../lib/query-retry.ts';
import { endExpiredSession } from '../session/end-expired-session.ts';
import { AppRoutes } from './routes.tsx';

const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => endExpiredSession(error, queryClient) }),
  mutationCache: new MutationCache({ onError: (error) => endExpiredSession(error, queryClient) }),
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: shouldRetryQuery,
      retryDelay: queryRetryDelayMs,
      refetchOnWindowFocus: false,
    },
  },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      {/* No transitions: by default the router renders a navigation as a React transition, which
          keeps the page being left on screen, and typeable, while the next page's code loads, though
          the address already names the next page. Whatever the visitor typed there was lost when
          the new page arrived (an email typed on /forgot-password went into the login form still
          shown). Without them the page goes at once and Layout's "Loading page" spinner stands in. */}
      <BrowserRouter useTransitions={false}>
        {/* The last resort for what fails outside a page (the header's lazy menus): never a blank shop. */}
        <ErrorBoundary resetKey="app">
          <AppRoutes />
        </ErrorBoundary>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
