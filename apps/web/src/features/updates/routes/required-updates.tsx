import { RequiredUpdates } from '../components/required-updates';

/** /action-required/update: every filter lives in the URL, as on the portfolio. */
export default function RequiredUpdatesPage() {
  return <RequiredUpdates />;
}
