import { emptyListText, NOTES_MAX, servicesForState } from '@portal/contracts';
import { html, type Html } from '../../html';
import type { Viewer } from '../context';
import { CHOICE_LIMIT, type PropertyChoice } from '../queries/job-orders';
import {
  formatAddress,
  legacyPage,
  legacyPath,
  propertyLink,
  serviceList,
  withQuery,
} from './layout';

export interface JobOrderFormState {
  /** The property the order is for, when the link or the form chose one. */
  property: PropertyChoice | null;
  /** Properties matching the search, when none is chosen yet (up to CHOICE_LIMIT + 1). */
  choices: PropertyChoice[];
  search?: string;
  services: string[];
  notes: string;
  errors: { property?: string; services?: string; notes?: string };
}

/** The hidden field a chosen property is posted as: the same names as the link's parameters. */
const propertyField = (property: PropertyChoice) =>
  property.kind === 'managed'
    ? html`<input type="hidden" name="property_id" value="${property.id}" />`
    : html`<input type="hidden" name="agencyPortfolioPropertyId" value="${property.id}" />`;

/** Always present, so a screen reader hears the message the moment it shows. */
const alert = (message: string | null) => html`<div class="alert" role="alert">${message}</div>`;

const fieldError = (id: string, message: string | undefined) =>
  message ? html`<p class="field-error" id="${id}">${message}</p>` : null;

const describedBy = (id: string, message: string | undefined) =>
  message ? html`aria-describedby="${id}" aria-invalid="true"` : null;

function propertyPart(viewer: Viewer, form: JobOrderFormState): Html {
  const error = fieldError('property-error', form.errors.property);
  if (form.property) {
    return html`<fieldset>
      <legend>Property</legend>
      ${propertyField(form.property)}
      <p>
        ${formatAddress(form.property.address)}${
          form.property.kind === 'portfolio' ? ' (serviced by another provider)' : null
        }
      </p>
      <a href="${legacyPath(viewer, '/JobOrders/add')}">Choose a different property</a>
    </fieldset>`;
  }
  const shown = form.choices.slice(0, CHOICE_LIMIT);
  const only = shown.length === 1;
  return html`<fieldset ${describedBy('property-error', form.errors.property)}>
    <legend>Property</legend>
    ${form.search ? html`<input type="hidden" name="search" value="${form.search}" />` : null}
    ${
      shown.length
        ? html`<div class="choices">
            ${shown.map(
              (choice) =>
                html`<label>
                  <input
                    type="radio"
                    name="property_id"
                    value="${choice.id}"
                    required
                    ${only ? html`checked` : null}
                  />
                  <span>${formatAddress(choice.address)}</span>
                </label>`,
            )}
          </div>`
        : html`<p class="muted">
            ${form.search ? emptyListText('properties') : 'Find the property with the search above.'}
          </p>`
    }
    ${
      form.choices.length > CHOICE_LIMIT
        ? html`<p class="muted">Showing the first ${CHOICE_LIMIT} matches: search to narrow.</p>`
        : null
    }
    ${error}
  </fieldset>`;
}

export function jobOrderFormPage(viewer: Viewer, form: JobOrderFormState): string {
  const path = legacyPath(viewer, '/JobOrders/add');
  const hasErrors = Object.values(form.errors).some(Boolean);
  return legacyPage(viewer, {
    title: 'New job order',
    current: 'job-order',
    width: 'wide',
    body: html`<h1>New job order</h1>
      <p class="muted">Ask the provider to attend a property for one or more services.</p>
      ${alert(hasErrors ? 'The job order could not be created: please check the form.' : null)}
      ${
        form.property
          ? null
          : html`<form class="filters" method="get" action="${path}" role="search">
              <div>
                <label for="search">Find the property</label>
                <input
                  id="search"
                  name="search"
                  type="search"
                  value="${form.search ?? ''}"
                  placeholder="Street, suburb or postcode"
                  maxlength="200"
                />
              </div>
              <button type="submit">Search</button>
            </form>`
      }
      <form class="stack" method="post" action="${path}" novalidate>
        ${propertyPart(viewer, form)}
        <fieldset ${describedBy('services-error', form.errors.services)}>
          <legend>Services</legend>
          <div class="choices">
            ${servicesForState(viewer.agencyState).map(
              (service) =>
                html`<label>
                  <input
                    type="checkbox"
                    name="services"
                    value="${service.code}"
                    ${form.services.includes(service.code) ? html`checked` : null}
                  />
                  <span>${service.label}</span>
                </label>`,
            )}
          </div>
          ${fieldError('services-error', form.errors.services)}
        </fieldset>
        <div>
          <label for="notes">Notes</label>
          <textarea
            id="notes"
            name="notes"
            maxlength="${NOTES_MAX}"
            ${describedBy('notes-error', form.errors.notes)}
          >
${form.notes}</textarea>
          <p class="muted">Up to ${NOTES_MAX} characters.</p>
          ${fieldError('notes-error', form.errors.notes)}
        </div>
        <button type="submit">Create job order</button>
      </form>`,
  });
}

export function jobOrderCreatedPage(
  viewer: Viewer,
  order: { id: number; property: PropertyChoice; services: string[] },
): string {
  const address = formatAddress(order.property.address);
  return legacyPage(viewer, {
    title: 'Job order created',
    current: 'job-order',
    width: 'wide',
    body: html`<h1>Job order created</h1>
      <p role="status">
        Job order number <strong>${order.id}</strong> has been sent to the provider.
      </p>
      <dl class="details">
        <dt>Job order number</dt>
        <dd>${order.id}</dd>
        <dt>Property</dt>
        <dd>
          ${
            order.property.kind === 'managed'
              ? propertyLink(viewer, order.property.id, order.property.address)
              : address
          }
        </dd>
        <dt>Services</dt>
        <dd>${serviceList(order.services)}</dd>
      </dl>
      <div class="footer">
        <a href="${viewer.portalHome}">Back to the portal</a>
        <a
          href="${withQuery(
            legacyPath(viewer, '/JobOrders/add'),
            order.property.kind === 'managed'
              ? { property_id: order.property.id }
              : { agencyPortfolioPropertyId: order.property.id },
          )}"
          >Create another job order for this property</a
        >
      </div>`,
  });
}
