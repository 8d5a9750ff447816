import { Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import {
  EMAIL_DOMAIN_SETUP_ADVICE,
  EMAIL_DOMAIN_SETUP_LABELS,
  EMAIL_SENDER_MESSAGES,
  type TEmailDomainSetupState,
  type TOfficeProfile,
} from '@portal/contracts';
import { IconExternalLink } from '@tabler/icons-react';
import { AlertMessage } from '../../../components/alert-message';
import { STATUS_PALETTE } from '../../../components/status-colours';
import { useEmailSender } from '../api/get-email-sender';

const SETUP_COLOURS: Record<TEmailDomainSetupState, string> = {
  verified: STATUS_PALETTE.compliant,
  pending: STATUS_PALETTE.approaching,
  notSetUp: STATUS_PALETTE.inactive,
};

function SetupLink({ domain }: { domain: TOfficeProfile['emailDomain'] }) {
  if (!domain.setupUrl) return null;
  return (
    <Anchor href={domain.setupUrl} target="_blank" rel="noopener noreferrer" fz="sm" inline>
      Set up {domain.domain ?? 'your email domain'}{' '}
      <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
    </Anchor>
  );
}

/** Whether the signed-in user may send occupant notices, in the sending rules' words. */
function YourSending({ domain }: { domain: TOfficeProfile['emailDomain'] }) {
  const sender = useEmailSender();
  if (!domain.sendingEnabled) {
    return (
      <AlertMessage variant="warning" title={EMAIL_SENDER_MESSAGES.disabled}>
        {EMAIL_SENDER_MESSAGES.disabledDetail}
      </AlertMessage>
    );
  }
  if (!sender.data) return null;
  if (sender.data.status === 'ready') {
    return (
      <AlertMessage variant="success" title="You can send occupant notices">
        They are sent from {sender.data.fromOptions[0]}.
      </AlertMessage>
    );
  }
  return (
    <AlertMessage variant="warning" title={EMAIL_SENDER_MESSAGES.notSetUp}>
      <Stack gap="xs">
        <Text fz="sm">{EMAIL_SENDER_MESSAGES.notSetUpDetail}</Text>
        <SetupLink domain={domain} />
      </Stack>
    </AlertMessage>
  );
}

/** The agency's email domain: its setup state, what to do next and its verified accounts. */
export function EmailDomain({ domain }: { domain: TOfficeProfile['emailDomain'] }) {
  return (
    <Stack gap="sm" mt="xl" component="section" aria-labelledby="email-domain-title">
      <Group gap="sm">
        <Title order={2} fz="lg" id="email-domain-title">
          Email domain
        </Title>
        <Badge variant="dot" color={SETUP_COLOURS[domain.setupState]}>
          {EMAIL_DOMAIN_SETUP_LABELS[domain.setupState]}
        </Badge>
      </Group>
      <Text fz="sm">
        {domain.domain ? (
          <Text component="span" fw={600} fz="sm">
            {domain.domain}:{' '}
          </Text>
        ) : null}
        {EMAIL_DOMAIN_SETUP_ADVICE[domain.setupState]}
      </Text>
      {domain.setupState !== 'verified' ? <SetupLink domain={domain} /> : null}
      {domain.accounts.length ? (
        <div>
          <Text fz="sm" c="dimmed" id="email-accounts-title">
            Verified accounts
          </Text>
          <List fz="sm" aria-labelledby="email-accounts-title">
            {domain.accounts.map((account) => (
              <List.Item key={account} style={{ overflowWrap: 'anywhere' }}>
                {account}
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
      <YourSending domain={domain} />
    </Stack>
  );
}
