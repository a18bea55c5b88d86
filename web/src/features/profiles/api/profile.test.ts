import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestPath } from '../../../test/render';
import { toProfilePatch, updateMyProfile } from './profile';

vi.mock('../../../lib/auth-client', () => import('../../../test/auth-client-mock'));

const fetchMock = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('profile edit', () => {
  it('sends only name, phone and bio', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ id: 'u' })));
    const values = {
      name: '  Ana Pérez ',
      phone: '0414-1234567',
      bio: '',
      email: 'otra@ejemplo.com',
      rating: 5,
      is_verified: true,
    };
    await updateMyProfile(toProfilePatch(values));
    const [input, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(requestPath(input)).toBe('/api/v1/profiles/me');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ana Pérez',
      phone: '0414-1234567',
      bio: '',
    });
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
  });
});
