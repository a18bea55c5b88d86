/** What other features use of profiles (ARCHITECTURE §10: they import only this file). */
export { OrganiserRecord } from './components/OrganiserRecord';
export { organiserPath } from './organiser-record';
export { AvatarEditor } from './components/AvatarEditor';
export { parseRate } from './exchange-rate';
