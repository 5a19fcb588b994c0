export * from './spec';
export * from './requests';
export * from './events';
