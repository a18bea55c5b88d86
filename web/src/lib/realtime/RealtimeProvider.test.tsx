import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRealtime } from '../../test/fake-realtime';
import { signedIn, signedOut } from '../../test/render';
import { AuthContext, type AuthState } from '../auth-context';
import { RealtimeProvider } from './RealtimeProvider';
import { useRealtimeConnected, useRealtimeTopic } from './use-realtime';

function Listener({ topic }: { topic: 'user' | null }) {
  useRealtimeTopic(topic, () => {});
  return <p data-testid="connected">{useRealtimeConnected() ? 'sí' : 'no'}</p>;
}

function withToken(token: string): AuthState {
  const auth = signedIn();
  return { ...auth, session: { ...auth.session!, access_token: token } };
}

describe('RealtimeProvider', () => {
  it("authenticates with the session's token, again on refresh, and drops it on sign-out", async () => {
    const { server, client } = fakeRealtime();
    const tree = (auth: AuthState) => (
      <AuthContext.Provider value={auth}>
        <RealtimeProvider client={client}>
          <Listener topic={auth.user ? 'user' : null} />
        </RealtimeProvider>
      </AuthContext.Provider>
    );
    const view = render(tree(withToken('token-1')));
    await waitFor(() => expect(view.getByTestId('connected')).toHaveTextContent('sí'));
    const first = server.socket;
    await waitFor(() => expect(first.topics.has('user')).toBe(true));
    expect(first.sent[0]).toEqual({ type: 'auth', access_token: 'token-1' });

    view.rerender(tree(withToken('token-2')));
    await waitFor(() =>
      expect(first.sent).toContainEqual({ type: 'auth', access_token: 'token-2' }),
    );

    view.rerender(tree(signedOut));
    await waitFor(() => expect(first.closedByClient).toBe(true));
    await waitFor(() => expect(view.getByTestId('connected')).toHaveTextContent('no'));
    expect(server.open()).toHaveLength(0);

    view.unmount();
  });
});
