import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/styles.css';
import { AppStatusBanner } from './components/AppStatusBanner';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
    <AppStatusBanner serviceWorker={import.meta.env.PROD} />
  </StrictMode>,
);
