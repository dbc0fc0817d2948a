import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { App } from './App';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// The frame waits for its words (renderer/i18n loads the first screen's catalogues as the page starts).
createRoot(root).render(
  <StrictMode>
    <Suspense fallback={null}>
      <App />
    </Suspense>
  </StrictMode>,
);
