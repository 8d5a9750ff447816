import { relations } from 'drizzle-orm';
import {
  accessIssueBlockedMethods,
  accessIssueCases,
  accessIssueProblemSets,
  accessIssueSuggestedActions,
} from './access-issues';
import { agencies, integrations, keyLocations, propertyManagers } from './agencies';
import { sessions } from './auth';
import { bookings } from './bookings';
import { documents } from './documents';
import { entryMethodPreferences } from './entry-preferences';
import { cancellationRequests, holdRequests } from './hold-cancellation';
import { invoiceItems, invoices } from './invoices';
import { agencyMemberships, userSettings } from './memberships';
import { notices } from './notices';
import { jobOrders, newManagements, nonManagedProperties } from './portfolio';
import { appliances, properties, propertyServices } from './properties';
import { quoteItems, quotes } from './quotes';
import { cancellationReasons, servicingCategories, suburbs } from './reference';
import { reportedFindings } from './reported-findings';
import { contactNumbers, contacts, occupants, tenancies } from './tenancies';
import { userExperiments, users } from './users';

// For db.query (relational queries). Joins follow `id`, which is unique across agencies; the
// same-agency foreign keys in the tables guarantee both ends belong to one agency.

export const agenciesRelations = relations(agencies, ({ one, many }) => ({
  defaultPropertyManager: one(propertyManagers, {
    fields: [agencies.defaultPropertyManagerId],
    references: [propertyManagers.id],
  }),
  propertyManagers: many(propertyManagers, { relationName: 'agencyPropertyManagers' }),
  integrations: many(integrations),
  keyLocations: many(keyLocations),
  memberships: many(agencyMemberships),
  properties: many(properties),
}));

export const usersRelations = relations(users, ({ many }) => ({
  memberships: many(agencyMemberships),
  experiments: many(userExperiments),
  settings: many(userSettings),
}));

export const userExperimentsRelations = relations(userExperiments, ({ one }) => ({
  user: one(users, { fields: [userExperiments.userId], references: [users.id] }),
}));

export const agencyMembershipsRelations = relations(agencyMemberships, ({ one }) => ({
  user: one(users, { fields: [agencyMemberships.userId], references: [users.id] }),
  agency: one(agencies, { fields: [agencyMemberships.agencyId], references: [agencies.id] }),
  propertyManager: one(propertyManagers, {
    fields: [agencyMemberships.propertyManagerId],
    references: [propertyManagers.id],
  }),
}));

export const userSettingsRelations = relations(userSettings, ({ one }) => ({
  user: one(users, { fields: [userSettings.userId], references: [users.id] }),
  agency: one(agencies, { fields: [userSettings.agencyId], references: [agencies.id] }),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
  agency: one(agencies, { fields: [sessions.agencyId], references: [agencies.id] }),
  impersonator: one(users, { fields: [sessions.impersonatorUserId], references: [users.id] }),
}));

export const propertyManagersRelations = relations(propertyManagers, ({ one, many }) => ({
  agency: one(agencies, {
    fields: [propertyManagers.agencyId],
    references: [agencies.id],
    relationName: 'agencyPropertyManagers',
  }),
  user: one(users, { fields: [propertyManagers.userId], references: [users.id] }),
  properties: many(properties),
}));

export const integrationsRelations = relations(integrations, ({ one }) => ({
  agency: one(agencies, { fields: [integrations.agencyId], references: [agencies.id] }),
}));

export const keyLocationsRelations = relations(keyLocations, ({ one }) => ({
  agency: one(agencies, { fields: [keyLocations.agencyId], references: [agencies.id] }),
}));

export const propertiesRelations = relations(properties, ({ one, many }) => ({
  agency: one(agencies, { fields: [properties.agencyId], references: [agencies.id] }),
  propertyManager: one(propertyManagers, {
    fields: [properties.propertyManagerId],
    references: [propertyManagers.id],
  }),
  keyLocation: one(keyLocations, {
    fields: [properties.keyLocationId],
    references: [keyLocations.id],
  }),
  services: many(propertyServices),
  tenancies: many(tenancies),
  contacts: many(contacts),
  notices: many(notices),
  accessIssueCases: many(accessIssueCases),
  entryMethodPreferences: many(entryMethodPreferences),
  quotes: many(quotes),
  invoices: many(invoices),
  reportedFindings: many(reportedFindings),
  appliances: many(appliances),
  documents: many(documents),
  bookings: many(bookings),
  holdRequests: many(holdRequests),
  cancellationRequests: many(cancellationRequests),
}));

export const propertyServicesRelations = relations(propertyServices, ({ one }) => ({
  property: one(properties, {
    fields: [propertyServices.propertyId],
    references: [properties.id],
  }),
}));

export const appliancesRelations = relations(appliances, ({ one }) => ({
  property: one(properties, { fields: [appliances.propertyId], references: [properties.id] }),
}));

export const tenanciesRelations = relations(tenancies, ({ one, many }) => ({
  property: one(properties, { fields: [tenancies.propertyId], references: [properties.id] }),
  occupants: many(occupants),
}));

export const occupantsRelations = relations(occupants, ({ one, many }) => ({
  tenancy: one(tenancies, { fields: [occupants.tenancyId], references: [tenancies.id] }),
  contactNumbers: many(contactNumbers),
}));

export const contactsRelations = relations(contacts, ({ one, many }) => ({
  property: one(properties, { fields: [contacts.propertyId], references: [properties.id] }),
  suburb: one(suburbs, { fields: [contacts.suburbId], references: [suburbs.id] }),
  contactNumbers: many(contactNumbers),
}));

