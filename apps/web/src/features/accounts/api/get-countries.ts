import { useQuery } from '@tanstack/react-query';
import type { CountryEntry } from '@portal/contract';
import { api } from '@/lib/api-client';

const COUNTRIES_KEY = ['system', 'country'] as const;

/** `GET /wps/system/country`: the dialling-code selector's countries, the usual ones first. */
export function useCountries() {
  return useQuery({
    queryKey: COUNTRIES_KEY,
    queryFn: ({ signal }) => api.get<CountryEntry[]>('/wps/system/country', undefined, signal),
    staleTime: Infinity,
  });
}
