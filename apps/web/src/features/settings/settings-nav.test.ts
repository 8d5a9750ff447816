import { describe, expect, it } from 'vitest';
import { visibleSettingsSections } from './settings-nav';

const labels = (isMaster: boolean, experiments: Record<string, boolean>) =>
  visibleSettingsSections(isMaster, experiments).flatMap((section) =>
    section.links.map((link) => link.label),
  );

describe('visibleSettingsSections', () => {
  it('should list the entry method preferences only when the AgencyEntryMethod experiment is on', () => {
    expect(labels(true, { AgencyEntryMethod: true })).toContain('Entry method preferences');
    expect(labels(true, { AgencyEntryMethod: false })).not.toContain('Entry method preferences');
    expect(labels(true, {})).not.toContain('Entry method preferences');
  });

  it('should list Manage users only for a master user', () => {
    expect(labels(true, {})).toContain('Manage users');
    expect(labels(false, {})).not.toContain('Manage users');
    expect(labels(false, {})).toContain('Notification preferences');
  });
});
