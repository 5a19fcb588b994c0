import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { EducationRow, UserType } from '@hirewise/contracts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    type: text('type').$type<UserType>().notNull(),
    name: text('name').notNull(),
    education: jsonb('education').$type<EducationRow[]>().notNull().default(sql`'[]'::jsonb`),
    skills: jsonb('skills').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    resume: text('resume').notNull().default(''),
    profile: text('profile').notNull().default(''),
    bio: text('bio').notNull().default(''),
    contactNumber: text('contact_number').notNull().default(''),
    /** Recruiters' company (issue 19), copied onto the jobs they post; '' when not given. */
    companyName: text('company_name').notNull().default(''),
    /** Average of recruiters' ratings, kept from rating events; -1 when none. */
    rating: doublePrecision('rating').notNull().default(-1),
    ratingVersion: integer('rating_version').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), check('users_type_check', sql`${t.type} in ('applicant', 'recruiter')`)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
