import type { StaffUser } from '../modules/accounts/staff.ts';
import { AppError } from './app-error.ts';

/**
 * Settings that act on every brand at once (a vendor's credential or wallet mode, a lottery draw shared by
 * all merchants): only staff scoped to every merchant may change them, or a merchant's OWNER (the brand's
 * operator holds the platform's vendor contracts in a one-brand deployment). Decision 0032.
 */
export function requirePlatformStaff(staff: StaffUser): void {
  if (staff.merchantScope !== null && staff.role !== 'OWNER') throw new AppError('staff.platform.required');
}
