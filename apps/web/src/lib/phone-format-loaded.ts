// Loaded by ./phone-format on its own, so the phone-number library is a chunk apart.
export { formatPhone } from '@portal/contracts';
