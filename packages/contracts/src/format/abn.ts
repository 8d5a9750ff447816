/** The groups an ABN is read in: '51 824 753 556'. */
const ABN_GROUPS = /^(\d{2})(\d{3})(\d{3})(\d{3})$/;

/**
 * An Australian Business Number spaced as the register shows it, '51 824 753 556', however it
 * was stored or typed. A value that is not 11 digits is shown as it is; none gives ''.
 */
export function formatAbn(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  const groups = ABN_GROUPS.exec(text.replace(/\s+/g, ''));
  return groups ? groups.slice(1).join(' ') : text;
}
