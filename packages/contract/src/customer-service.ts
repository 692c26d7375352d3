import type { CustomerServiceEntry } from './system.ts';

/**
 * Customer service (issue 18 item 6, decision 0066). Zod-free, so the web app's eagerly loaded menus can
 * import it from `@portal/contract/customer-service`.
 *
 * Customer-service entries: `type` 1 opens the built-in live chat, 2 a page or address in a new tab (the
 * help centre, a form), 3 an outside address kept encrypted (AES-256-GCM) and opened in a 440x750 popup
 * once the logged-in client has decrypted it. `csPosition` says where an entry shows.
 */
export const CS_POSITIONS = ['LEFT', 'RIGHT', 'TOP', 'LOGIN', 'MAINTENANCE'] as const;
export type CsPosition = (typeof CS_POSITIONS)[number];
/** The entry types. */
export const CS_TYPE_CHAT = 1;
export const CS_TYPE_LINK = 2;
export const CS_TYPE_ENCRYPTED = 3;
/** The csType of the VIP entry, offered instead of the others when the member's rankLevel is above 4. */
export const VIP_CS_TYPE = 'COMM100VIP';
export const VIP_MIN_RANK_LEVEL = 5;
/** The popup of a type 3 entry (inventory 4.3). */
export const CS_POPUP_FEATURES = 'popup,width=440,height=750';

/**
 * The entries of one position for a member of `rankLevel` (null: no label, or a visitor): a VIP member
 * (rankLevel above 4) gets the VIP entries first and the live chat is left out; the others never see a VIP
 * entry (spec section 6: "VIP customer service when rankLevel above 4, otherwise live chat").
 */
export function entriesFor<E extends Pick<CustomerServiceEntry, 'csType' | 'csPosition'> & { type?: number }>(
  entries: readonly E[],
  position: CsPosition,
  rankLevel: number | null | undefined,
): E[] {
  const here = entries.filter((e) => e.csPosition === position);
  const vip = (rankLevel ?? 0) >= VIP_MIN_RANK_LEVEL;
  const vipEntries = here.filter((e) => e.csType === VIP_CS_TYPE);
  if (!vip || vipEntries.length === 0) return here.filter((e) => e.csType !== VIP_CS_TYPE);
  return [...vipEntries, ...here.filter((e) => e.csType !== VIP_CS_TYPE && e.type !== CS_TYPE_CHAT)];
}
