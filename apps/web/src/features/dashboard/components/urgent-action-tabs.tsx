import { NEW_MANAGEMENTS_PAGE_SIZE } from '@portal/contracts';
import { useBulkSelection } from '../../../components/bulk/bulk-selection';
import { appPaths } from '../../../lib/paths';
import { useNewManagements } from '../api/get-new-managements';
import { useOverdueInvoices } from '../api/get-overdue-invoices';
import { useUrgentAccessIssues } from '../api/get-urgent-access-issues';
import { useUrgentQuotes } from '../api/get-urgent-quotes';
import { canUploadInvoice, uploadInvoicesToSoftware } from '../../invoices';
import { dismissNewManagements } from '../../new-managements';
import { forwardQuotesToLandlords } from '../../quotes';
import { ResolveFindingsHost } from '../../reported-findings';
import { useUrgentReportedFindings } from '../api/get-urgent-reported-findings';
import { ActionList } from './action-list';
import {
  AccessIssueRow,
  InvoiceRow,
  NewManagementRow,
  QuoteRow,
  ReportedFindingRow,
} from './action-rows';

interface TabProps {
  propertyManagerId: number | null;
  /** How many rows the dashboard's figures promise (undefined until they load). */
  expected?: number;
}

const managerParam = (propertyManagerId: number | null) => ({
  'property-manager': propertyManagerId,
});

export function OverdueInvoicesTab({ propertyManagerId, expected }: TabProps) {
  const query = useOverdueInvoices(propertyManagerId);
  const items = query.data?.items;
  const bulk = useBulkSelection({
    listId: 'overdue-invoices',
    items,
    itemKey: (invoice) => invoice.id,
    itemLabel: (invoice) =>
      `Invoice #${invoice.invoiceNumber}, ${invoice.property.addressLine1}, ${invoice.property.addressLine2}`,
    // Only where some invoice can go to the agency's software (an integrated agency's).
    actions: items?.some(canUploadInvoice) ? [uploadInvoicesToSoftware] : [],
  });
  return (
    <ActionList
      expected={expected}
      label="Overdue invoices"
      intro="These invoices are past their due date. Non-payment may lead to suspension of services."
      query={query}
      bulk={bulk}
      errorTitle="Overdue invoices could not be loaded"
      emptyTitle="No overdue invoices"
      emptyDescription="You are all up to date!"
      itemKey={(invoice) => invoice.id}
      renderItem={(invoice) => <InvoiceRow invoice={invoice} />}
      viewAll={({ items, total }) =>
        total > items.length
          ? {
              label: 'View all overdue invoices',
              to: appPaths.portfolio({
                facet: 'OverdueInvoices',
                ...managerParam(propertyManagerId),
              }),
            }
          : null
      }
    />
  );
}

export function UrgentQuotesTab({ propertyManagerId, expected }: TabProps) {
  const query = useUrgentQuotes(propertyManagerId);
  const bulk = useBulkSelection({
    listId: 'urgent-quotes',
    items: query.data?.items,
    itemKey: (quote) => quote.complianceQuoteId,
    itemLabel: (quote) =>
      `Quote ${quote.quoteNumber}, ${quote.property.addressLine1}, ${quote.property.addressLine2}`,
    actions: [forwardQuotesToLandlords],
  });
  return (
    <ActionList
      expected={expected}
      label="Urgent quotes"
      intro="Quotes for safety, non-compliant or disconnected issues awaiting your approval. Expired or rejected quotes are not shown."
      query={query}
      bulk={bulk}
      errorTitle="Urgent quotes could not be loaded"
      emptyTitle="No urgent quotes"
      itemKey={(quote) => quote.complianceQuoteId}
      renderItem={(quote) => <QuoteRow quote={quote} />}
      viewAll={() => ({
        label: 'View all quotes for review',
        to: appPaths.portfolio({
          facet: ['UrgentQuotes', 'NonUrgentQuotes'],
          ...managerParam(propertyManagerId),
        }),
      })}
    />
  );
}

/** Its count comes from its own list, not the figures: no count to size its placeholders by. */
export function AccessIssuesTab({
  propertyManagerId,
  providerShortName,
}: Omit<TabProps, 'expected'> & { providerShortName: string }) {
  return (
    <ActionList
      label="Properties with access issues"
      intro="Services for these properties are overdue, so resolving their access issues is urgent."
      query={useUrgentAccessIssues(propertyManagerId)}
      errorTitle="Access issues could not be loaded"
      emptyTitle="No properties with access issues"
      itemKey={(item) => item.compliancePropertyId}
      renderItem={(item) => <AccessIssueRow item={item} providerShortName={providerShortName} />}
      viewAll={() => ({
        label: 'View all properties with access issues',
        to: appPaths.actionRequired.accessIssues(managerParam(propertyManagerId)),
      })}
    />
  );
}

export function NewManagementsTab({ propertyManagerId, expected }: TabProps) {
  const query = useNewManagements(propertyManagerId);
  const bulk = useBulkSelection({
    listId: 'new-managements',
    items: query.data?.items,
    itemKey: (item) => item.portfolioPropertyId,
    itemLabel: (item) => item.address,
    actions: [dismissNewManagements],
  });
  return (
    <ActionList
      expected={expected}
      label="New managements"
      rows={NEW_MANAGEMENTS_PAGE_SIZE}
      intro="Arrange compliance checks for new managed properties."
      query={query}
      bulk={bulk}
      errorTitle="New managements could not be loaded"
      emptyTitle="No new managements"
      itemKey={(item) => item.portfolioPropertyId}
      renderItem={(item) => <NewManagementRow item={item} />}
    />
  );
}

export function ReportedFindingsTab({ propertyManagerId, expected }: TabProps) {
  return (
    <ResolveFindingsHost>
      <ActionList
        expected={expected}
        label="Properties with reported findings"
        intro="Resolve reported findings via available quotation or marking as resolved by a third party."
        query={useUrgentReportedFindings(propertyManagerId)}
        errorTitle="Reported findings could not be loaded"
        emptyTitle="No properties with reported findings"
        emptyDescription="You are all up to date!"
        itemKey={(group) => `${group.property.compliancePropertyId}-${group.service.serviceId}`}
        renderItem={(group) => <ReportedFindingRow group={group} />}
        viewAll={({ items, total }) =>
          total > items.length && propertyManagerId === null
            ? {
                label: 'View all properties with urgent reported findings',
                to: appPaths.actionRequired.reportedFindings({ facet: 'ComplianceIssues' }),
              }
            : null
        }
      />
    </ResolveFindingsHost>
  );
}
