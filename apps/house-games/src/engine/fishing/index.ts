export * from './fish.ts';
export * from './shot.ts';
export * from './spawn.ts';
