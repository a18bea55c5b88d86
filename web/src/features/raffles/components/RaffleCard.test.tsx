import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Raffle } from '../../../lib/raffle';
import { AuthContext } from '../../../lib/auth-context';
import { findSampleRaffle } from '../../../samples/sample-raffles';
import { makeRaffle } from '../../../test/raffle-list-fixtures';
import { signedOut } from '../../../test/render';
import { RaffleCard } from './RaffleCard';

vi.mock('../../../lib/auth-client', () => ({
  AUTH_STORAGE_KEY: 'rifa-auth',
  authClient: { getSession: () => Promise.resolve({ data: { session: null }, error: null }) },
}));

const NOW = new Date('2026-06-01T12:00:00Z');

function renderCard(raffle: Raffle, lazy?: boolean) {
  const router = createMemoryRouter([
    { path: '/', element: <RaffleCard raffle={raffle} now={NOW} lazy={lazy} /> },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={signedOut}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return screen.getByTestId('raffle-card');
}

describe('RaffleCard', () => {
  it('shows price, sales, time left, lottery, status, creator and a heart', () => {
    const card = renderCard(
      makeRaffle(4, {
        title: 'Moto 0 km',
        ticket_price: 2.5,
        total_tickets: 1000,
        sold_tickets: 412,
        end_date: '2026-06-06T12:00:00Z',
        lottery: 'tachira',
      }),
    );
    expect(within(card).getByRole('link', { name: 'Moto 0 km' })).toHaveAttribute(
      'href',
      `/app/raffle/${makeRaffle(4).id}`,
    );
    expect(card).toHaveTextContent(/2,50/);
    expect(within(card).getByText('412 de 1.000 vendidos')).toBeInTheDocument();
    expect(within(card).getByText(/Termina en 5 días/)).toBeInTheDocument();
    expect(within(card).getByText('Lotería del Táchira')).toBeInTheDocument();
    expect(within(card).getByText('Activa')).toBeInTheDocument();
    expect(within(card).getByText('Carlos Rifas')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Organizador verificado' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Calificación 4,5 de 5' })).toBeInTheDocument();
    const heart = within(card).getByRole('button', { name: 'Agregar a favoritos' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(within(card).queryByText('Ejemplo')).toBeNull();
  });

  it('shows the status instead of the time left, and the padded winning number', () => {
    const card = renderCard(
      makeRaffle(5, { status: 'completed', total_tickets: 1000, winner_number: 7 }),
    );
    expect(within(card).getByText('Finalizada')).toBeInTheDocument();
    expect(within(card).getByText(/Número ganador: 007/)).toBeInTheDocument();
    expect(within(card).queryByText(/Termina/)).toBeNull();
  });

  it('offers the WebP copies as srcSet in a box of fixed proportions, and the creator thumbnail', () => {
    const card = renderCard(
      makeRaffle(6, {
        image_url: '/storage/v1/object/public/raffle-images/u/r.jpg?v=1',
        image_variants: [
          { width: 320, url: '/storage/v1/object/public/raffle-images/u/r-320.webp?v=2' },
          { width: 640, url: '/storage/v1/object/public/raffle-images/u/r-640.webp?v=3' },
        ],
        creator: { ...makeRaffle(6).creator, avatar_thumb_url: '/a/avatar-128.webp?v=4' },
      }),
    );
    const image = card.querySelector('.rifa-raffle-card__media img');
    expect(image).toHaveAttribute('src', '/storage/v1/object/public/raffle-images/u/r.jpg?v=1');
    expect(image).toHaveAttribute(
      'srcset',
      '/storage/v1/object/public/raffle-images/u/r-320.webp?v=2 320w, ' +
        '/storage/v1/object/public/raffle-images/u/r-640.webp?v=3 640w',
    );
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '180');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(card.querySelector('.rifa-raffle-card__avatar')).toHaveAttribute(
      'src',
      '/a/avatar-128.webp?v=4',
    );
  });

  it('loads an image at once when the card is above the fold, and without copies uses the original alone', () => {
    const card = renderCard(makeRaffle(7, { image_url: '/r.png?v=1' }), false);
    const image = card.querySelector('.rifa-raffle-card__media img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it("marks a sample with 'Ejemplo' and no heart", () => {
    const sample = findSampleRaffle('sample-tv');
    expect(sample).toBeDefined();
    const card = renderCard(sample as Raffle);
    expect(within(card).getByText('Ejemplo')).toBeInTheDocument();
    expect(within(card).getAllByText('Por sortear').length).toBeGreaterThan(0);
    expect(within(card).queryByRole('button', { name: /favoritos/ })).toBeNull();
  });
});
