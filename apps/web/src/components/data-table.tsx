import { Group, NativeSelect, Pagination, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import {
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  type FilterFn,
  globalFilteringFeature,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortFn,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state.tsx';

/** Spec part 2 §2 "Table behaviour": pages of 5, 10, 15 or 20 rows; 5 first. */
export const PAGE_SIZES = [5, 10, 15, 20] as const;
export const DEFAULT_PAGE_SIZE = 5;

export type CellValue = string | number | null | undefined;

export type DataTableColumn<T> = {
  id: string;
  header: string;
  /** The value the column sorts on (dates as yyyy-mm-dd sort correctly as text). */
  value: (row: T) => CellValue;
  /** The text the cell shows and the filter matches; the value as text when absent. */
  text?: (row: T) => string;
  /** Cell content richer than text (links, badges); the filter still matches `text`. */
  cell?: (row: T) => ReactNode;
  sortable?: boolean;
};

type DataTableProps<T> = {
  data: readonly T[] | undefined;
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => string;
  /** Names the table for assistive technology. */
  label: string;
  /** The per-row menu (Edit, Delete, ...), shown in a last column. */
  rowMenu?: (row: T) => ReactNode;
  emptyText?: string;
};

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

const NO_ROWS: never[] = [];
const ROW_MENU = '__rowMenu';
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Ascending order of two cell values: numbers by size, text case-insensitively, empty cells last. */
export function compareCellValues(a: CellValue, b: CellValue): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Spec part 2 §2: the filter matches any cell, ignoring case. */
export function cellMatches(text: string, filter: string): boolean {
  const needle = filter.trim().toLocaleLowerCase();
  return needle === '' || text.toLocaleLowerCase().includes(needle);
}

function textOf<T>(column: DataTableColumn<T>, row: T): string {
  if (column.text) return column.text(row);
  const value = column.value(row);
  return value === null || value === undefined ? '' : String(value);
}

/** A sortable, filterable, paged table (spec part 2 §2) over rows already in memory. */
export function DataTable<T extends RowData>({ data, columns, getRowId, label, rowMenu, emptyText }: DataTableProps<T>) {
  const { t } = useTranslation();
  const filterId = useId();

  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, T>();
    const byId = new Map(columns.map((column) => [column.id, column]));
    const sortFn: SortFn<typeof features, T> = (rowA, rowB, columnId) => {
      const column = byId.get(columnId);
      return column ? compareCellValues(column.value(rowA.original), column.value(rowB.original)) : 0;
    };
    const dataColumns = columns.map((column) =>
      helper.accessor((row: T) => column.value(row), {
        id: column.id,
        header: column.header,
        enableSorting: column.sortable ?? true,
        enableGlobalFilter: true,
        sortFn,
        cell: (context) => (column.cell ? column.cell(context.row.original) : textOf(column, context.row.original)),
      }),
    );
    if (!rowMenu) return helper.columns(dataColumns);
    const menuColumn = helper.display({ id: ROW_MENU, header: t('commonActions'), cell: (context) => rowMenu(context.row.original) });
    return helper.columns([...dataColumns, menuColumn]);
  }, [columns, rowMenu, t]);

  const globalFilterFn = useMemo<FilterFn<typeof features, T>>(() => {
    const byId = new Map(columns.map((column) => [column.id, column]));
    return (row, columnId, filterValue) => {
      const column = byId.get(columnId);
      return column ? cellMatches(textOf(column, row.original), String(filterValue ?? '')) : false;
    };
  }, [columns]);

  const table = useTable({
    features,
    columns: tableColumns,
    data: (data as T[] | undefined) ?? NO_ROWS,
    getRowId,
    globalFilterFn,
    getColumnCanGlobalFilter: (column) => column.id !== ROW_MENU,
    // Spec part 2 §2: a header click toggles ascending and descending, starting ascending.
    enableSortingRemoval: false,
    enableMultiSort: false,
    sortDescFirst: false,
    initialState: { pagination: { pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE }, globalFilter: '' },
  });

  const filter = String(table.state.globalFilter ?? '');
  const { pageIndex, pageSize } = table.state.pagination;
  const total = table.getFilteredRowModel().rows.length;
  const rows = table.getRowModel().rows;
  const pageCount = Math.max(1, table.getPageCount());
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);

  if (!data || data.length === 0) return <EmptyState text={emptyText ?? t('tableNoRecords')} />;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          id={filterId}
          label={t('tableFilterLabel')}
          placeholder={t('tableFilterPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter}
          onChange={(event) => {
            table.setGlobalFilter(event.currentTarget.value);
            table.setPageIndex(0);
          }}
          type="search"
          w={{ base: '100%', xs: 280 }}
        />
        <NativeSelect
          label={t('tableRowsPerPage')}
          value={String(pageSize)}
          onChange={(event) => table.setPageSize(Number(event.currentTarget.value))}
          data={PAGE_SIZES.map((size) => String(size))}
          w={{ base: '100%', xs: 140 }}
        />
      </Group>
      <Table.ScrollContainer minWidth={560} type="native">
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  const title = String(header.column.columnDef.header ?? '');
                  return (
                    <Table.Th
                      key={header.id}
                      scope="col"
                      aria-sort={canSort ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                      w={header.column.id === ROW_MENU ? 80 : undefined}
                    >
                      {canSort ? (
                        <UnstyledButton
                          onClick={() => header.column.toggleSorting(sorted === 'asc')}
                          fw={700}
                          fz="sm"
                          style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
                        >
                          {title}
                          {sorted === 'asc' ? (
                            <IconSortAscending size={16} aria-hidden />
                          ) : sorted === 'desc' ? (
                            <IconSortDescending size={16} aria-hidden />
                          ) : (
                            <IconArrowsSort size={16} aria-hidden color="var(--mantine-color-dimmed)" />
                          )}
                        </UnstyledButton>
                      ) : header.column.id === ROW_MENU ? (
                        <Text span fz="sm" fw={700}>
                          {title}
                        </Text>
                      ) : (
                        title
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={tableColumns.length} ta="center" c="dimmed" py="lg">
                  {t('tableNoRecords')}
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <Table.Td key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed" role="status">
          {t('tableShowing', { from, to, total })}
        </Text>
        {pageCount > 1 && (
          <Pagination
            total={pageCount}
            value={pageIndex + 1}
            onChange={(page) => table.setPageIndex(page - 1)}
            withEdges
            size="sm"
            getControlProps={(control) => ({
              'aria-label': t(
                ({ first: 'tableFirstPage', previous: 'tablePreviousPage', next: 'tableNextPage', last: 'tableLastPage' } as const)[
                  control
                ],
              ),
            })}
            getItemProps={(page) => ({ 'aria-label': t('tablePageOf', { page, pages: pageCount }) })}
          />
        )}
      </Group>
    </Stack>
  );
}
