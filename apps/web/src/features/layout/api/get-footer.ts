import { useQuery } from '@tanstack/react-query';
import type { FooterView } from '@portal/contract';
import { apiRequest } from '@/lib/api-client';
import { getPreview } from '@/lib/preview';
import { queryKeys } from '@/lib/query-keys';
import { useSystemInfo } from '@/features/system';

/**
 * The footer's resources, social links and licence text. Members' site: the status call's (no extra
 * call). A preview tab (decision 0036): `/wps/system/footer` with the preview link, which answers the
 * saved draft when there is one (`draft: true`); the live footer shows until it answers.
 */
export function useFooterContent(): FooterView {
  const info = useSystemInfo();
  const previewing = getPreview() !== null;
  const query = useQuery({
    queryKey: queryKeys.footerPreview(),
    queryFn: ({ signal }) => apiRequest<FooterView>('/wps/system/footer', { signal, preview: true }),
    enabled: previewing,
    staleTime: Infinity,
  });
  if (previewing && query.data) return query.data;
  return {
    resources: info.resources,
    socialLinks: info.brand.socialLinks,
    licenceText: info.brand.licenceText,
    licenceTexts: info.brand.licenceTexts ?? {},
    draft: false,
  };
}
