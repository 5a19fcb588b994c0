import { Field, Input } from '@chakra-ui/react';
import PhoneInput from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
import { PHONE_DEFAULT_COUNTRY } from '@hirewise/contracts/constants';
import { toContactNumber } from '../utils/contact-number';

interface PhoneFieldProps {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * Phone number with a country picker defaulting to India; reports '+<digits>' or ''. Typed and
 * shown in international format ('+91 98765 43210'), so a saved number comes back the way it was
 * entered; in national format a stored Indian number read as '098765 43210'.
 */
export function PhoneField({ label = 'Contact Number', value, onChange, error }: PhoneFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <PhoneInput
        className="hw-phone-input"
        international
        countryCallingCodeEditable={false}
        defaultCountry={PHONE_DEFAULT_COUNTRY}
        flags={flags}
        value={value === '' ? undefined : value}
        onChange={(next) => onChange(toContactNumber(next))}
        inputComponent={Input}
        placeholder="Enter phone number"
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>Optional. Include the area code.</Field.HelperText>}
    </Field.Root>
  );
}
