import { toProfile } from '../user.mapper';
import type { UserRow } from '../user.table';

const row: UserRow = {
  id: 'u1',
  email: 'a@b.co',
  passwordHash: '$argon2id$secret',
  type: 'applicant',
  name: 'A',
  education: [{ institutionName: 'X', startYear: 2020 }],
  skills: ['Go'],
  resume: 'r.pdf',
  profile: 'p.png',
  bio: 'leftover',
  contactNumber: '+911234567890',
  companyName: 'Leftover Co',
  rating: 4.5,
  ratingVersion: 1,
  version: 3,
  createdAt: new Date(),
  updatedAt: new Date(),
};

describe('toProfile', () => {
  it('gives an applicant their own fields and never the hash', () => {
    expect(toProfile(row)).toEqual({
      _id: 'u1',
      type: 'applicant',
      name: 'A',
      email: 'a@b.co',
      education: [{ institutionName: 'X', startYear: 2020 }],
      skills: ['Go'],
      resume: 'r.pdf',
      profile: 'p.png',
      rating: 4.5,
    });
  });

  it('gives a recruiter name, email, bio, contact number and company name only', () => {
    const profile = toProfile({ ...row, type: 'recruiter' });
    expect(profile).toEqual({ _id: 'u1', type: 'recruiter', name: 'A', email: 'a@b.co', bio: 'leftover', contactNumber: '+911234567890', companyName: 'Leftover Co' });
    expect(JSON.stringify(profile)).not.toContain('argon2');
  });
});
