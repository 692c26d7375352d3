import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** A staff account as GET /bo/v1/staff lists it. */
export interface StaffRow {
  id: number;
  username: string;
  role: string;
  roleName: string;
  /** null: every merchant. */
  merchantCode: string | null;
  disabled: boolean;
  totpEnabled: boolean;
  passwordChangeRequired: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface Role {
  code: string;
  name: string;
  builtIn: boolean;
  merchantCode?: string | null;
  permissions: string[];
}

export interface AuditRow {
  id: string;
  at: string;
  staffUsername: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  outcome: number;
  ip: string;
  userAgent: string;
  hash: string;
}

export const rolesKey = ['bo', 'roles'] as const;
export const useRoles = (enabled = true) =>
  useQuery({
    queryKey: rolesKey,
    queryFn: ({ signal }) => api.get<{ roles: Role[] }>('/bo/v1/roles', undefined, { signal }),
    enabled,
    staleTime: 60_000,
  });

export const usePermissionList = () =>
  useQuery({
    queryKey: ['bo', 'permissions'],
    queryFn: ({ signal }) =>
      api.get<{ permissions: { code: string; group: string }[] }>('/bo/v1/permissions', undefined, {
        signal,
      }),
    staleTime: 300_000,
  });
