/**
 * DECISIONS.md 4: right after a login whose password has expired (or is the merchant's default), the
 * password just typed is kept here, in memory only, so the change-password modal can hide its
 * old-password field. Cleared when that modal closes; never written to storage.
 */
let held: string | null = null;

export function holdPasswordForChange(password: string): void {
  held = password;
}

export function peekHeldPassword(): string | null {
  return held;
}

export function clearHeldPassword(): void {
  held = null;
}
