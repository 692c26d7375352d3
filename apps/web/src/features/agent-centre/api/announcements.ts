import { useQuery } from '@tanstack/react-query';
import type { agentAnnouncementsValue } from '@portal/contract';
import { api } from '@/lib/api-client';
import type { Infer } from '@/lib/contract-types';
import { useLanguageStore } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

export type AgentAnnouncement = Infer<typeof agentAnnouncementsValue>[number];

/** `GET /wps/agent/announcements`: the operator's notices to agents (type AG), live now. */
export function useAgentAnnouncements() {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguageStore((s) => s.lang);
  // Notices for the mobile site (M) show on a phone-sized screen, web ones (W) elsewhere; ALL on both.
  const platform = window.innerWidth < 768 ? 'M' : 'W';
  return useQuery({
    queryKey: queryKeys.agentAnnouncements(token ?? '', lang, platform),
    queryFn: ({ signal }) => api.get<AgentAnnouncement[]>('/wps/agent/announcements', { platform }, signal),
    enabled: token !== null,
  });
}
