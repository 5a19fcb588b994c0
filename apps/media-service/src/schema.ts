export * from './files/file.table';
export * from './privacy/deleted-owner.table';
export * from './cleanup/file-hold.table';
export * from './quotas/upload-reservation.table';
