import { DetailsListSkeleton } from '../../../components/details-list';

/** A tab of a property's page while its code or data loads. */
export function SubPageSkeleton() {
  return <DetailsListSkeleton rows={8} label="Loading the page" />;
}
