import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// As a transition, the first render yields to the browser every few milliseconds instead of holding the
// main thread in one long task: a phone stays responsive (and Lighthouse's blocking time stays low).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
