import { Table, Text } from '@mantine/core';
import type { TPortfolioItem, TPropertySort, TService } from '@portal/contracts';
import { SERVICE_ICONS } from '../../../components/service-icon-tiles';
import { SortableHeader } from '../../../components/sortable-header';
import { ComplianceSummary, serviceOf, ServiceStatus } from '../../../components/property-status';
import classes from './portfolio.module.css';
import { PropertyAddress } from '../../../components/property-link';

export interface PortfolioListProps {
  items: readonly TPortfolioItem[];
  /** The agency's services, in display order: one column (or line) each. */
  services: readonly TService[];
}

export interface PortfolioTableProps extends PortfolioListProps {
  /** The list's order, which the Address and Compliance headers change. */
  sort: TPropertySort;
  onSort: (sort: TPropertySort) => void;
}

/** Wide screens: one row per property, a column per service; the whole row opens it. */
export function PortfolioTable({ items, services, sort, onSort }: PortfolioTableProps) {
  return (
    <Table
      aria-label="Properties"
      verticalSpacing="sm"
      horizontalSpacing="xs"
      highlightOnHover
      stickyHeader
      stickyHeaderOffset="var(--app-shell-header-offset, 0rem)"
    >
      <Table.Thead>
        <Table.Tr>
          <SortableHeader column="address" sort={sort} onSort={onSort}>
            Address
          </SortableHeader>
          <Table.Th className={classes.manager}>Property manager</Table.Th>
          {services.map((service) => {
            const Glyph = SERVICE_ICONS[service.code];
            return (
              <Table.Th key={service.code}>
                <span className={classes.serviceHead}>
                  <Glyph size={16} stroke={1.7} aria-hidden />
                  {service.label}
                </span>
              </Table.Th>
            );
          })}
          <SortableHeader
            column="status"
            sort={sort}
            onSort={onSort}
            className={classes.compliance}
          >
            Compliance
          </SortableHeader>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.compliancePropertyId} className={classes.row}>
            <Table.Td className={classes.address}>
              <PropertyAddress property={item} propertyId={item.compliancePropertyId} stretched />
            </Table.Td>
            <Table.Td>
              <Text fz="sm">{item.propertyManager?.name ?? '—'}</Text>
            </Table.Td>
            {services.map((service) => (
              <Table.Td key={service.code}>
                <ServiceStatus service={serviceOf(item, service.code)} />
              </Table.Td>
            ))}
            <Table.Td className={classes.compliance}>
              <ComplianceSummary item={item} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
