/** The product name shown in the header and as the suffix of every page title. */
export const BRAND_NAME = 'Compliance Portal';
