import {
  Anchor,
  Badge,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  contactNumberTypeLabels,
  contactRoleLabels,
  emptyListText,
  formatDate,
  formatPhone,
  keyAvailabilityLabels,
  noticeTypeLabels,
  HOLD_CANCELLATION_MESSAGES,
  serviceLabels,
  serviceTagLabels,
  SERVICES_IN_DISPLAY_ORDER,
  totalPages,
  type TContactRole,
  type TPropertyContact,
  type TPropertyView,
} from '@portal/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { DetailsList, DetailsListSkeleton } from '../../../components/details-list';
import { ListSkeleton } from '../../../components/list-skeleton';
import { LoadError } from '../../../components/load-error';
import { Paginator } from '../../../components/paginator';
import { StatusLabel } from '../../../components/property-status';
import { InvoiceRow } from '../../invoices';
import { QuoteRow } from '../../quotes';
import {
  PROPERTY_BILLING_PAGE_SIZE,
  useKeyPickupLocation,
  usePropertyAppliances,
  usePropertyContacts,
  usePropertyInvoices,
  usePropertyNotices,
  usePropertyQuotes,
} from './api/get-property-lists';
import { NoticeActions } from '../notices/notice-actions';
import { SectionCard } from './section-card';

/** A query's loading, error and empty states around its content. */
function QueryBody<T>({
  query,
  label,
  errorTitle,
  isEmpty,
  emptyText,
  children,
}: {
  query: UseQueryResult<T>;
  label: string;
  errorTitle: string;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton rows={3} columns={2} label={label} />;
  if (query.isError)
    return (
      <LoadError
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (isEmpty(query.data))
    return (
      <Text fz="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  return <>{children(query.data)}</>;
}

export function ServicesSection({ property }: { property: TPropertyView }) {
  return (
    <SectionCard title="Services">
      {property.services.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {emptyListText('services')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {property.services.map((service) => (
            <Stack key={service.serviceId} gap={4} component="li">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600} fz="sm">
                  {serviceLabels[service.shortName]}
                </Text>
                <StatusLabel code={service.status} />
              </Group>
              <Group gap={4}>
                {service.tags.map((tag) => (
                  <Badge key={tag} size="sm" radius="sm" variant="light">
                    {serviceTagLabels[tag]}
                  </Badge>
                ))}
                {service.isPendingCancellation ? (
                  <Badge size="sm" radius="sm" variant="light">
                    {HOLD_CANCELLATION_MESSAGES.pendingCancellation}
                  </Badge>
                ) : null}
                {service.nextDueDate ? (
                  <Text fz="xs" c="dimmed">
                    Next due {formatDate(service.nextDueDate)}
                  </Text>
                ) : null}
                {service.onHoldUntil ? (
                  <Text fz="xs" c="dimmed">
                    On hold until {formatDate(service.onHoldUntil)}
                  </Text>
                ) : null}
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

export function PropertyManagerSection({ property }: { property: TPropertyView }) {
  const manager = property.propertyManager;
  return (
    <SectionCard title="Property manager">
      {manager ? (
        <DetailsList
          items={[
            { label: 'Name', value: manager.name },
            {
              label: 'Email',
              value: manager.email ? (
                <Anchor href={`mailto:${manager.email}`} fz="sm" display="inline-block" py={2}>
                  {manager.email}
                </Anchor>
              ) : null,
            },
          ]}
        />
      ) : (
        <Text fz="sm" c="dimmed">
          No property manager is assigned to this property.
        </Text>
      )}
    </SectionCard>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function KeysSection({ property }: { property: TPropertyView }) {
  const pickup = useKeyPickupLocation(property.id);
  const info = property.propertyKeyInformation;
  return (
    <SectionCard title="Key details">
      <DetailsList
        items={[
          { label: 'Agency key available', value: yesNo(property.isKeyAvailable) },
          { label: 'Key number', value: property.keyNumber },
          {
            label: 'Onsite key',
            value: info.onsiteAvailability ? keyAvailabilityLabels[info.onsiteAvailability] : null,
          },
          ...(info.onsiteAvailability === 'TEMPORARY'
            ? [
                {
                  label: 'Temporary key expires',
                  value: formatDate(info.temporaryKeyExpirationDate),
                },
              ]
            : []),
          { label: 'Onsite key notes', value: info.keyOnsiteNotes },
        ]}
      />
      <Text fw={600} fz="sm" mt="xs">
        Key pickup location
      </Text>
      {pickup.isPending ? (
        <DetailsListSkeleton rows={2} label="Loading the key pickup location" />
      ) : pickup.isError ? (
        <LoadError
          title="The key pickup location could not be loaded"
          error={pickup.error}
          onRetry={() => void pickup.refetch()}
          retrying={pickup.isFetching}
        />
      ) : pickup.data ? (
        <Stack gap={2}>
          <Text fz="sm">{pickup.data.name}</Text>
          <Text fz="sm" c="dimmed">
            {pickup.data.fullAddress}
          </Text>
          {pickup.data.instructions ? <Text fz="sm">{pickup.data.instructions}</Text> : null}
        </Stack>
      ) : (
        <Text fz="sm" c="dimmed">
          No key pickup location is set for this property.
        </Text>
      )}
    </SectionCard>
  );
}

export function NoticesSection({ propertyId }: { propertyId: number }) {
  const [resolved, setResolved] = useState(false);
  const notices = usePropertyNotices(propertyId, resolved);
  return (
    <SectionCard
      title="Notices"
      aside={
        <SegmentedControl
          size="xs"
          aria-label="Which notices"
          value={resolved ? 'resolved' : 'active'}
          onChange={(value) => setResolved(value === 'resolved')}
          data={[
            { value: 'active', label: 'Active' },
            { value: 'resolved', label: 'Resolved' },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      }
    >
      <QueryBody
        query={notices}
        label="Loading notices"
        errorTitle="Notices could not be loaded"
        isEmpty={(items) => items.length === 0}
        emptyText={emptyListText(resolved ? 'resolved notices' : 'active notices')}
      >
        {(items) => (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((notice) => (
              <Stack key={notice.noticeId} gap={2} component="li">
                <Group gap="xs">
                  <Text fw={600} fz="sm">
                    {noticeTypeLabels[notice.noticeType]}
                  </Text>
                  {notice.isUrgent ? (
                    <Badge color="red" size="sm" radius="sm" variant="light">
                      Urgent
                    </Badge>
                  ) : null}
                </Group>
                <Text fz="xs" c="dimmed">
                  Raised {formatDate(notice.createdAt)}
                  {notice.resolvedAt ? ` · Resolved ${formatDate(notice.resolvedAt)}` : ''}
                  {notice.serviceCodes.length
                    ? ` · ${notice.serviceCodes.map((code) => serviceLabels[code]).join(', ')}`
                    : ''}
                </Text>
                {notice.message ? <Text fz="sm">{notice.message}</Text> : null}
                {notice.resolveReason ? (
                  <Text fz="sm" c="dimmed">
                    {notice.resolveReason}
                  </Text>
                ) : null}
                {notice.resolvedAt ? null : (
                  <Group gap="xs" mt={4}>
                    <NoticeActions propertyId={propertyId} notice={notice} />
                  </Group>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </QueryBody>
    </SectionCard>
  );
}

export function AppliancesSection({ propertyId }: { propertyId: number }) {
  const appliances = usePropertyAppliances(propertyId);
  return (
    <SectionCard title="Appliances">
      <QueryBody
        query={appliances}
        label="Loading appliances"
        errorTitle="Appliances could not be loaded"
        isEmpty={(items) => items.length === 0}
        emptyText={emptyListText('appliances')}
      >
        {(items) => (
          <Stack gap="sm">
            {SERVICES_IN_DISPLAY_ORDER.filter((service) =>
              items.some((item) => item.serviceCode === service.code),
            ).map((service) => (
              <Stack key={service.code} gap={2}>
                <Text fw={600} fz="sm">
                  {service.label}
                </Text>
                <Stack gap={0} component="ul" m={0} pl="md">
                  {items
                    .filter((item) => item.serviceCode === service.code)
                    .map((item) => (
                      <Text key={item.id} component="li" fz="sm">
                        {item.name}
                        {item.location ? (
                          <Text component="span" fz="sm" c="dimmed">
                            {` · ${item.location}`}
                          </Text>
                        ) : null}
                      </Text>
                    ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
      </QueryBody>
    </SectionCard>
  );
}

const CONTACT_GROUPS: { role: TContactRole; title: string }[] = [
  { role: 'LANDLORD', title: 'Landlords' },
  { role: 'OCCUPANT', title: 'Occupants' },
  { role: 'PROPERTY_MANAGER', title: 'Property managers' },
];

function Contact({ contact }: { contact: TPropertyContact }) {
  return (
    <Stack gap={0} component="li">
      <Text fz="sm" fw={600}>
        {contact.name}
      </Text>
      {contact.email ? (
        <Anchor href={`mailto:${contact.email}`} fz="sm" display="inline-block" py={2}>
          {contact.email}
        </Anchor>
      ) : null}
      {contact.contactNumbers.map((number) => (
        <Text key={`${number.type}-${number.number}`} fz="sm">
          <Text component="span" fz="sm" c="dimmed">
            {contactNumberTypeLabels[number.type]}:{' '}
          </Text>
          <Anchor href={`tel:${number.number}`} fz="sm" display="inline-block" py={2}>
            {formatPhone(number.number)}
          </Anchor>
        </Text>
      ))}
      {contact.address ? (
        <Text fz="sm" c="dimmed">
          {contact.address}
        </Text>
      ) : null}
    </Stack>
  );
}

export function ContactsSection({ propertyId }: { propertyId: number }) {
  const contacts = usePropertyContacts(propertyId);
  return (
    <SectionCard title="Contacts">
      <QueryBody
        query={contacts}
        label="Loading contacts"
        errorTitle="Contacts could not be loaded"
        isEmpty={(items) => items.length === 0}
        emptyText={emptyListText('contacts')}
      >
        {(items) => (
          <Stack gap="md">
            {CONTACT_GROUPS.map(({ role, title }) => {
              const people = items.filter((item) => item.role === role);
              return (
                <Stack key={role} gap={4}>
                  <Title order={3} fz="sm" c="dimmed" fw={600}>
                    {title}
                  </Title>
                  {people.length ? (
                    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                      {people.map((person) => (
                        <Contact key={`${role}-${person.id}`} contact={person} />
                      ))}
                    </Stack>
                  ) : (
                    <Text fz="sm" c="dimmed">
                      {emptyListText(contactRoleLabels[role].toLowerCase() + 's')}
                    </Text>
                  )}
                </Stack>
              );
            })}
          </Stack>
        )}
      </QueryBody>
    </SectionCard>
  );
}

function BillingSection<T>({
  title,
  plural,
  query,
  page,
  setPage,
  itemKey,
  renderItem,
}: {
  title: string;
  plural: string;
  query: UseQueryResult<{ items: T[]; total: number }>;
  page: number;
  setPage: (page: number) => void;
  itemKey: (item: T) => number;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <SectionCard title={title}>
      {query.isPending ? (
        <ListSkeleton variant="cards" rows={2} label={`Loading ${plural}`} />
      ) : query.isError ? (
        <LoadError
          title={`${title} could not be loaded`}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.total === 0 ? (
        <Text fz="sm" c="dimmed">
          {emptyListText(plural)}
        </Text>
      ) : (
        <Stack gap="sm">
          {query.data.items.map((item) => (
            <div key={itemKey(item)}>{renderItem(item)}</div>
          ))}
          <Paginator
            page={page}
            totalPages={totalPages(query.data.total, PROPERTY_BILLING_PAGE_SIZE)}
            onChange={setPage}
            label={`${title} pages`}
          />
        </Stack>
      )}
    </SectionCard>
  );
}

export function InvoicesSection({ propertyId }: { propertyId: number }) {
  const [page, setPage] = useState(1);
  const invoices = usePropertyInvoices(propertyId, page);
  return (
    <BillingSection
      title="Invoices"
      plural="invoices"
      query={invoices}
      page={page}
      setPage={setPage}
      itemKey={(invoice) => invoice.id}
      renderItem={(invoice) => <InvoiceRow invoice={invoice} />}
    />
  );
}

export function QuotesSection({ propertyId }: { propertyId: number }) {
  const [page, setPage] = useState(1);
  const quotes = usePropertyQuotes(propertyId, page);
  return (
    <BillingSection
      title="Quotes"
      plural="quotes"
      query={quotes}
      page={page}
      setPage={setPage}
      itemKey={(quote) => quote.complianceQuoteId}
      renderItem={(quote) => <QuoteRow quote={quote} />}
    />
  );
}

/** Placeholder cards while the property loads. */
/** A card of the overview while it loads, about as tall as the loaded one. */
function SectionSkeleton({ rows }: { rows: number }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Skeleton height={22} width="40%" />
        {Array.from({ length: rows }, (_, row) => (
          <Skeleton key={row} height={14} width={row % 2 ? '55%' : '80%'} />
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The overview while the property and its sections load, laid out as the overview is (two
 * columns of cards from md, the contacts, then invoices and quotes), so it is replaced whole.
 */
export function PropertySkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading the property">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {[6, 6, 3, 4, 4, 4].map((rows, index) => (
          <SectionSkeleton key={index} rows={rows} />
        ))}
      </SimpleGrid>
      <SectionSkeleton rows={4} />
    </Stack>
  );
}

/** The line under the property's heading (its suburb, state and postcode) while it loads. */
export function PropertyHeadingSkeleton() {
  return (
    <span aria-hidden="true" style={{ display: 'block', visibility: 'hidden' }}>
      Loading
    </span>
  );
}
