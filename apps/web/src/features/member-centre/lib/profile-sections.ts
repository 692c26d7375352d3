/**
 * The security centre's section where a member completes a profile field a reward asks for (decision
 * 0051): a bank card, the mobile number (verified or just on file), else the profile's details.
 */
export function securitySectionOf(field: string): 'bankCards' | 'mobile' | 'profile' {
  if (field === 'BANK_CARD') return 'bankCards';
  if (field === 'MOBILE_VERIFIED' || field === 'CONTACT_NUMBER') return 'mobile';
  return 'profile';
}
