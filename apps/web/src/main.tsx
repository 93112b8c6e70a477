import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { makeStore, startSession } from './app/store';
import './index.css';

const store = makeStore();
startSession(store);
const router = createBrowserRouter(routes);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
