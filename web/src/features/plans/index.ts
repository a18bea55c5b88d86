/** What other features use of plans (ARCHITECTURE §10: they import only this file). */
export { planKeys, type CurrentPlan, type Permissions, type Plan } from './plan';
export { useMyPermissions, useMyPlan, usePlans } from './api/plan';
