import { lazy } from 'react';

/** What other parts of the app use of bank statements (ARCHITECTURE §10: only this file). */
export { statementsPath, businessStatementsPath } from './statement-paths';

/** The admin panel's 'Estado de cuenta' tab, in its own chunk (render it inside a Suspense). */
export const PlatformStatementPanel = lazy(() => import('./components/PlatformStatementPanel'));
