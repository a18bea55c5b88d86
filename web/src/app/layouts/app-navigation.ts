import { signInPath } from '../../lib/sign-in-return';
import { es } from '../../locales/es';

export const appPaths = {
  home: '/app',
  timeline: '/app/timeline',
  myRaffles: '/app/my-raffles',
  createRaffle: '/app/create-raffle',
  tickets: '/app/tickets',
  payments: '/app/payments',
  profile: '/app/profile',
  notifications: '/notifications',
  search: '/search-raffles',
} as const;

export type BottomNavId = 'timeline' | 'my-raffles' | 'create' | 'tickets' | 'profile';

/** The mobile bottom navigation, exactly the spec's table (§2). */
export const bottomNavEntries: readonly { id: BottomNavId; to: string; label: string }[] = [
  { id: 'timeline', to: appPaths.timeline, label: es.nav.timeline },
  { id: 'my-raffles', to: appPaths.myRaffles, label: es.nav.myRaffles },
  { id: 'create', to: appPaths.createRaffle, label: es.nav.createAria },
  { id: 'tickets', to: appPaths.tickets, label: es.nav.tickets },
  { id: 'profile', to: appPaths.profile, label: es.nav.profile },
];

/** Paths of the sidebar's entries, in order (spec §2). */
export const siderPaths = [
  appPaths.timeline,
  appPaths.myRaffles,
  appPaths.payments,
  appPaths.createRaffle,
  appPaths.tickets,
  appPaths.profile,
  appPaths.notifications,
] as const;

/** The sidebar entry of the current location: exact path or one of its sub-paths. */
export function selectedSiderKey(pathname: string): string | undefined {
  return siderPaths.find((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** Entries whose pages need a signed-in user (spec §2; RequireUser sends others to /). */
const signedInPaths: readonly string[] = [appPaths.createRaffle, appPaths.profile];

/**
 * Where an entry leads: signed out, an entry that needs a user opens the sign-in page, which says
 * why and continues to the entry afterwards (instead of the guard dropping the visitor on /).
 */
export function entryTarget(path: string, signedOut: boolean): string {
  return signedOut && signedInPaths.includes(path) ? signInPath(path) : path;
}
