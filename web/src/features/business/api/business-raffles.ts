import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, body, type Schemas } from '../../../lib/api/client';
import { businessKeys } from './business-me';

/** A raffle of the business with its sales figures (`GET /business/raffles`). */
export type BusinessRaffle = Schemas['BusinessRaffle'];
export type BusinessRaffleStatus = 'all' | 'active' | 'waiting' | 'completed' | 'cancelled';

export const BUSINESS_RAFFLES_PAGE_SIZE = 12;

export interface BusinessRafflesParams {
  page: number;
  limit: number;
  status: BusinessRaffleStatus;
  q: string;
}

export const businessRaffleKeys = {
  all: [...businessKeys.all, 'raffles'] as const,
  list: (params: BusinessRafflesParams) => [...businessRaffleKeys.all, 'list', params] as const,
};

export function fetchBusinessRaffles(
  { page, limit, status, q }: BusinessRafflesParams,
  signal?: AbortSignal,
) {
  const query = { page, limit, status, ...(q ? { q } : {}) };
  return body(api.GET('/business/raffles', { params: { query }, signal }));
}

export const businessRafflesQuery = (params: BusinessRafflesParams) =>
  queryOptions({
    queryKey: businessRaffleKeys.list(params),
    queryFn: ({ signal }) => fetchBusinessRaffles(params, signal),
    // Sales figures move with every sale: read again whenever the page is shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useBusinessRaffles(params: BusinessRafflesParams) {
  return useQuery(businessRafflesQuery(params));
}
