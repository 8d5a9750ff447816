import { Anchor, Button, List, Stack, Text } from '@mantine/core';
import { serviceLabels } from '@portal/contracts';
import { useState } from 'react';
import { AlertMessage } from '../../../components/alert-message';
import { useOverdueProperties } from '../api/get-overdue-properties';
import { PropertyLink } from '../../../components/property-link';

/** How many are listed before 'Show all'. */
const SHOWN = 3;

/** The required updates whose services are overdue: the ones to answer first. */
export function OverdueProperties() {
  const overdue = useOverdueProperties();
  const [expanded, setExpanded] = useState(false);
  const items = overdue.data?.items ?? [];
  if (items.length === 0) return null;
  const shown = expanded ? items : items.slice(0, SHOWN);
  const count = overdue.data?.total ?? items.length;
  return (
    <AlertMessage
      variant="warning"
      title={`${count} ${count === 1 ? 'property is' : 'properties are'} overdue for service`}
    >
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">These properties need updates and have a service past its due date.</Text>
        <List size="sm" spacing={4} aria-label="Overdue properties">
          {shown.map((item) => (
            <List.Item key={item.compliancePropertyId}>
              <Anchor component={PropertyLink} propertyId={item.compliancePropertyId} fz="sm">
                {item.addressLine1}, {item.addressLine2}
              </Anchor>
              {item.overdueServices.length > 0 ? (
                <Text component="span" fz="xs" c="dimmed">
                  {' '}
                  ({item.overdueServices.map((code) => serviceLabels[code]).join(', ')})
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List>
        {items.length > SHOWN ? (
          <Button variant="subtle" size="compact-sm" onClick={() => setExpanded((value) => !value)}>
            {expanded ? 'Show fewer' : `Show all ${items.length}`}
          </Button>
        ) : null}
      </Stack>
    </AlertMessage>
  );
}
