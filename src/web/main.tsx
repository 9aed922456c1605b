import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { reloadOnStaleBuild } from './lib/reload-on-stale-build.ts';
import './styles.css';

reloadOnStaleBuild();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const reactRoot = createRoot(root);
// As a transition the first render yields to the browser every few milliseconds instead of
// holding the main thread until the whole page is drawn (total blocking time on a slow phone).
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
