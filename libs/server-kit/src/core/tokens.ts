export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export { LOGGER } from '../logging/logger';
