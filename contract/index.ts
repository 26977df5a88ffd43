export * from './account';
export * from './admin';
export * from './agent';
export * from './banks';
export * from './envelope';
export * from './errors';
export * from './fields';
export * from './money';
