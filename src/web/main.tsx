// First: zod's settings are read when zod loads (zod-without-eval.ts).
import './lib/zod-without-eval.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadBookmarkedPage } from './app/routes.tsx';
import { reloadOnStaleBuild } from './lib/reload-on-stale-build.ts';
import { startEarlyRequests } from './session/early-requests.ts';
import './styles.css';

reloadOnStaleBuild();
startEarlyRequests(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const reactRoot = createRoot(root);
// A bookmarked page's code (fetched beside this script) is waited for, so it is drawn with the
// header in the first paint (lazy-page.ts); on other pages this goes on at once.
void preloadBookmarkedPage(window.location.pathname).then(() => {
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread until the whole page is drawn (total blocking time on a slow phone).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
