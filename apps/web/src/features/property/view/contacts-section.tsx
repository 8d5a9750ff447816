import { Anchor, Stack, Text, Title } from '@mantine/core';
import {
  contactNumberTypeLabels,
  contactRoleLabels,
  emptyListText,
  type TContactRole,
  type TPropertyContact,
} from '@portal/contracts';
import { usePhoneFormat } from '../../../lib/phone-format';
import { usePropertyContacts } from './api/get-property-lists';
import { QueryBody } from './query-body';
import { SectionCard } from './section-card';

const CONTACT_GROUPS: { role: TContactRole; title: string }[] = [
  { role: 'LANDLORD', title: 'Landlords' },
  { role: 'OCCUPANT', title: 'Occupants' },
  { role: 'PROPERTY_MANAGER', title: 'Property managers' },
];

function Contact({ contact }: { contact: TPropertyContact }) {
  const formatPhone = usePhoneFormat();
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
