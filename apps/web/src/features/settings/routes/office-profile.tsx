import { formatAbn, formatPhone, stateLabels } from '@portal/contracts';
import { DetailsList, DetailsListSkeleton } from '../../../components/details-list';
import { LoadError } from '../../../components/load-error';
import { RestrictedPage } from '../../../components/restricted-page';
import { isForbidden } from '../../../lib/api-error';
import { useOfficeProfile } from '../api/get-office-profile';
import { EmailDomain } from '../components/email-domain';
import { SettingsPage } from '../components/settings-page';

export default function OfficeProfilePage() {
  const office = useOfficeProfile();
  if (isForbidden(office.error)) return <RestrictedPage />;
  return (
    <SettingsPage
      title="Office profile"
      description="Your agency's details as we hold them, and the email domain occupant notices are sent from."
    >
      {office.isPending ? (
        <DetailsListSkeleton label="Loading the office profile" />
      ) : office.isError ? (
        <LoadError
          title="The office profile could not be loaded"
          error={office.error}
          retrying={office.isFetching}
          onRetry={() => void office.refetch()}
        />
      ) : (
        <>
          <DetailsList
            items={[
              { label: 'Agency name', value: office.data.name },
              { label: 'State', value: stateLabels[office.data.state] },
              { label: 'ABN', value: formatAbn(office.data.abn) },
              { label: 'Address', value: office.data.address },
              { label: 'Phone', value: formatPhone(office.data.phone) },
              { label: 'Email', value: office.data.email },
              { label: 'Licence number', value: office.data.licenceNumber },
            ]}
          />
          <EmailDomain domain={office.data.emailDomain} />
        </>
      )}
    </SettingsPage>
  );
}
