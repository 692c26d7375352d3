import { z } from 'zod';

/**
 * Every permission a back-office route may require: one list, read by the server (each `/bo/v1` route
 * names one in its config), the role editor and the admin app's navigation. `group` orders the checklist.
 */
export const STAFF_PERMISSIONS = {
  'dashboard.read': 'reports',
  'reports.read': 'reports',
  'audit.read': 'access',
  'staff.read': 'access',
  'staff.manage': 'access',
  'roles.manage': 'access',
  'brands.read': 'brands',
  'brands.manage': 'brands',
  'settings.read': 'settings',
  'settings.manage': 'settings',
  'content.read': 'content',
  'content.manage': 'content',
  'games.read': 'games',
  'games.manage': 'games',
  'members.read': 'members',
  'members.manage': 'members',
  'members.adjust.request': 'members',
  'members.adjust.approve': 'members',
  'deposits.read': 'cashier',
  'deposits.review': 'cashier',
  'withdrawals.read': 'cashier',
  'withdrawals.review': 'cashier',
  'payments.read': 'cashier',
  'lottery.read': 'lottery',
  'lottery.manage': 'lottery',
  'outbox.read': 'support',
  'promotions.read': 'promotions',
  'promotions.manage': 'promotions',
  'promotions.review': 'promotions',
  'points.read': 'points',
  'points.manage': 'points',
  'points.review': 'points',
  'rewards.read': 'rewards',
  'rewards.manage': 'rewards',
  'agents.read': 'agents',
  'agents.manage': 'agents',
  'agents.contracts.read': 'agents',
  'agents.contracts.manage': 'agents',
  'messages.read': 'support',
  'messages.send': 'support',
  'chat.read': 'support',
  'chat.reply': 'support',
  'vip.read': 'rewards',
  'vip.write': 'rewards',
  'referral.read': 'rewards',
  'referral.write': 'rewards',
  'feedback.read': 'support',
  'feedback.reply': 'support',
  'kyc.read': 'members',
  'kyc.review': 'members',
  'sportsbook.read': 'games',
  'sportsbook.manage': 'games',
} as const;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;
export const staffPermissionCodes = Object.keys(STAFF_PERMISSIONS) as StaffPermission[];
export const staffPermission = z.enum(staffPermissionCodes as [StaffPermission, ...StaffPermission[]]);
export const isStaffPermission = (value: string): value is StaffPermission => value in STAFF_PERMISSIONS;

const reads = staffPermissionCodes.filter(
  (p) => p.endsWith('.read') && p !== 'outbox.read' && p !== 'kyc.read',
);

/**
 * The built-in roles. OWNER holds everything; the others hold what their job needs. A balance
 * adjustment is requested by one person and approved by another (the server also refuses self-approval).
 */
export const BUILT_IN_ROLES: Record<string, readonly StaffPermission[]> = {
  OWNER: staffPermissionCodes,
  FINANCE: [
    'dashboard.read',
    'reports.read',
    'members.read',
    'members.adjust.request',
    'members.adjust.approve',
    'deposits.read',
    'deposits.review',
    'withdrawals.read',
    'withdrawals.review',
    'payments.read',
    'lottery.read',
    'sportsbook.read',
    'promotions.read',
    'promotions.review',
  ],
  OPERATIONS: [
    'dashboard.read',
    'reports.read',
    'brands.read',
    'settings.read',
    'settings.manage',
    'content.read',
    'content.manage',
    'games.read',
    'games.manage',
    'lottery.read',
    'lottery.manage',
    'sportsbook.read',
    'sportsbook.manage',
    'members.read',
    'deposits.read',
    'withdrawals.read',
    'promotions.read',
    'promotions.manage',
    'promotions.review',
    'points.read',
    'points.manage',
    'points.review',
    'rewards.read',
    'rewards.manage',
    'agents.read',
    'agents.manage',
    'agents.contracts.read',
    'agents.contracts.manage',
    'messages.read',
    'messages.send',
    'vip.read',
    'vip.write',
    'referral.read',
    'referral.write',
  ],
  SUPPORT: [
    'dashboard.read',
    'members.read',
    'members.manage',
    'members.adjust.request',
    'deposits.read',
    'withdrawals.read',
    'content.read',
    'outbox.read',
    'promotions.read',
    'points.read',
    'rewards.read',
    'agents.read',
    'messages.read',
    'messages.send',
    'chat.read',
    'chat.reply',
    'vip.read',
    'referral.read',
    'feedback.read',
    'feedback.reply',
    'kyc.read',
    'kyc.review',
  ],
  READ_ONLY: reads,
};
export const builtInRoleCodes = Object.keys(BUILT_IN_ROLES);

/** The permissions of a built-in role; undefined for a custom role (those live in the database). */
export function builtInPermissions(role: string): readonly StaffPermission[] | undefined {
  return Object.hasOwn(BUILT_IN_ROLES, role) ? BUILT_IN_ROLES[role] : undefined;
}
