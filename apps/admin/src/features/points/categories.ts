import { useQuery } from '@tanstack/react-query';
import type { BoPointCategory } from '@portal/contract';
import { api } from '../../lib/api';

export const pointCategoriesKey = ['bo', 'point-categories'] as const;

/** The merchant's mall categories (decision 0049): the categories page and the item editor's list. */
export function usePointCategories() {
  return useQuery({
    queryKey: pointCategoriesKey,
    queryFn: ({ signal }) => api.get<BoPointCategory[]>('/bo/v1/point-categories', undefined, { signal }),
  });
}

/** A category's name in the staff's language (else TW), or its code when the merchant has no such category. */
export function categoryName(list: BoPointCategory[] | undefined, code: string, lang: 'TW' | 'EN' | 'VI') {
  const c = list?.find((x) => x.code === code);
  return c ? c.name[lang] || c.name.TW : code;
}
