import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLayout } from '../../../components/page-layout';
import { PageSidebar } from '../../../components/page-sidebar';
import { appPaths } from '../../../lib/paths';
import { SettingsNav } from './settings-nav';

export interface SettingsPageProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/**
 * A settings page: the trail back to Settings, the title, and the settings navigation as the
 * page's sidebar (beside the body from xl, in a drawer below it, as every sidebar).
 */
export function SettingsPage({ title, description, children }: SettingsPageProps) {
  return (
    <PageLayout
      title={title}
      description={description}
      breadcrumbs={[{ label: 'Settings', to: appPaths.settings.root() }, { label: title }]}
      sidebar={
        <PageSidebar title="Settings menu">
          <SettingsNav />
        </PageSidebar>
      }
    >
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        {children}
      </Paper>
    </PageLayout>
  );
}
