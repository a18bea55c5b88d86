import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  mockGlobalFetch,
  renderRoute,
  requestPath,
  signedOut,
} from '../../../test/render';

const TOKEN = 'a'.repeat(32);
const fetchMock = mockGlobalFetch();

describe('the invitation page', () => {
  it.each([`/app/invitation/${TOKEN}`, `/app/seller-invitation/${TOKEN}`])(
    'opens at %s (the neutral path, and the first links’ path)',
    async (path) => {
      fetchMock.mockImplementation((input) =>
        Promise.resolve(
          requestPath(input) === `/api/v1/seller-invitations/${TOKEN}`
            ? jsonResponse({
                role: 'cashier',
                status: 'invited',
                business_name: 'Rifas El Puente',
                name: '',
                expires_at: '2026-12-06T12:00:00.000Z',
                open: true,
              })
            : jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404),
        ),
      );
      renderRoute(path, { auth: signedOut });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Invitación para ser cajero' }),
      ).toBeInTheDocument();
      expect(
        await screen.findByText('Rifas El Puente te invita a ser cajero de su negocio en Rifa.'),
      ).toBeInTheDocument();
    },
  );
});
