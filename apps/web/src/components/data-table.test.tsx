import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, i18nInitialised } from '../lib/i18n.ts';
import { cellMatches, compareCellValues, DataTable, type DataTableColumn } from './data-table.tsx';

type Person = { id: number; name: string; city: string | null; age: number };

const people: Person[] = [
  { id: 1, name: 'Meera', city: 'Pune', age: 41 },
  { id: 2, name: 'arjun', city: 'Chennai', age: 9 },
  { id: 3, name: 'Zoya', city: null, age: 67 },
  { id: 4, name: 'Bhavna', city: 'Kochi', age: 30 },
  { id: 5, name: 'Dev', city: 'Pune', age: 12 },
  { id: 6, name: 'Chitra', city: 'Delhi', age: 55 },
  { id: 7, name: 'Ekta', city: 'Surat', age: 23 },
];

const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name },
  { id: 'city', header: 'City', value: (row) => row.city },
  { id: 'age', header: 'Age', value: (row) => row.age },
];

function renderTable(data: Person[] = people) {
  return render(
    <MantineProvider env="test">
      <I18nextProvider i18n={i18n}>
        <DataTable data={data} columns={columns} getRowId={(row) => String(row.id)} label="People" emptyText="Nobody yet" />
      </I18nextProvider>
    </MantineProvider>,
  );
}

/** The first cell of each body row, in display order. */
function names(): string[] {
  const table = screen.getByRole('table', { name: 'People' });
  const [, ...bodyRows] = within(table).getAllByRole('row');
  return bodyRows.map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

describe('DataTable', () => {
  beforeAll(async () => {
    await i18nInitialised;
    i18n.addResourceBundle('en', 'translation', {
      tableFilterLabel: 'Filter',
      tableRowsPerPage: 'Rows per page',
      tableNoRecords: 'No records found',
      tableShowing: 'Showing {{from}}–{{to}} of {{total}}',
      tableNextPage: 'Next page',
    });
  });

  it('shows 5 rows per page first and offers the page sizes 5, 10, 15 and 20', () => {
    renderTable();
    expect(names()).toHaveLength(5);
    const select = screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement;
    expect(select.value).toBe('5');
    expect([...select.options].map((option) => option.value)).toEqual(['5', '10', '15', '20']);
    expect(screen.getByText('Showing 1–5 of 7')).toBeTruthy();

    fireEvent.change(select, { target: { value: '10' } });
    expect(names()).toHaveLength(7);
    expect(screen.getByText('Showing 1–7 of 7')).toBeTruthy();
  });

  it('pages forward', () => {
    renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(names()).toEqual(['Chitra', 'Ekta']);
  });

  it('sorts ascending on the first header click and toggles to descending on the next', () => {
    renderTable();
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('none');

    fireEvent.click(within(header).getByRole('button', { name: /Name/ }));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['arjun', 'Bhavna', 'Chitra', 'Dev', 'Ekta']);

    fireEvent.click(within(header).getByRole('button', { name: /Name/ }));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Zoya', 'Meera', 'Ekta', 'Dev', 'Chitra']);

    fireEvent.click(within(header).getByRole('button', { name: /Name/ }));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
  });

  it('sorts numbers by size, starting ascending', () => {
    renderTable();
    fireEvent.click(screen.getByRole('button', { name: /Age/ }));
    expect(names()).toEqual(['arjun', 'Dev', 'Ekta', 'Bhavna', 'Meera']);
  });

  it('filters on any cell, ignoring case', () => {
    renderTable();
    const filter = screen.getByRole('searchbox', { name: 'Filter' });
    fireEvent.change(filter, { target: { value: 'PUNE' } });
    expect(names()).toEqual(['Meera', 'Dev']);
    fireEvent.change(filter, { target: { value: 'ARJ' } });
    expect(names()).toEqual(['arjun']);
    fireEvent.change(filter, { target: { value: '67' } });
    expect(names()).toEqual(['Zoya']);
    fireEvent.change(filter, { target: { value: 'nowhere' } });
    expect(screen.getByText('No records found')).toBeTruthy();
  });

  it('shows the empty state when there are no rows', () => {
    renderTable([]);
    expect(screen.getByText('Nobody yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('table rules', () => {
  it('orders text case-insensitively, numbers by size and empty cells last', () => {
    const values = ['b', null, 'A', 'c', ''];
    expect([...values].sort(compareCellValues)).toEqual(['A', 'b', 'c', null, '']);
    expect([10, 9, 100].sort(compareCellValues)).toEqual([9, 10, 100]);
  });

  it('matches a filter anywhere in the text, ignoring case and surrounding spaces', () => {
    expect(cellMatches('Meera Sharma', '  SHAR ')).toBe(true);
    expect(cellMatches('Meera', 'x')).toBe(false);
    expect(cellMatches('anything', '')).toBe(true);
  });
});
