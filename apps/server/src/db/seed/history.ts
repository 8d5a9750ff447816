import { auditLog } from '../schema/index';
import type { AgencyContext, SeededProperty } from './context';
import { insertRows } from './util';

/** What the demo's property histories are made of, in the order they happened. */
const STORY: readonly { action: string; daysAgo: number; when?: (p: SeededProperty) => boolean }[] =
  [
    { action: 'tenancy.add', daysAgo: 420, when: (p) => p.occupants.length > 0 },
    { action: 'property.update', daysAgo: 300 },
    { action: 'job-order.create', daysAgo: 240 },
    { action: 'booking.create', daysAgo: 210 },
    { action: 'finding.report', daysAgo: 180 },
    { action: 'quote.approve', daysAgo: 150 },
    { action: 'invoice.forward', daysAgo: 120 },
    { action: 'document.upload', daysAgo: 90 },
    { action: 'notice.create', daysAgo: 60 },
    { action: 'tenancy.renew', daysAgo: 45, when: (p) => p.occupants.length > 0 },
    { action: 'property.update', daysAgo: 20 },
    { action: 'notice.resolve', daysAgo: 7 },
  ];

/**
 * Each demo property's history (the audit log's entries about it), so its History tab has
 * something to show: a share of the story above, done by the agency's users, now and then by a
 * provider's staff member viewing the portal as one of them. Uses no random numbers, so the rest
 * of the demo is the same with or without it.
 */
export async function seedPropertyHistory(ctx: AgencyContext, props: SeededProperty[]) {
  const staff = ctx.shared.userIds.get('demo.staff') ?? null;
  const members = ctx.memberUserIds;
  const rows = props.flatMap((property) =>
    STORY.filter(
      (step, s) => (step.when?.(property) ?? true) && (property.index + s) % 3 !== 0,
    ).map((step, s) => {
      const actor = members[(property.index + s) % members.length] ?? null;
      const viewedAs = staff !== null && (property.index + s) % 7 === 0;
      return {
        agencyId: ctx.agencyId,
        actorUserId: actor,
        impersonatorUserId: viewedAs ? staff : null,
        action: step.action,
        target: `property:${property.id}`,
        propertyId: property.id,
        detail: { via: 'demo' },
        at: ctx.clock.at(-step.daysAgo + ((property.index * 37 + s * 11) % 100) / 100),
      };
    }),
  );
  await insertRows(ctx.tx, auditLog, rows);
}
