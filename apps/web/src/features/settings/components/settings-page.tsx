import type { ReactNode } from 'react';
import { PageLayout } from '../../../components/page-layout';
import { appPaths } from '../../../lib/paths';

export interface SettingsPageProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** A settings page's title block, with the trail back to Settings. */
export function SettingsPage({ title, description, children }: SettingsPageProps) {
  return (
    <PageLayout
      title={title}
      description={description}
      breadcrumbs={[{ label: 'Settings', to: appPaths.settings.root() }, { label: title }]}
    >
      {children}
    </PageLayout>
  );
}
