import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockGlobalFetch, requestPath, sentRequest } from '../../../test/render';
import { toProfilePatch, updateMyProfile } from './profile';

vi.mock('../../../lib/auth-client', () => import('../../../test/auth-client-mock'));

const fetchMock = mockGlobalFetch();

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
    const request = sentRequest(fetchMock.mock.calls[0]?.[0]);
    expect(requestPath(request)).toBe('/api/v1/profiles/me');
    expect(request.method).toBe('PATCH');
    expect(await request.json()).toEqual({
      name: 'Ana Pérez',
      phone: '0414-1234567',
      bio: '',
    });
    expect(request.headers.get('Authorization')).toBe('Bearer token-1');
  });
});