export const contactNumbersRelations = relations(contactNumbers, ({ one }) => ({
  occupant: one(occupants, { fields: [contactNumbers.occupantId], references: [occupants.id] }),
  contact: one(contacts, { fields: [contactNumbers.contactId], references: [contacts.id] }),
}));

export const noticesRelations = relations(notices, ({ one }) => ({
  property: one(properties, { fields: [notices.propertyId], references: [properties.id] }),
}));

export const accessIssueCasesRelations = relations(accessIssueCases, ({ one, many }) => ({
  property: one(properties, {
    fields: [accessIssueCases.propertyId],
    references: [properties.id],
  }),
  notice: one(notices, { fields: [accessIssueCases.noticeId], references: [notices.id] }),
  blockedMethods: many(accessIssueBlockedMethods),
}));

export const accessIssueBlockedMethodsRelations = relations(
  accessIssueBlockedMethods,
  ({ one, many }) => ({
    case: one(accessIssueCases, {
      fields: [accessIssueBlockedMethods.caseId],
      references: [accessIssueCases.id],
    }),
    problemSets: many(accessIssueProblemSets),
  }),
);

export const accessIssueProblemSetsRelations = relations(
  accessIssueProblemSets,
  ({ one, many }) => ({
    blockedMethod: one(accessIssueBlockedMethods, {
      fields: [accessIssueProblemSets.blockedMethodId],
      references: [accessIssueBlockedMethods.id],
    }),
    suggestedActions: many(accessIssueSuggestedActions),
  }),
);

export const accessIssueSuggestedActionsRelations = relations(
  accessIssueSuggestedActions,
  ({ one }) => ({
    problemSet: one(accessIssueProblemSets, {
      fields: [accessIssueSuggestedActions.problemSetId],
      references: [accessIssueProblemSets.id],
    }),
  }),
);

export const entryMethodPreferencesRelations = relations(entryMethodPreferences, ({ one }) => ({
  property: one(properties, {
    fields: [entryMethodPreferences.propertyId],
    references: [properties.id],
  }),
}));

export const quotesRelations = relations(quotes, ({ one, many }) => ({
  property: one(properties, { fields: [quotes.propertyId], references: [properties.id] }),
  items: many(quoteItems),
  reportedFindings: many(reportedFindings),
}));

export const quoteItemsRelations = relations(quoteItems, ({ one }) => ({
  quote: one(quotes, { fields: [quoteItems.quoteId], references: [quotes.id] }),
}));

export const invoicesRelations = relations(invoices, ({ one, many }) => ({
  property: one(properties, { fields: [invoices.propertyId], references: [properties.id] }),
  items: many(invoiceItems),
}));

export const invoiceItemsRelations = relations(invoiceItems, ({ one }) => ({
  invoice: one(invoices, { fields: [invoiceItems.invoiceId], references: [invoices.id] }),
}));

export const reportedFindingsRelations = relations(reportedFindings, ({ one }) => ({
  property: one(properties, {
    fields: [reportedFindings.propertyId],
    references: [properties.id],
  }),
  servicingCategory: one(servicingCategories, {
    fields: [reportedFindings.servicingCategoryId],
    references: [servicingCategories.id],
  }),
  appliance: one(appliances, {
    fields: [reportedFindings.applianceId],
    references: [appliances.id],
  }),
  quotation: one(quotes, { fields: [reportedFindings.quotationId], references: [quotes.id] }),
}));

export const documentsRelations = relations(documents, ({ one }) => ({
  property: one(properties, { fields: [documents.propertyId], references: [properties.id] }),
  nonManagedProperty: one(nonManagedProperties, {
    fields: [documents.nonManagedPropertyId],
    references: [nonManagedProperties.id],
  }),
}));

export const bookingsRelations = relations(bookings, ({ one }) => ({
  property: one(properties, { fields: [bookings.propertyId], references: [properties.id] }),
}));

export const holdRequestsRelations = relations(holdRequests, ({ one }) => ({
  property: one(properties, { fields: [holdRequests.propertyId], references: [properties.id] }),
}));

export const cancellationRequestsRelations = relations(cancellationRequests, ({ one }) => ({
  property: one(properties, {
    fields: [cancellationRequests.propertyId],
    references: [properties.id],
  }),
  reason: one(cancellationReasons, {
    fields: [cancellationRequests.cancellationReasonId],
    references: [cancellationReasons.id],
  }),
}));

export const cancellationReasonsRelations = relations(cancellationReasons, ({ one, many }) => ({
  parent: one(cancellationReasons, {
    fields: [cancellationReasons.parentId],
    references: [cancellationReasons.id],
    relationName: 'cancellationReasonChildren',
  }),
  children: many(cancellationReasons, { relationName: 'cancellationReasonChildren' }),
}));

export const nonManagedPropertiesRelations = relations(nonManagedProperties, ({ one, many }) => ({
  propertyManager: one(propertyManagers, {
    fields: [nonManagedProperties.propertyManagerId],
    references: [propertyManagers.id],
  }),
  documents: many(documents),
}));

export const newManagementsRelations = relations(newManagements, ({ one }) => ({
  portfolioProperty: one(nonManagedProperties, {
    fields: [newManagements.portfolioPropertyId],
    references: [nonManagedProperties.id],
  }),
  integration: one(integrations, {
    fields: [newManagements.integrationId],
    references: [integrations.id],
  }),
}));

export const jobOrdersRelations = relations(jobOrders, ({ one }) => ({
  property: one(properties, { fields: [jobOrders.propertyId], references: [properties.id] }),
  nonManagedProperty: one(nonManagedProperties, {
    fields: [jobOrders.nonManagedPropertyId],
    references: [nonManagedProperties.id],
  }),
}));
