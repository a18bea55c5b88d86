import { describe, expect, it } from 'vitest';
import { organiserPath, organiserRecordText } from './organiser-record';

describe('organiserRecordText', () => {
  it('writes the rating in es-VE with its count, the raffles and the prizes', () => {
    expect(
      organiserRecordText({
        rating: 4.8,
        rating_count: 12,
        raffles_completed: 3,
        prizes_delivered: 2,
      }),
    ).toEqual({
      rating: '4,8 (12 calificaciones)',
      ratingLabel: 'Calificación 4,8 de 5, 12 calificaciones',
      raffles: '3 rifas completadas',
      prizes: '2 premios entregados',
    });
  });

  it('speaks in the singular for one, and says when there are no ratings yet', () => {
    const text = organiserRecordText({
      rating: 5,
      rating_count: 1,
      raffles_completed: 1,
      prizes_delivered: 1,
    });
    expect(text.rating).toBe('5,0 (1 calificación)');
    expect(text.raffles).toBe('1 rifa completada');
    expect(text.prizes).toBe('1 premio entregado');
    expect(
      organiserRecordText({ rating: 0, rating_count: 0, raffles_completed: 0, prizes_delivered: 0 })
        .rating,
    ).toBe('Sin calificaciones');
  });
});

it('organiserPath is /app/users/{id}', () => {
  expect(organiserPath('u1')).toBe('/app/users/u1');
});
