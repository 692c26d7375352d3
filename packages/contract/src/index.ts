export * from './constants.ts';
export * from './field-rules.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './system.ts';
export * from './games.ts';
export * from './announcements.ts';
export * from './accounts.ts';
