import {
  formatLongDate,
  formatTime,
  keyMovementLabels,
  keyPickupStatusLabels,
  type TKeyPickupStatus,
} from '@portal/contracts';
import { html, type Html } from '../../html';
import type { Viewer } from '../context';
import type { KeyPickupRow } from '../queries/key-pickups';
import {
  badge,
  dataTable,
  formatAddress,
  legacyPage,
  legacyPath,
  propertyLink,
  type Tone,
} from './layout';

const STATUS_TONES: Record<TKeyPickupStatus, Tone> = {
  REQUESTED: 'warn',
  CONFIRMED: 'good',
  CANCELLED: 'bad',
  PICKED_UP: 'neutral',
  RETURNED: 'neutral',
};

/** What the agency did, or why it could not: shown above the schedule after a post. */
export type KeyPickupOutcome =
  | { kind: 'confirmed' | 'cancelled'; pickup: KeyPickupRow }
  | { kind: 'refused'; pickup: KeyPickupRow };

/** A pickup the agency can still confirm (requested) or cancel (requested or confirmed). */
export const canConfirm = (p: KeyPickupRow) => p.kind === 'PICKUP' && p.status === 'REQUESTED';
export const canCancel = (p: KeyPickupRow) =>
  p.kind === 'PICKUP' && (p.status === 'REQUESTED' || p.status === 'CONFIRMED');

const window = (p: KeyPickupRow) =>
  `${formatTime(`${p.date}T${p.timeFrom}`)} – ${formatTime(`${p.date}T${p.timeTo}`)}`;

const pickupPath = (viewer: Viewer, p: KeyPickupRow) =>
  legacyPath(viewer, `/Keys/keyPickups/${p.id}`);

/** Why a pickup can no longer be confirmed or cancelled, in the agency's words. */
function refusalText(p: KeyPickupRow): string {
  if (p.kind === 'RETURN')
    return 'Key returns are arranged by the technician: only pickups can be confirmed or cancelled.';
  return `This key pickup is already ${keyPickupStatusLabels[p.status].toLowerCase()}, so it can no longer be confirmed or cancelled.`;
}

function outcomeMessage(outcome: KeyPickupOutcome | undefined): Html | null {
  if (!outcome) return null;
  const where = formatAddress(outcome.pickup.address);
  if (outcome.kind === 'refused') {
    return html`<div class="alert" role="alert">${refusalText(outcome.pickup)}</div>`;
  }
  return html`<p class="success" role="status">
    Key pickup at ${where} on ${formatLongDate(outcome.pickup.date)} ${outcome.kind}.
  </p>`;
}

function actions(viewer: Viewer, p: KeyPickupRow): Html | string {
  if (!canCancel(p)) return '—';
  return html`<div class="actions">
    ${
      canConfirm(p)
        ? html`<form method="post" action="${pickupPath(viewer, p)}">
            <button type="submit" name="action" value="confirm">Confirm pickup</button>
          </form>`
        : null
    }
    <a class="button secondary" href="${pickupPath(viewer, p)}/cancel">Cancel pickup</a>
  </div>`;
}

function days(from: string, count: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, n) =>
    new Date(start + n * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The rolling schedule of key pickups and returns, day by day from the agency's today. */
export function keySchedule(
  viewer: Viewer,
  rows: readonly KeyPickupRow[],
  today: string,
  dayCount: number,
  outcome?: KeyPickupOutcome,
): Html {
  return html`<h2 id="key-schedule">Key pickups and returns: the next ${dayCount} days</h2>
    ${outcomeMessage(outcome)}
    ${days(today, dayCount).map((day) => {
      const ofDay = rows.filter((r) => r.date === day);
      return html`<h3>${formatLongDate(day)}</h3>
        ${
          ofDay.length === 0
            ? html`<p class="muted">No key pickups or returns.</p>`
            : dataTable(
                `Key pickups and returns on ${formatLongDate(day)}`,
                [
                  {
                    header: 'Property',
                    cell: (r) => propertyLink(viewer, r.propertyId, r.address),
                    kind: 'address',
                  },
                  { header: 'Type', cell: (r) => keyMovementLabels[r.kind] },
                  { header: 'Time', cell: window, kind: 'nowrap' },
                  {
                    header: 'Booking',
                    cell: (r) => (r.bookingId ? `#${r.bookingId}` : '—'),
                    kind: 'nowrap',
                  },
                  {
                    header: 'Status',
                    cell: (r) => badge(keyPickupStatusLabels[r.status], STATUS_TONES[r.status]),
                  },
                  { header: 'Action', cell: (r) => actions(viewer, r) },
                ],
                ofDay,
              )
        }`;
    })}`;
}

/** Asks before a pickup is cancelled; the cancel itself is the form's post. */
export function cancelKeyPickupPage(viewer: Viewer, p: KeyPickupRow): string {
  const back = `${legacyPath(viewer, '/Keys/keyManagement')}#key-schedule`;
  return legacyPage(viewer, {
    title: 'Cancel key pickup',
    current: 'keys',
    body: html`<h1>Cancel key pickup</h1>
      ${
        canCancel(p)
          ? html`<p>
                Cancel the key pickup at <strong>${formatAddress(p.address)}</strong> on
                ${formatLongDate(p.date)}, ${window(p)}? The technician will not collect the key.
              </p>
              <form method="post" action="${pickupPath(viewer, p)}">
                <div class="actions">
                  <button type="submit" name="action" value="cancel">Yes, cancel the pickup</button>
                  <a class="button secondary" href="${back}">Keep the pickup</a>
                </div>
              </form>`
          : html`<div class="alert" role="alert">${refusalText(p)}</div>
              <p><a href="${back}">Back to key management</a></p>`
      }`,
  });
}
