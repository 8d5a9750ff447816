import { Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { noticeTypeLabels, type TPropertyNotice } from '@portal/contracts';
import { useId } from 'react';
import { usePortalConfig } from '../../meta';
import { ResolveNoticeButton } from './resolve-notice-button';
import { SendNotificationButton } from './send-notification-button';

/** A button that cannot be used, focusable so its reason (`whyId`) is reached from the keyboard. */
function BlockedButton({
  label,
  text,
  why,
  whyId,
}: {
  label: string;
  text: string;
  why: string;
  whyId: string;
}) {
  return (
    <Tooltip label={why} withArrow>
      <Button
        size="xs"
        variant="default"
        data-disabled
        aria-disabled
        aria-label={label}
        aria-describedby={whyId}
        onClick={(event) => event.preventDefault()}
      >
        {text}
      </Button>
    </Tooltip>
  );
}

/**
 * What may be done with an active notice of the property: 'Resolve' and 'Send notification and
 * resolve'. Notices only the provider may resolve (isContactDiRequired) keep both disabled,
 * saying why once.
 */
export function NoticeActions({
  propertyId,
  notice,
}: {
  propertyId: number;
  notice: TPropertyNotice;
}) {
  const whyId = useId();
  const provider = usePortalConfig().data?.provider.name ?? 'the provider';
  const type = noticeTypeLabels[notice.noticeType];
  if (!notice.isContactDiRequired) {
    return (
      <Group gap="xs">
        <ResolveNoticeButton propertyId={propertyId} notice={notice} />
        <SendNotificationButton propertyId={propertyId} notice={notice} />
      </Group>
    );
  }
  const why = `Only ${provider} can resolve this notice: please contact them.`;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <BlockedButton label={`Resolve ${type} notice`} text="Resolve" why={why} whyId={whyId} />
        <BlockedButton
          label={`Send notification and resolve ${type} notice`}
          text="Send notification and resolve"
          why={why}
          whyId={whyId}
        />
      </Group>
      <Text id={whyId} fz="xs" c="dimmed">
        {why}
      </Text>
    </Stack>
  );
}
