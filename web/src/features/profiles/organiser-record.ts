import { es } from '../../locales/es';
import type { Schemas } from '../../lib/api/client';
import { formatDecimal } from '../../lib/format';

/** The organiser's record a buyer checks before paying (RaffleCreator and PublicProfile carry it). */
export type OrganiserRecordFields = Pick<
  Schemas['RaffleCreator'],
  'rating' | 'rating_count' | 'raffles_completed' | 'prizes_delivered'
>;

/** The record as text: '4,8 (12 calificaciones)' (or 'Sin calificaciones'), raffles, prizes. */
export function organiserRecordText(record: OrganiserRecordFields) {
  const t = es.organiser;
  const value = formatDecimal(record.rating, 1);
  return {
    rating: record.rating_count === 0 ? t.noRating : t.rating(value, record.rating_count),
    ratingLabel: record.rating_count === 0 ? t.noRating : t.ratingLabel(value, record.rating_count),
    raffles: t.rafflesCompleted(record.raffles_completed),
    prizes: t.prizesDelivered(record.prizes_delivered),
  };
}

/** Where anyone sees an organiser's record, ratings and raffles. */
export const organiserPath = (userId: string) => `/app/users/${userId}`;
