/** @hirewise/contracts/notifications: in-app notifications, email preferences, rejection reasons (a subpath entry). */
export * from './notification.types';
export * from './notification.schemas';
export * from './notification.messages';
