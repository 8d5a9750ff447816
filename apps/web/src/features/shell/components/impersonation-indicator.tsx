import { Button } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { useImpersonationCollapsed } from '../impersonation-collapsed';
import classes from './impersonation-indicator.module.css';

/**
 * The header's reminder, on every signed-in page while impersonating, of whom the staff member
 * acts as; pressing it opens the impersonation banner again when it was dismissed.
 */
export function ImpersonationIndicator() {
  const { session } = useSignedIn();
  const [collapsed, setCollapsed] = useImpersonationCollapsed();
  if (!session.isImpersonating) return null;
  const name = session.complianceUserName;
  return (
    <Button
      size="compact-sm"
      color="orange"
      variant="light"
      leftSection={<IconUserShield size={16} aria-hidden />}
      aria-expanded={!collapsed}
      // The same words on phones, where only the name shows.
      aria-label={`Viewing as ${name}`}
      title={`Viewing the portal as ${name} (${session.complianceAgencyName})`}
      onClick={() => setCollapsed(false)}
      classNames={{ root: classes.root }}
    >
      <span className={classes.text}>
        <span className={classes.prefix}>Viewing as </span>
        {name}
      </span>
    </Button>
  );
}
