import { z } from 'zod';
import { PAGINATION } from '../constants';

export const paginationQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAGINATION.maxLimit, `limit must be at most ${PAGINATION.maxLimit}`)
    .default(PAGINATION.defaultLimit),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export interface Page<T> {
  items: T[];
  total: number;
}

export interface MessageResponse {
  message: string;
}
