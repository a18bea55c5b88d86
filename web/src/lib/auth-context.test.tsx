import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, useAuth } from './auth-context';
import { signedOut } from '../test/render';

describe('useAuth', () => {
  it('throws outside an AuthProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(
      new Error('useAuth must be used within an AuthProvider'),
    );
  });

  it('returns the provided state inside a provider', () => {
    const { result } = renderHook(() => useAuth(), {
      wrapper: ({ children }) => (
        <AuthContext.Provider value={signedOut}>{children}</AuthContext.Provider>
      ),
    });
    expect(result.current).toEqual({ session: null, user: null, profile: null, loading: false });
  });
});
