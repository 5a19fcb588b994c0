import { useState } from 'react';
import { contactNumberSchema, type SignupRequest } from '@hirewise/contracts/auth';
import { cleanEducation, type EducationRowErrors } from '../../forms/utils/education';
import { buildSignupRequest, initialSignupValues, type SignupFormValues } from '../utils/signup-request';
import { hasErrors, validateEmail, validateName, validatePassword, type FieldErrors } from '../utils/validation';

export type RequiredField = 'name' | 'email' | 'password';
type SignupErrors = FieldErrors<RequiredField | 'contactNumber'>;

const validators: Record<RequiredField, (value: string) => string | undefined> = {
  name: validateName,
  email: validateEmail,
  password: validatePassword,
};

/**
 * Signup form state and the spec's validation timing: a required field is checked when it
 * loses focus and, once touched, on every change; submit checks everything, untouched or not.
 */
export function useSignupForm() {
  const [values, setValues] = useState<SignupFormValues>(initialSignupValues);
  const [touched, setTouched] = useState<Partial<Record<RequiredField, boolean>>>({});
  const [errors, setErrors] = useState<SignupErrors>({});
  const [educationErrors, setEducationErrors] = useState<Record<number, EducationRowErrors>>({});

  const setValue = <K extends keyof SignupFormValues>(key: K, value: SignupFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === 'education') setEducationErrors({});
    if (key === 'contactNumber') setErrors((current) => ({ ...current, contactNumber: undefined }));
    if (key in validators && touched[key as RequiredField]) {
      const field = key as RequiredField;
      setErrors((current) => ({ ...current, [field]: validators[field](value as string) }));
    }
  };

  const blur = (field: RequiredField) => {
    setTouched((current) => ({ ...current, [field]: true }));
    setErrors((current) => ({ ...current, [field]: validators[field](values[field]) }));
  };

  /** The request to send, or null when something is wrong (messages are then on screen). */
  const validate = (): SignupRequest | null => {
    const next: SignupErrors = {
      name: validateName(values.name),
      email: validateEmail(values.email),
      password: validatePassword(values.password),
    };
    if (values.type === 'recruiter') {
      const contact = contactNumberSchema.safeParse(values.contactNumber);
      if (!contact.success) next.contactNumber = contact.error.issues[0]?.message;
    }
    const education = values.type === 'applicant' ? cleanEducation(values.education) : { ok: true as const, rows: [] };
    setTouched({ name: true, email: true, password: true });
    setErrors(next);
    setEducationErrors(education.ok ? {} : education.errors);
    if (hasErrors(next) || !education.ok) return null;
    return buildSignupRequest(values, education.rows);
  };

  return { values, setValue, errors, educationErrors, blur, validate };
}
