import { ErrorPage } from '../../../components/error-page';

export default function ErrorRoute() {
  return <ErrorPage />;
}
