export * from './constants';
export * from './errors';
export * from './http/contract';
export * from './http/headers';
export * from './system/system.contract';
