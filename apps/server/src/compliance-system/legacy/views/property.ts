import {
  complianceStatusLabels,
  emptyListText,
  formatDate,
  keyAvailabilityLabels,
  keyPickupText,
  propertyFlagLabels,
  SERVICES_IN_DISPLAY_ORDER,
  serviceStatusLabels,
} from '@portal/contracts';
import { html, type Html } from '../../html';
import type { Viewer } from '../context';
import type { PropertyDetails } from '../queries/property';
import {
  badge,
  dataTable,
  formatAddress,
  labelFor,
  legacyPage,
  legacyPath,
  serviceLabel,
  withQuery,
  type Tone,
} from './layout';

const COMPLIANCE_TONES: Record<string, Tone> = {
  COMPLIANT: 'good',
  NON_COMPLIANT: 'bad',
  OVERDUE: 'bad',
  APPROACHING_NEXT_SERVICE: 'warn',
};

const SERVICE_TONES: Record<string, Tone> = {
  COMPLIANT: 'good',
  OVERDUE: 'bad',
  UPDATES_REQUIRED: 'bad',
  AWAITING_QUOTATION_APPROVAL: 'warn',
  APPROACHING_NEXT_SERVICE: 'warn',
  ON_HOLD: 'warn',
};

const displayOrder = (code: string) =>
  SERVICES_IN_DISPLAY_ORDER.findIndex((service) => service.code === code);

type Service = PropertyDetails['services'][number];

function tenancySummary(p: PropertyDetails): Html {
  const current = p.currentTenancy;
  return html`<dl class="details">
    ${
      current
        ? html`<dt>Current tenancy</dt>
            <dd>
              ${formatDate(current.startDate)} –
              ${current.endDate ? formatDate(current.endDate) : 'periodic'}
            </dd>
            ${
              current.vacateDate
                ? html`<dt>Vacating</dt>
                    <dd>${formatDate(current.vacateDate)}</dd>`
                : null
            }
            <dt>Occupants</dt>
            <dd>${current.occupants.length ? current.occupants.join(', ') : 'None recorded'}</dd>`
        : html`<dt>Current tenancy</dt>
            <dd>There is no current tenancy for this property</dd>`
    }
    ${
      p.isVacant
        ? html`<dt>Occupancy</dt>
            <dd>This property is currently unoccupied</dd>`
        : null
    }
    ${
      p.upcomingTenancyStart
        ? html`<dt>Next tenancy starts</dt>
            <dd>${formatDate(p.upcomingTenancyStart)}</dd>`
        : null
    }
  </dl>`;
}

function keys(p: PropertyDetails): Html {
  const onsite = labelFor(keyAvailabilityLabels, p.onsiteAvailability);
  return html`<dl class="details">
    <dt>Agency key</dt>
    <dd>
      ${
        p.isKeyAvailable
          ? `Available${p.keyNumber ? `, key number ${p.keyNumber}` : ''}`
          : 'Not available'
      }
      ${p.keyLocationName ? ` (collect from ${p.keyLocationName})` : null}
    </dd>
    <dt>Onsite key</dt>
    <dd>
      ${onsite}${
        p.onsiteAvailability === 'TEMPORARY' && p.temporaryKeyExpirationDate
          ? ` until ${formatDate(p.temporaryKeyExpirationDate)}`
          : null
      }
    </dd>
    <dt>Next key pickup</dt>
    <dd>${p.nextKeyPickup ? keyPickupText(p.nextKeyPickup) : 'None scheduled'}</dd>
  </dl>`;
}

export function propertyPage(viewer: Viewer, p: PropertyDetails): string {
  const address = formatAddress(p.address);
  const flags = p.flags.map((flag) => labelFor(propertyFlagLabels, flag));
  const services = [...p.services].sort(
    (a, b) => displayOrder(a.serviceCode) - displayOrder(b.serviceCode),
  );
  return legacyPage(viewer, {
    title: address,
    current: 'property',
    body: html`<h1>${address}</h1>
      <p>
        ${badge(
          labelFor(complianceStatusLabels, p.complianceStatus),
          COMPLIANCE_TONES[p.complianceStatus],
        )}
        ${flags.map((flag) => html` ${badge(flag)}`)}
      </p>
      ${
        p.isManaged
          ? null
          : html`<p class="alert">
              This property has been cancelled. Please contact the provider for further assistance.
            </p>`
      }
      <dl class="details">
        <dt>Address</dt>
        <dd>${address}</dd>
        <dt>Property manager</dt>
        <dd>
          ${
            p.manager
              ? html`${p.manager.name}${p.manager.email ? html` · ${p.manager.email}` : null}`
              : 'Not assigned'
          }
        </dd>
        <dt>Last service</dt>
        <dd>${formatDate(p.lastServiceDate) || '—'}</dd>
        <dt>Next service due</dt>
        <dd>${formatDate(p.nextServiceDue) || '—'}</dd>
      </dl>
      <h2>Services</h2>
      ${
        services.length
          ? dataTable<Service>(
              'Services of the property',
              [
                { header: 'Service', cell: (s) => serviceLabel(s.serviceCode) },
                {
                  header: 'Status',
                  cell: (s) =>
                    badge(labelFor(serviceStatusLabels, s.status), SERVICE_TONES[s.status]),
                },
                {
                  header: 'Last service',
                  cell: (s) => formatDate(s.lastServiceDate) || '—',
                  kind: 'nowrap',
                },
                {
                  header: 'Next due',
                  cell: (s) => formatDate(s.nextDueDate) || '—',
                  kind: 'nowrap',
                },
                {
                  header: 'On hold until',
                  cell: (s) => formatDate(s.onHoldUntil) || '—',
                  kind: 'nowrap',
                },
              ],
              services,
            )
          : html`<p class="empty">${emptyListText('services')}</p>`
      }
      <h2>Tenancy</h2>
      ${tenancySummary(p)}
      <h2>Keys</h2>
      ${keys(p)}
      <div class="footer">
        <a href="${withQuery(legacyPath(viewer, '/Notices/view'), { search: address })}"
          >Notices for this property</a
        >
        <a href="${withQuery(legacyPath(viewer, '/JobOrders/add'), { property_id: p.id })}"
          >Create a job order</a
        >
      </div>`,
  });
}
