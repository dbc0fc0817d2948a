import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { wordsReady } from './i18n';
import { App } from './App';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// The first render waits for the first screen's words (a few kB from this computer): a page that suspended on
// them instead would be held back by React's 300 ms throttle on revealing suspended content. Should they fail to
// load, the page renders anyway and the Suspense boundary waits for them.
void wordsReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <Suspense fallback={null}>
        <App />
      </Suspense>
    </StrictMode>,
  ),
);
