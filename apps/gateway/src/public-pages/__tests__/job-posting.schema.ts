import { z } from 'zod';

/**
 * The schema.org JobPosting fields Google's job search reads (required and recommended ones we
 * fill), as a zod schema the tests parse the page's JSON-LD with:
 * https://developers.google.com/search/docs/appearance/structured-data/job-posting
 */
const isoDateTime = z.iso.datetime({ offset: true });
const text = z.string().trim().min(1);
const postalAddress = z.object({ '@type': z.literal('PostalAddress'), addressLocality: text.optional(), addressCountry: text }).strict();

export const jobPostingSchema = z
  .object({
    '@context': z.literal('https://schema.org'),
    '@type': z.literal('JobPosting'),
    title: text,
    description: text,
    datePosted: isoDateTime,
    validThrough: isoDateTime,
    employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER']),
    hiringOrganization: z.object({ '@type': z.literal('Organization'), name: text }).strict(),
    jobLocation: z.object({ '@type': z.literal('Place'), address: postalAddress }).strict().optional(),
    jobLocationType: z.literal('TELECOMMUTE').optional(),
    applicantLocationRequirements: z.object({ '@type': z.literal('Country'), name: text }).strict().optional(),
    baseSalary: z
      .object({
        '@type': z.literal('MonetaryAmount'),
        currency: z.literal('INR'),
        value: z.object({ '@type': z.literal('QuantitativeValue'), value: z.number().positive(), unitText: z.enum(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']) }).strict(),
      })
      .strict()
      .optional(),
    identifier: z.object({ '@type': z.literal('PropertyValue'), name: text, value: text }).strict(),
    directApply: z.boolean(),
    url: z.url({ protocol: /^https?$/ }),
    skills: text.optional(),
  })
  .strict()
  // Google: an on-site job needs a jobLocation; a remote one says TELECOMMUTE.
  .refine((p) => p.jobLocation !== undefined || p.jobLocationType === 'TELECOMMUTE', { message: 'jobLocation or jobLocationType TELECOMMUTE is required' })
  .refine((p) => p.applicantLocationRequirements === undefined || p.jobLocationType === 'TELECOMMUTE', { message: 'applicantLocationRequirements is for remote jobs' })
  .refine((p) => Date.parse(p.validThrough) > Date.parse(p.datePosted), { message: 'validThrough must be after datePosted' });
export type JobPostingShape = z.infer<typeof jobPostingSchema>;
