import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js';

/** Spec 01 §5: a unit's phone must be a valid number for the chosen country (Romania by default). */
export function isValidPhoneFor(phone: string, countryAlpha2: string | null | undefined): boolean {
  const country = (countryAlpha2 || 'RO').toUpperCase() as CountryCode;
  try {
    return isValidPhoneNumber(phone, country);
  } catch {
    return false;
  }
}
