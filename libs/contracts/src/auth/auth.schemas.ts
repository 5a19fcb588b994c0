import { z } from 'zod';
import { USER_TYPES, type UserType } from '../domain';
import {
  bioSchema,
  companyNameSchema,
  contactNumberSchema,
  educationSchema,
  emailSchema,
  fileRefSchema,
  nameSchema,
  newPasswordSchema,
  passwordSchema,
  skillsSchema,
  type EducationRow,
} from './fields';

const APPLICANT_ONLY = ['education', 'skills', 'resume', 'profile'] as const;
const RECRUITER_ONLY = ['bio', 'contactNumber', 'companyName'] as const;

function isFilled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'string' ? value !== '' : value !== undefined && value !== null;
}

export const signupRequestSchema = z
  .object({
    type: z.enum(USER_TYPES, { error: 'Type must be applicant or recruiter' }),
    email: emailSchema,
    password: newPasswordSchema,
    name: nameSchema,
    education: educationSchema.optional(),
    skills: skillsSchema.optional(),
    resume: fileRefSchema('Resume').optional(),
    profile: fileRefSchema('Profile photo').optional(),
    bio: bioSchema.optional(),
    contactNumber: contactNumberSchema.optional(),
    companyName: companyNameSchema.optional(),
  })
  .superRefine((body, ctx) => {
    // Each category carries its own fields only; empty values of the other are tolerated.
    const foreign = body.type === 'applicant' ? RECRUITER_ONLY : APPLICANT_ONLY;
    const owner = body.type === 'applicant' ? 'recruiters' : 'applicants';
    for (const field of foreign) {
      if (isFilled(body[field])) {
        ctx.addIssue({ code: 'custom', path: [field], message: `${field} is only for ${owner}` });
      }
    }
  });
export type SignupRequest = z.input<typeof signupRequestSchema>;
export type SignupInput = z.output<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type LoginInput = z.output<typeof loginRequestSchema>;

export const recruiterUpdateSchema = z.object({
  name: nameSchema.optional(),
  bio: bioSchema.optional(),
  contactNumber: contactNumberSchema.optional(),
  companyName: companyNameSchema.optional(),
});
export const applicantUpdateSchema = z.object({
  name: nameSchema.optional(),
  education: educationSchema.optional(),
  skills: skillsSchema.optional(),
  resume: fileRefSchema('Resume').optional(),
  profile: fileRefSchema('Profile photo').optional(),
});
export type RecruiterUpdate = z.output<typeof recruiterUpdateSchema>;
export type ApplicantUpdate = z.output<typeof applicantUpdateSchema>;
export type UserUpdateRequest = z.input<typeof recruiterUpdateSchema> | z.input<typeof applicantUpdateSchema>;

export function userUpdateSchemaFor(type: UserType) {
  return type === 'recruiter' ? recruiterUpdateSchema : applicantUpdateSchema;
}

export interface AuthResponse {
  token: string;
  type: UserType;
  message?: string;
}

export interface ApplicantProfile {
  _id: string;
  type: 'applicant';
  name: string;
  email: string;
  education: EducationRow[];
  skills: string[];
  resume: string;
  profile: string;
  rating: number;
}

export interface RecruiterProfile {
  _id: string;
  type: 'recruiter';
  name: string;
  email: string;
  bio: string;
  contactNumber: string;
  /** Issue 19; '' when not given. */
  companyName: string;
}

export type UserProfile = ApplicantProfile | RecruiterProfile;

/** Claims of the bearer token the auth service signs and the gateway verifies. */
export interface TokenClaims {
  sub: string;
  type: UserType;
}

export const tokenClaimsSchema = z.object({
  sub: z.string().min(1),
  type: z.enum(USER_TYPES),
});

/** Payloads of the auth service's request patterns. */
export interface GetUserMessage {
  userId: string;
}
export interface UpdateUserMessage {
  userId: string;
  type: UserType;
  changes: RecruiterUpdate | ApplicantUpdate;
}

export const AuthMessages = {
  loggedIn: 'Logged in successfully',
  signedUp: 'Signed up successfully',
  userUpdated: 'User information updated successfully',
} as const;
