import { createContext, useContext } from 'react';
import type { Session, User } from '@supabase/auth-js';
import type { Profile } from './profile';
import type { SignOutReason } from './sign-out-reason';

export type { Profile } from './profile';

export interface AuthState {
  session: Session | null;
  user: User | null;
  /** The user's profile (`GET /api/v1/profiles/me`); null while signed out or still loading. */
  profile: Profile | null;
  /** True until the persisted session has been read (and, if needed, refreshed). */
  loading: boolean;
  /**
   * While `loading`: a previous visit left a session in storage, so the user is most likely signed
   * in (a page can show its signed-in frame instead of a bare skeleton meanwhile).
   */
  sessionStored?: boolean;
  /** True after a password-recovery link signed this tab in (PASSWORD_RECOVERY). */
  passwordRecovery?: boolean;
  /** Why the server just signed this device out, to be said once (lib/sign-out-reason.ts). */
  signOutNotice?: SignOutReason | null;
  /** The notice was read: it goes. */
  dismissSignOutNotice?: () => void;
}

export const AuthContext = createContext<AuthState | null>(null);

/** The current session and user. Throws outside an AuthProvider (spec §8). */
export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (value === null) {
    throw new Error('useAuth must be used within an AuthProvider');
  }
  return value;
}
