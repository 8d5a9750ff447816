import { Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import {
  ACCESS_ISSUE_MESSAGES,
  entryMethodLabels,
  type TAccessIssueListItem,
  type TBlockedEntryMethodSummary,
} from '@portal/contracts';
import { Link } from 'react-router';
import { usePropertyHref } from '../../../components/property-link';
import { appPaths } from '../../../lib/paths';
import classes from './access-issues.module.css';

interface BlockedEntryMethodsProps {
  item: TAccessIssueListItem;
  /** The provider's short name, for the problems only the provider can resolve. */
  providerShortName: string;
}

/**
 * The property's entry preferences: its page in the portal, or the property in the compliance
 * system when the portal's property pages are off (usePropertyHref).
 */
function EntryPreferencesLink({ item }: { item: TAccessIssueListItem }) {
  const property = usePropertyHref()(item.compliancePropertyId);
  const label = `Change the entry preferences of ${item.addressLine1}`;
  return property.external ? (
    <Anchor href={property.href} fz="xs" aria-label={label}>
      Change entry preferences
    </Anchor>
  ) : (
    <Anchor
      component={Link}
      to={appPaths.property.page(item.compliancePropertyId, 'entry-preferences')}
      fz="xs"
      aria-label={label}
    >
      Change entry preferences
    </Anchor>
  );
}

function Method({
  method,
  item,
  providerShortName,
}: { method: TBlockedEntryMethodSummary } & BlockedEntryMethodsProps) {
  const label = entryMethodLabels[method.entryMethod];
  return (
    <Stack gap={2} component="li" aria-label={label}>
      <Group gap={6} wrap="wrap">
        <Text fz="sm" fw={600}>
          {label}
        </Text>
        {method.isBlockedByPreferences ? (
          <Badge color="orange" variant="dot" size="sm" radius="sm">
            Blocked by your entry preferences
          </Badge>
        ) : null}
      </Group>
      {method.problems.length > 0 ? (
        <List size="sm" spacing={2} listStyleType="none" className={classes.problems}>
          {method.problems.map((problem, index) => (
            <List.Item key={`${problem.publicName}-${index}`}>
              {problem.publicName}
              <Text fz="xs" c="dimmed">
                {problem.mostEffectiveSolution === null
                  ? ACCESS_ISSUE_MESSAGES.contactProviderToResolve(providerShortName)
                  : `Most effective: ${problem.mostEffectiveSolution}`}
              </Text>
            </List.Item>
          ))}
        </List>
      ) : method.isBlockedByPreferences ? null : (
        <Text fz="xs" c="dimmed">
          {ACCESS_ISSUE_MESSAGES.contactProviderToResolve(providerShortName)}
        </Text>
      )}
      {method.isBlockedByPreferences ? <EntryPreferencesLink item={item} /> : null}
    </Stack>
  );
}

/**
 * The AgencyEntryMethod page's view of a row: each entry method still blocked at the property
 * (in the entry methods' order), the problems blocking it with the most effective solution of
 * each (the wizard's first tab), and, when the property's entry preferences block it too, a link
 * to change them.
 */
export function BlockedEntryMethods({ item, providerShortName }: BlockedEntryMethodsProps) {
  return (
    <Stack
      component="ul"
      gap="xs"
      className={classes.methods}
      aria-label={`Blocked entry methods at ${item.addressLine1}`}
    >
      {item.blockedEntryMethods.map((method) => (
        <Method
          key={method.entryMethod}
          method={method}
          item={item}
          providerShortName={providerShortName}
        />
      ))}
    </Stack>
  );
}
