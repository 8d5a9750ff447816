import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY } from '../constants';

/**
 * A phone number as people read it: an Australian one in national format ('0412 345 678',
 * '(03) 9123 4567', '1300 134 563'), another country's in international format
 * ('+64 21 234 567'). Text that is not a valid number is shown as it is; none gives ''.
 */
export function formatPhone(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  if (text === '') return '';
  const phone = parsePhoneNumberFromString(text, DEFAULT_PHONE_COUNTRY);
  if (!phone?.isValid()) return text;
  return phone.country === DEFAULT_PHONE_COUNTRY
    ? phone.formatNational()
    : phone.formatInternational();
}
