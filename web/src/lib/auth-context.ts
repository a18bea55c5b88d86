import { createContext, useContext } from 'react';
import type { Session, User } from '@supabase/auth-js';

export interface AuthState {
  session: Session | null;
  user: User | null;
  /** True until the persisted session has been read (and, if needed, refreshed). */
  loading: boolean;
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
