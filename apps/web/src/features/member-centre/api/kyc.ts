import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { kycImageFields, type KycDocumentType, type KycImageSide, type KycValue } from '@portal/contract';
import { apiRequest } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session';

export const KYC_PATH = '/wps/member/kyc';
const kycKey = (token: string) => ['member', 'kyc', token] as const;

/** `GET /wps/member/kyc`: my verification's status, latest submission and the merchant's policy. */
export function useKyc(enabled = true) {
  const token = useSessionStore((s) => s.token) ?? '';
  return useQuery({
    queryKey: kycKey(token),
    queryFn: ({ signal }) => apiRequest<KycValue>(KYC_PATH, { signal }),
    enabled: token !== '' && enabled,
    staleTime: 15_000,
  });
}

export interface KycForm {
  documentType: KycDocumentType;
  documentNumber: string;
  fullName: string;
  birthDate: string;
  images: Partial<Record<KycImageSide, File>>;
}

export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KycForm) => {
      const form = new FormData();
      form.append('documentType', input.documentType);
      form.append('documentNumber', input.documentNumber);
      form.append('fullName', input.fullName);
      form.append('birthDate', input.birthDate);
      for (const [side, file] of Object.entries(input.images) as [KycImageSide, File][])
        form.append(kycImageFields[side], file, file.name);
      return apiRequest<{ id: number; status: 'PENDING' }>(KYC_PATH, {
        method: 'POST',
        multipart: form,
        timeoutMs: 120_000,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member', 'kyc'] }),
  });
}
