import {
  complianceStatusLabels,
  invoiceCalls,
  portfolioCalls,
  quotationStatusLabels,
  quoteCalls,
  updateCalls,
  type TList,
  type TPortfolioItem,
  type TQuoteView,
  type TInvoice,
  type TUpdateSummaryItem,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, demoApp, type DemoApp } from '../../../test/demo-app';

// The lists' orders (`sort`), on a demo database of their own: the address order is checked on
// properties given the addresses people write.

/** Address lines in the order a person reads them: street, number as a number, unit. */
const READ_ORDER = [
  '2 Zephyr Street',
  '10 Zephyr Street',
  '1/10 Zephyr Street',
  'Unit 2, 10 Zephyr Street',
  '12/10 Zephyr Street',
  '10A Zephyr Street',
  '101 Zephyr Street',
  '3 Zephyrine Road',
];

describe('the lists’ sort orders', () => {
  let h: DemoApp;
  let master: string;
  let placed: { id: number; line: string }[];

  const portfolio = async (query: Record<string, unknown>) =>
    dataOf<TList<TPortfolioItem>>(await h.call(portfolioCalls.list, { query }, master));
  const lines = (items: TPortfolioItem[]) => items.map((item) => item.addressLine1);

  beforeAll(async () => {
    h = await demoApp('sorting');
    master = await h.signIn('demo.master');
    // Shuffled on purpose: the ids must not already be in the read order.
    const rows = await h.rows<{ id: number }>(
      `select id from properties where agency_id = $1 and is_managed order by id limit $2`,
      [h.ids.VIC, READ_ORDER.length],
    );
    const shuffled = [...READ_ORDER].reverse();
    placed = rows.map((row, i) => ({ id: row.id, line: shuffled[i]! }));
    for (const { id, line } of placed) {
      await h.rows('update properties set address_line1 = $2 where id = $1', [id, line]);
    }
  });
  afterAll(() => h.close());

  it('should list addresses by street, then number as a number, then unit when sorted by address', async () => {
    expect(lines((await portfolio({ query: 'zephyr' })).items)).toEqual(READ_ORDER);
    expect(lines((await portfolio({ query: 'zephyr', sort: 'address' })).items)).toEqual(
      READ_ORDER,
    );
  });

  it('should list the exact reverse when sorted by -address', async () => {
    expect(lines((await portfolio({ query: 'zephyr', sort: '-address' })).items)).toEqual(
      [...READ_ORDER].reverse(),
    );
  });

  it('should page the address order without overlap when read page by page', async () => {
    const pages = [1, 2, 3].map((page) => portfolio({ query: 'zephyr', 'page-size': 3, page }));
    const read = (await Promise.all(pages)).flatMap((data) => lines(data.items));
    expect(read).toEqual(READ_ORDER);
  });

  it('should list by next service due, soonest first and none last, then address when sorted by due-date', async () => {
    const expected = await h.rows<{ id: number }>(
      `select id from properties where agency_id = $1 and is_managed
        order by next_service_due asc nulls last, address_sort, id limit 40`,
      [h.ids.VIC],
    );
    const data = await portfolio({ sort: 'due-date', 'page-size': 40 });
    expect(data.items.map((item) => item.compliancePropertyId)).toEqual(
      expected.map((row) => row.id),
    );
    const last = await portfolio({ sort: '-due-date', 'page-size': 40 });
    const reversed = await h.rows<{ id: number }>(
      `select id from properties where agency_id = $1 and is_managed
        order by next_service_due desc nulls first, address_sort desc, id desc limit 40`,
      [h.ids.VIC],
    );
    expect(last.items.map((item) => item.compliancePropertyId)).toEqual(
      reversed.map((row) => row.id),
    );
  });

  it('should list by the compliance status’s label A to Z when sorted by status', async () => {
    const data = await portfolio({ sort: 'status', 'page-size': 100 });
    const labels = data.items.map((item) => complianceStatusLabels[item.complianceStatus]);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
    const reversed = await portfolio({ sort: '-status', 'page-size': 100 });
    const last = reversed.items.map((item) => complianceStatusLabels[item.complianceStatus]);
    expect(last).toEqual([...last].sort((a, b) => b.localeCompare(a)));
  });

  it('should sort the required updates by the same keys when asked', async () => {
    const byAddress = dataOf<TList<TUpdateSummaryItem>>(
      await h.call(updateCalls.summary, { query: { 'page-size': 100 } }, master),
    );
    const keys = await h.rows<{ id: number }>(
      `select id from properties where id = any($1::int[]) order by address_sort, id`,
      [byAddress.items.map((item) => item.compliancePropertyId)],
    );
    expect(byAddress.items.map((item) => item.compliancePropertyId)).toEqual(
      keys.map((row) => row.id),
    );
    const byDue = dataOf<TList<TUpdateSummaryItem>>(
      await h.call(updateCalls.summary, { query: { sort: 'due-date', 'page-size': 100 } }, master),
    );
    const dues = byDue.items.map((item) => item.nextServiceDue ?? '9999-12-31');
    expect(dues).toEqual([...dues].sort());
  });

  it('should sort the quotes by amount, address or status when asked', async () => {
    const quotes = async (sort: string) =>
      dataOf<TList<TQuoteView>>(
        await h.call(quoteCalls.list, { query: { sort: sort as never, 'page-size': 100 } }, master),
      ).items;
    const byAmount = (await quotes('amount')).map((q) =>
      q.estimatedPrices.minimum === null ? Infinity : Number(q.estimatedPrices.minimum),
    );
    expect(byAmount).toEqual([...byAmount].sort((a, b) => a - b));
    const byStatus = (await quotes('-status')).map((q) => quotationStatusLabels[q.status]);
    expect(byStatus).toEqual([...byStatus].sort((a, b) => b.localeCompare(a)));
    const byAddress = await quotes('address');
    const keys = await h.rows<{ id: number }>(
      `select q.id from quotes q join properties p on p.agency_id = q.agency_id
         and p.id = q.property_id where q.id = any($1::int[]) order by p.address_sort, q.id`,
      [byAddress.map((q) => q.complianceQuoteId)],
    );
    expect(byAddress.map((q) => q.complianceQuoteId)).toEqual(keys.map((row) => row.id));
  });

  it('should sort a property’s invoices by amount when asked, the latest due first otherwise', async () => {
    const [property] = await h.rows<{ id: number }>(
      `select property_id as id from invoices where agency_id = $1
        group by property_id order by count(*) desc, property_id limit 1`,
      [h.ids.VIC],
    );
    const invoices = async (sort?: string) =>
      dataOf<TList<TInvoice>>(
        await h.call(
          invoiceCalls.propertyInvoices,
          { params: { id: property!.id }, query: sort ? { sort: sort as never } : {} },
          master,
        ),
      ).items;
    const dues = (await invoices()).map((invoice) => invoice.dueDate);
    expect(dues.length).toBeGreaterThan(1);
    expect(dues).toEqual([...dues].sort().reverse());
    const amounts = (await invoices('amount')).map((invoice) => Number(invoice.totalIncGst));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it.each([
    '/v1/portfolio?sort=nope',
    '/v1/portfolio?sort=--address',
    '/v1/update/summary?sort=amount',
    '/v1/quote?sort=due-date',
  ])('should answer 400 in words when the sort of %s is not one of its columns', async (url) => {
    const res = await h.get(url, master);
    expect(res.statusCode).toBe(400);
    const { error } = res.json<{ error: { code: string; message: string } }>();
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toMatch(/sort must be one of [a-z-]+(, [a-z-]+)*, each optionally/);
  });
});
