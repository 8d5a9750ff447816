import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBook,
  IconDownload,
  IconExternalLink,
  IconHelpCircle,
  IconMessage,
  IconRocket,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePortalConfig } from '../../meta';

function HelpLink({
  href,
  icon,
  children,
}: {
  href: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" fz="sm">
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        {icon}
        {children}
        <IconExternalLink size={12} aria-label="(opens in a new tab)" />
      </span>
    </Anchor>
  );
}

/** Feedback, brochures, getting started and popular help links, from the portal config. */
export function HelpBlock() {
  const links = usePortalConfig().data?.helpLinks;
  if (!links) return null;
  return (
    <Paper component="section" aria-labelledby="help-title" withBorder p="md" radius="md">
      <Title order={2} fz="h4" mb="sm" id="help-title">
        Help and resources
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs">
          <HelpLink href={links.feedbackUrl} icon={<IconMessage size={16} aria-hidden />}>
            Give feedback
          </HelpLink>
          <HelpLink href={links.brochuresUrl} icon={<IconDownload size={16} aria-hidden />}>
            Download brochures
          </HelpLink>
          <HelpLink href={links.gettingStartedUrl} icon={<IconRocket size={16} aria-hidden />}>
            Getting started
          </HelpLink>
        </Stack>
        <Stack gap="xs">
          <Text fz="sm" fw={600}>
            Popular links
          </Text>
          <HelpLink
            href={links.smokeAlarmTroubleshootingUrl}
            icon={<IconBook size={16} aria-hidden />}
          >
            Smoke alarm troubleshooting
          </HelpLink>
          <HelpLink href={links.helpCentreUrl} icon={<IconHelpCircle size={16} aria-hidden />}>
            Help centre
          </HelpLink>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
