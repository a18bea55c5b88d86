import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../lib/profile';
import {
  fill,
  jsonResponse,
  renderRoute,
  requestPath,
  setupUser,
  signedIn,
} from '../../../test/render';

vi.mock('../../../lib/auth-client', () => import('../../../test/auth-client-mock'));

const PROFILE: Profile = {
  id: '7d6f1c1e-2f0a-4b9e-9a51-3c1f4f6f0a11',
  name: 'Ana Pérez',
  email: 'ana.perez@negocio.com',
  phone: null,
  avatar_url: null,
  rating: 4.5,
  rating_count: 2,
  is_verified: false,
  bio: null,
  joined_date: '2026-01-15',
  type: 'user',
  membership_active: false,
  is_super_admin: false,
  created_at: '2026-01-15T00:00:00Z',
  updated_at: '2026-01-15T00:00:00Z',
};

const fetchMock = vi.fn<(input: unknown, init?: RequestInit) => Promise<Response>>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation((input, init) => {
    const path = requestPath(input);
    if (path === '/api/v1/payment-methods') {
      return Promise.resolve(jsonResponse({ data: [], count: 0 }));
    }
    if (path === '/api/v1/profiles/me' && init?.method === 'PATCH') {
      return Promise.resolve(
        jsonResponse(
          {
            error: {
              code: 'validation_failed',
              message: 'Datos inválidos',
              details: { phone: 'El teléfono no es válido (servidor)' },
            },
          },
          422,
        ),
      );
    }
    return Promise.resolve(jsonResponse(PROFILE));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/app/profile', () => {
  it('shows the profile, sends only name, phone and bio, and puts 422 details on the fields', async () => {
    const user = setupUser();
    renderRoute('/app/profile', { auth: { ...signedIn(), profile: PROFILE } });
    await screen.findByRole('heading', { level: 1, name: 'Perfil' });
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Ana Pérez');
    expect(screen.getByText('Miembro desde 15 de enero de 2026')).toBeInTheDocument();
    expect(await screen.findByText('Aún no tienes métodos de pago.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Editar perfil/ }));
    const form = screen.getByTestId('profile-form');
    await fill(user, within(form).getByLabelText('Teléfono'), '0414-1234567');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('El teléfono no es válido (servidor)')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(patch?.[1]?.body as string)).toEqual({
      name: 'Ana Pérez',
      phone: '0414-1234567',
      bio: '',
    });
  });

  it('turns the verification request into a request in review', async () => {
    const user = setupUser();
    renderRoute('/app/profile', { auth: { ...signedIn(), profile: PROFILE } });
    await user.click(await screen.findByRole('button', { name: 'Solicitar verificación' }));
    await waitFor(
      () => expect(screen.getByTestId('verification')).toHaveAttribute('data-status', 'pending'),
      { timeout: 3000 },
    );
    expect(screen.getByText('Solicitud en revisión')).toBeInTheDocument();
  });
});
