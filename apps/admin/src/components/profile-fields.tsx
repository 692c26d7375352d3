import { useCallback } from 'react';
import type { MemberProfileField } from '@portal/contract';
import { useT } from '../lib/i18n';
import { componentMessages } from './messages';

/**
 * The staff's name of a member profile field a reward may require (the contract's `memberProfileField`:
 * newbie tasks, missions, sign-in), in the back office's language.
 */
export function useProfileFieldLabel(): (field: MemberProfileField) => string {
  const t = useT(componentMessages);
  return useCallback((field: MemberProfileField) => t(`profileField_${field}`), [t]);
}
