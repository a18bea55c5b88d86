/** What other parts of the app use of bank statements (ARCHITECTURE §10: only this file). */
export { statementsPath } from './statement-paths';
