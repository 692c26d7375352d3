import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedbackListValue } from '@portal/contract';
import { apiRequest } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session';

export const FEEDBACK_PAGE_SIZE = 5;
const feedbackKey = (token: string) => ['member', 'feedback', token] as const;

/** `GET /wps/feedback`: my feedback, newest first, with the staff's replies. */
export function useMyFeedback(page: number) {
  const token = useSessionStore((s) => s.token) ?? '';
  return useQuery({
    queryKey: [...feedbackKey(token), page],
    queryFn: ({ signal }) =>
      apiRequest<FeedbackListValue>('/wps/feedback', { query: { page, size: FEEDBACK_PAGE_SIZE }, signal }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
}

export interface FeedbackForm {
  type: number;
  content: string;
  captcha: string;
  image: File | null;
  /** A visitor's contact (logged out only). */
  contact?: string;
}

/** `PUT /wps/feedback` (multipart): a member's feedback with its token, a visitor's with a contact. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackForm) => {
      const form = new FormData();
      form.append('type', String(input.type));
      form.append('content', input.content);
      form.append('captcha', input.captcha);
      if (input.contact !== undefined) form.append('contact', input.contact);
      if (input.image) form.append('image', input.image, input.image.name);
      return apiRequest<{ id: number; status: string }>('/wps/feedback', {
        method: 'PUT',
        multipart: form,
        timeoutMs: 120_000,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member', 'feedback'] }),
  });
}
