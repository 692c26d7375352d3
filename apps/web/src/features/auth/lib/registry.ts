import type { ComponentType } from 'react';
import type { AuthModalKind, AuthModalOptions } from '../stores/auth-modal-store';

/**
 * Slots the accounts feature fills: the login/register modal components (lazy) and the free-play
 * starter. The shell only opens a slot; what it shows is whatever is registered here.
 */
export interface AuthModalComponentProps {
  kind: AuthModalKind;
  options: AuthModalOptions;
  onClose: () => void;
  onSwitch: (kind: AuthModalKind, options?: AuthModalOptions) => void;
}

const modals = new Map<AuthModalKind, ComponentType<AuthModalComponentProps>>();
let freePlayStarter: (() => Promise<void> | void) | null = null;
const listeners = new Set<() => void>();

export function registerAuthModal(
  kind: AuthModalKind,
  component: ComponentType<AuthModalComponentProps>,
): void {
  modals.set(kind, component);
  listeners.forEach((l) => l());
}

export function getAuthModal(kind: AuthModalKind): ComponentType<AuthModalComponentProps> | undefined {
  return modals.get(kind);
}

export function registerFreePlay(start: () => Promise<void> | void): void {
  freePlayStarter = start;
}

export function getFreePlayStarter() {
  return freePlayStarter;
}

export function subscribeRegistry(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let version = 0;
subscribeRegistry(() => {
  version += 1;
});
export const registryVersion = () => version;
