/** The provably fair scheme lives in @portal/fair (shared with the lottery's draws). */
export * from '@portal/fair';
