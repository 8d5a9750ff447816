import {
  ActionIcon,
  Anchor,
  Box,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { formatPhone, type TPortalConfig } from '@portal/contracts';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
  IconWorld,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './configured-footer.module.css';

const SOCIAL_ICONS = [
  { match: /facebook/i, Icon: IconBrandFacebook },
  { match: /linkedin/i, Icon: IconBrandLinkedin },
  { match: /instagram/i, Icon: IconBrandInstagram },
  { match: /youtube/i, Icon: IconBrandYoutube },
  { match: /twitter|^x$/i, Icon: IconBrandX },
];

const NEW_TAB = ' (opens in a new tab)';

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" fz="sm" c="dimmed">
      {children}
      <VisuallyHidden>{NEW_TAB}</VisuallyHidden>
    </Anchor>
  );
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={2} fz="sm" fw={600}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * Help, policies, social links and licences, from the portal configuration: below the page, and
 * drawn only once the configuration has loaded, so it loads after the page (with the phone-number
 * formatting it alone needs in the signed-in frame).
 */
export function ConfiguredFooter({ config }: { config: TPortalConfig }) {
  const { help } = config;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" mb="lg">
      <Column title="Need help?">
        <ExternalLink href={help.centreUrl}>Help centre</ExternalLink>
        <Text fz="sm" c="dimmed">
          Help phone{' '}
          <Anchor href={`tel:${help.phone.replace(/\s+/g, '')}`} fz="sm" underline="always">
            {formatPhone(help.phone)}
          </Anchor>
        </Text>
        <Text fz="sm" c="dimmed">
          Help email{' '}
          <Anchor
            href={`mailto:${help.email}`}
            fz="sm"
            underline="always"
            className={classes.email}
          >
            {help.email}
          </Anchor>
        </Text>
      </Column>
      {config.policyLinks.length > 0 ? (
        <Column title="Policies">
          {config.policyLinks.map((link) => (
            <ExternalLink key={link.url} href={link.url}>
              {link.label}
            </ExternalLink>
          ))}
        </Column>
      ) : null}
      {config.socialLinks.length > 0 ? (
        <Column title="Follow us">
          <Group gap="xs">
            {config.socialLinks.map((link) => {
              const Icon =
                SOCIAL_ICONS.find((entry) => entry.match.test(link.label))?.Icon ?? IconWorld;
              return (
                <ActionIcon
                  key={link.url}
                  component="a"
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="default"
                  size="lg"
                  aria-label={`${link.label}${NEW_TAB}`}
                >
                  <Icon size={18} stroke={1.6} aria-hidden />
                </ActionIcon>
              );
            })}
          </Group>
        </Column>
      ) : null}
      {config.licences.length > 0 ? (
        <Column title="Licence numbers">
          <Box component="ul" className={classes.licences}>
            {config.licences.map((licence) => (
              <Text component="li" key={licence.state} fz="sm" c="dimmed">
                {licence.state} {licence.number}
              </Text>
            ))}
          </Box>
        </Column>
      ) : null}
    </SimpleGrid>
  );
}
