/** The weights of the ABN check (the ATO's): digit by digit, the first one less one. */
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The 11 digits of an ABN written with or without spaces; null when it is not one. */
function abnDigits(value: string): string | null {
  const digits = value.replace(/\s+/g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
}

/**
 * An Australian Business Number as it is written: '51 824 753 556'. Text that is not 11 digits
 * is kept as written (trimmed); none gives ''.
 */
export function formatAbn(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  const digits = abnDigits(text);
  return digits ? digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4') : text;
}

/** Whether the text is an ABN whose check holds (11 digits, spaces allowed). */
export function isValidAbn(value: string): boolean {
  const digits = abnDigits(value);
  if (!digits) return false;
  const sum = [...digits].reduce(
    (total, digit, i) => total + (Number(digit) - (i === 0 ? 1 : 0)) * ABN_WEIGHTS[i]!,
    0,
  );
  return sum % 89 === 0;
}
