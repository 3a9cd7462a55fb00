// Standalone entry: the gallery, QA's reference for every shared-ui component.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@church/platform/router';
import Gallery from './gallery/Gallery';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Gallery />
    </BrowserRouter>
  </StrictMode>,
);
