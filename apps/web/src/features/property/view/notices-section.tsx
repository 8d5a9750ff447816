import { Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { emptyListText, formatDate, noticeTypeLabels, serviceLabels } from '@portal/contracts';
import { useState } from 'react';
import { usePropertyNotices } from './api/get-property-lists';
import { NoticeActions } from '../notices/notice-actions';
import { QueryBody } from './query-body';
import { SectionCard } from './section-card';

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
