export * from './errors';
export * from './health';
export * from './http';
export * from './messages';
export * from './roles';
export * from './users';
