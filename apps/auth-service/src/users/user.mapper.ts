import type { ApplicantProfile, RecruiterProfile, UserProfile } from '@hirewise/contracts';
import type { UserRow } from './user.table';

/** The profile a client sees: never the password hash, only the category's own fields. */
export function toProfile(row: UserRow): UserProfile {
  if (row.type === 'recruiter') {
    const profile: RecruiterProfile = {
      _id: row.id,
      type: 'recruiter',
      name: row.name,
      email: row.email,
      bio: row.bio,
      contactNumber: row.contactNumber,
      companyName: row.companyName,
    };
    return profile;
  }
  const profile: ApplicantProfile = {
    _id: row.id,
    type: 'applicant',
    name: row.name,
    email: row.email,
    education: row.education,
    skills: row.skills,
    resume: row.resume,
    profile: row.profile,
    rating: row.rating,
  };
  return profile;
}
