import type { EducationRow, SignupRequest } from '@hirewise/contracts/auth';
import type { UserType } from '@hirewise/contracts/domain';
import { emptyEducationRow, type EducationFormRow } from '../../forms/utils/education';

export interface SignupFormValues {
  type: UserType;
  name: string;
  email: string;
  password: string;
  education: EducationFormRow[];
  skills: string[];
  bio: string;
  contactNumber: string;
}

export const initialSignupValues: SignupFormValues = {
  type: 'applicant',
  name: '',
  email: '',
  password: '',
  education: [emptyEducationRow()],
  skills: [],
  bio: '',
  contactNumber: '',
};

/** Each category sends only its own fields (spec section 6); education arrives already cleaned. */
export function buildSignupRequest(values: SignupFormValues, education: EducationRow[]): SignupRequest {
  const common = { type: values.type, name: values.name.trim(), email: values.email.trim(), password: values.password };
  if (values.type === 'recruiter') {
    return { ...common, bio: values.bio, contactNumber: values.contactNumber };
  }
  return { ...common, education, skills: values.skills };
}
