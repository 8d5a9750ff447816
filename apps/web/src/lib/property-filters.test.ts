import { describe, expect, it } from 'vitest';
import {
  actionFacetOptions,
  parsePropertyFilters,
  withFilterChange,
  withoutFilters,
  withPage,
  type PropertyFilterContext,
} from './property-filters';

const VIC: PropertyFilterContext = { state: 'VIC', problemRegister: false };
const NSW: PropertyFilterContext = { state: 'NSW', problemRegister: false };
const params = (text: string) => new URLSearchParams(text);

describe('parsePropertyFilters', () => {
  it('should give the defaults when the URL has no parameters', () => {
    expect(parsePropertyFilters(params(''), VIC)).toEqual({
      page: 1,
      query: undefined,
      services: [],
      serviceExclusivity: 'Including',
      complianceFacets: [],
      actionFacets: [],
      propertyManagerId: null,
    });
  });

  it('should trim the search and drop it when blank', () => {
    expect(parsePropertyFilters(params('query=%20%20smith%20st%20'), VIC).query).toBe('smith st');
    expect(parsePropertyFilters(params('query=%20%20%20'), VIC).query).toBeUndefined();
  });

  it('should read repeated services and facets once each, split into their groups', () => {
    const filters = parsePropertyFilters(
      params('service=gas&service=smoke&service=gas&facet=OverdueInvoices&facet=Compliant'),
      VIC,
    );
    expect(filters.services).toEqual(['smoke', 'gas']);
    expect(filters.complianceFacets).toEqual(['Compliant']);
    expect(filters.actionFacets).toEqual(['OverdueInvoices']);
  });

  it('should leave out codes that do not apply to the agency when the URL names them', () => {
    const filters = parsePropertyFilters(
      params(
        'service=gas&service=water&service=bogus&facet=GasConfirmationRequired&facet=NewManagements&facet=ReportedFindings&facet=Nope',
      ),
      NSW,
    );
    expect(filters.services).toEqual(['water']);
    expect(filters.complianceFacets).toEqual([]);
    expect(filters.actionFacets).toEqual([]);
    expect(
      parsePropertyFilters(params('facet=GasConfirmationRequired'), VIC).complianceFacets,
    ).toEqual(['GasConfirmationRequired']);
  });

  it('should offer reported-finding facets only when ProblemRegister is on', () => {
    expect(actionFacetOptions(VIC)).not.toContain('ReportedFindings');
    expect(actionFacetOptions({ ...VIC, problemRegister: true })).toContain('ReportedFindings');
    expect(actionFacetOptions(VIC)).not.toContain('NewManagements');
  });

  it.each([
    ['Including', 'Including'],
    ['Only', 'Only'],
    ['Excluding', 'Excluding'],
    ['only', 'Including'],
    ['', 'Including'],
  ])('should read service-exclusivity=%s as %s', (value, expected) => {
    expect(
      parsePropertyFilters(params(`service-exclusivity=${value}`), VIC).serviceExclusivity,
    ).toBe(expected);
  });

  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=abc', 1],
  ])('should read %s as page %i', (text, page) => {
    expect(parsePropertyFilters(params(text), VIC).page).toBe(page);
  });

  it.each([
    ['property-manager=22', 22],
    ['property-manager=all', null],
    ['property-manager=0', null],
    ['property-manager=x', null],
  ])('should read %s as property manager %s', (text, id) => {
    expect(parsePropertyFilters(params(text), VIC).propertyManagerId).toBe(id);
  });
});

describe('withFilterChange', () => {
  it('should reset the page and keep parameters it does not own when a filter changes', () => {
    const url = params('page=4&managed-by=PROVIDER&facet=Compliant');
    const next = withFilterChange(url, parsePropertyFilters(url, VIC), {
      services: ['smoke', 'gas'],
    });
    expect(next.toString()).toBe('managed-by=PROVIDER&service=smoke&service=gas&facet=Compliant');
  });

  it('should remove the search when it is cleared and leave out the default exclusivity', () => {
    const url = params('query=smith&service=smoke&service-exclusivity=Only');
    const filters = parsePropertyFilters(url, VIC);
    expect(withFilterChange(url, filters, { query: undefined }).toString()).toBe(
      'service=smoke&service-exclusivity=Only',
    );
    expect(withFilterChange(url, filters, { serviceExclusivity: 'Including' }).toString()).toBe(
      'query=smith&service=smoke',
    );
  });

  it('should write facets of both groups as repeated parameters', () => {
    const url = params('');
    const next = withFilterChange(url, parsePropertyFilters(url, VIC), {
      complianceFacets: ['Overdue'],
      actionFacets: ['UrgentQuotes', 'NonUrgentQuotes'],
      propertyManagerId: 21,
    });
    expect(next.getAll('facet')).toEqual(['Overdue', 'UrgentQuotes', 'NonUrgentQuotes']);
    expect(next.get('property-manager')).toBe('21');
  });
});

describe('withPage and withoutFilters', () => {
  it('should leave page 1 out of the URL', () => {
    expect(withPage(params('query=a&page=3'), 1).toString()).toBe('query=a');
    expect(withPage(params('query=a'), 2).toString()).toBe('query=a&page=2');
  });

  it('should clear every filter but keep managed-by', () => {
    expect(
      withoutFilters(
        params('managed-by=PROVIDER&query=a&service=smoke&facet=Overdue&property-manager=3&page=2'),
      ).toString(),
    ).toBe('managed-by=PROVIDER');
  });
});
