import { isModuleEnabled, modIds, type ModuleNode } from '@portal/contract/constants';

/** A way to register: by user name (REG3) or by mobile number (MOBILENUMREG3). */
export type RegistrationWay = 'username' | 'mobile';

/**
 * The ways the merchant has open, both under direct registration (DIRECTREG3), as the server decides them
 * (accounts/registration.ts). Empty: registration is closed, and no Register button or form is shown.
 */
export function openRegistrationWays(tree: readonly ModuleNode[]): RegistrationWay[] {
  if (!isModuleEnabled(tree, modIds.directRegistration)) return [];
  return [
    ...(isModuleEnabled(tree, modIds.usernameRegistration) ? (['username'] as const) : []),
    ...(isModuleEnabled(tree, modIds.mobileRegistration) ? (['mobile'] as const) : []),
  ];
}
