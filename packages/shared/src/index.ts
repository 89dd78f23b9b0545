export * from './constants';
export * from './errors';
export * from './http/contract';
export * from './system/system.contract';
