import { Button, Menu } from '@mantine/core';
import { PROPERTY_ACTION_LABELS, type TPropertyView } from '@portal/contracts';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { appPaths, legacyPaths } from '../../../lib/paths';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { legacyUrl } from '../../../lib/session/system-urls';

// The dialogs (their steps, machines and date pickers) load when first opened.
const EditPropertyDialog = lazy(() =>
  import('../edit-property/edit-property-dialog').then((module) => ({
    default: module.EditPropertyDialog,
  })),
);
const HoldDialog = lazy(() =>
  import('../hold-cancellation/hold-dialog').then((module) => ({ default: module.HoldDialog })),
);
const OneOffEntryNotificationDialog = lazy(() =>
  import('../entry-preferences/one-off-dialog').then((module) => ({
    default: module.OneOffEntryNotificationDialog,
  })),
);
const CancellationDialog = lazy(() =>
  import('../hold-cancellation/cancellation-dialog').then((module) => ({
    default: module.CancellationDialog,
  })),
);
const BookingDialog = lazy(() =>
  import('../booking/booking-dialog').then((module) => ({ default: module.BookingDialog })),
);
const EmailDialog = lazy(() =>
  import('../email/email-dialog').then((module) => ({ default: module.EmailDialog })),
);

/** The property action menu (spec 2 §2): each item shown by the property's flags. */
export function PropertyActionMenu({ property }: { property: TPropertyView }) {
  const { session, experiments } = useSignedIn();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [requesting, setRequesting] = useState<'hold' | 'cancel' | 'oneOff' | null>(null);
  const [booking, setBooking] = useState(false);
  const [emailing, setEmailing] = useState(false);
  const { actions } = property;
  const propertyHref = legacyUrl(session.complianceSystemUrl, legacyPaths.property(property.id));
  const requestHref = legacyUrl(
    session.complianceSystemUrl,
    legacyPaths.newJobOrder({ property_id: property.id }),
  );
  const tenancy = (dialog: 'add' | 'edit') =>
    void navigate(appPaths.property.page(property.id, 'tenancy', { dialog }));

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
            Property actions
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.canEditTenancy ? (
            <Menu.Item onClick={() => tenancy('edit')}>
              {PROPERTY_ACTION_LABELS.editTenancy}
            </Menu.Item>
          ) : null}
          {actions.canAddTenancy ? (
            <Menu.Item onClick={() => tenancy('add')}>
              {PROPERTY_ACTION_LABELS.addTenancy}
            </Menu.Item>
          ) : null}
          {actions.canUpdateKeyNumber ? (
            <Menu.Item onClick={() => setEditing(true)}>
              {PROPERTY_ACTION_LABELS.updateKeyNumber}
            </Menu.Item>
          ) : null}
          <Menu.Item component="a" href={propertyHref}>
            {PROPERTY_ACTION_LABELS.viewProperty}
          </Menu.Item>
          {actions.canRequestService ? (
            <Menu.Item component="a" href={requestHref}>
              {PROPERTY_ACTION_LABELS.requestService}
            </Menu.Item>
          ) : null}
          {actions.canHold ? (
            <Menu.Item onClick={() => setRequesting('hold')}>
              {PROPERTY_ACTION_LABELS.hold}
            </Menu.Item>
          ) : null}
          {actions.canCancel ? (
            <Menu.Item onClick={() => setRequesting('cancel')}>
              {PROPERTY_ACTION_LABELS.cancel}
            </Menu.Item>
          ) : null}
          {actions.canBook ? (
            <Menu.Item onClick={() => setBooking(true)}>{PROPERTY_ACTION_LABELS.book}</Menu.Item>
          ) : null}
          {actions.canRequestOneOffEntryNotification ? (
            <Menu.Item onClick={() => setRequesting('oneOff')}>
              {PROPERTY_ACTION_LABELS.oneOffEntryNotification}
            </Menu.Item>
          ) : null}
          {actions.canEmailTenant ? (
            <Menu.Item onClick={() => setEmailing(true)}>
              {PROPERTY_ACTION_LABELS.emailTenant}
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      {editing ? (
        <Suspense fallback={null}>
          <EditPropertyDialog
            propertyId={property.id}
            opened={editing}
            onClose={() => setEditing(false)}
          />
        </Suspense>
      ) : null}
      {requesting === 'hold' ? (
        <Suspense fallback={null}>
          <HoldDialog property={property} opened onClose={() => setRequesting(null)} />
        </Suspense>
      ) : null}
      {requesting === 'cancel' ? (
        <Suspense fallback={null}>
          <CancellationDialog propertyId={property.id} opened onClose={() => setRequesting(null)} />
        </Suspense>
      ) : null}
      {requesting === 'oneOff' ? (
        <Suspense fallback={null}>
          <OneOffEntryNotificationDialog property={property} onClose={() => setRequesting(null)} />
        </Suspense>
      ) : null}
      {booking ? (
        <Suspense fallback={null}>
          <BookingDialog propertyId={property.id} opened onClose={() => setBooking(false)} />
        </Suspense>
      ) : null}
      {emailing ? (
        <Suspense fallback={null}>
          <EmailDialog
            propertyId={property.id}
            opened
            onClose={() => setEmailing(false)}
            canDownload={experiments.DownloadEmailFile === true}
          />
        </Suspense>
      ) : null}
    </>
  );
}
