import { Box, ColorSwatch, Group, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { TBeneficiaryShares } from '@vasiyat/contract';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../lib/rupees.ts';
import { useTranslate } from '../../lib/translate.ts';
import { chartTextOf, estatePartsOf } from './estate-parts.ts';
import classes from './estate-shares.module.css';

const EstateChart = lazy(() => import('./estate-chart.tsx').then((module) => ({ default: module.EstateChart })));

/**
 * Who receives what (issue 27 item 3): the estate's parts as a chart, and beside it (above it on a phone) the same
 * figures as a table with a caption, which screen readers read and print keeps. The page around it gives the heading.
 */
export function EstateShares({ shares }: { shares: TBeneficiaryShares }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const parts = useMemo(() => estatePartsOf(shares, translate), [shares, translate]);
  const drawn = parts.some((part) => part.value > 0);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: drawn ? 2 : 1 }} spacing="lg" className={classes.grid}>
        {drawn && (
          <Suspense fallback={<Skeleton circle height={220} mx="auto" />}>
            <EstateChart parts={parts} text={chartTextOf(parts, translate)} />
          </Suspense>
        )}
        <Box className={classes.tableBox}>
          <Table captionSide="top" verticalSpacing="xs" fz="sm" className={classes.table}>
            <Table.Caption className={classes.caption}>{t('estateCaption', { value: formatRupees(shares.estateValue) })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('estateColumnWho')}</Table.Th>
                <Table.Th scope="col" className={classes.number}>
                  {t('estateColumnValue')}
                </Table.Th>
                <Table.Th scope="col" className={classes.number}>
                  {t('estateColumnShare')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {parts.map((part) => (
                <Table.Tr key={part.key} data-part={part.key}>
                  <Table.Th scope="row" fw={500} className={classes.name}>
                    <Group gap={6} wrap="nowrap" align="flex-start">
                      <ColorSwatch
                        color={`var(--mantine-color-${part.colour.replace('.', '-')})`}
                        size={14}
                        withShadow={false}
                        mt={4}
                        aria-hidden
                      />
                      <Stack gap={0}>
                        <span>{part.name}</span>
                        {part.note && (
                          <Text span fz="xs" c="dimmed">
                            {part.note}
                          </Text>
                        )}
                      </Stack>
                    </Group>
                  </Table.Th>
                  <Table.Td className={classes.number}>{part.amount}</Table.Td>
                  <Table.Td className={classes.number}>{part.share}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">{t('estateTotal')}</Table.Th>
                <Table.Td className={classes.number} fw={600}>
                  {formatRupees(shares.estateValue)}
                </Table.Td>
                <Table.Td className={classes.number} fw={600}>
                  {t('estateSharePercent', { share: shares.estateValue > 0 ? 100 : 0 })}
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Box>
      </SimpleGrid>
      {shares.unassignedAssets > 0 && (
        <Text fz="sm" data-testid="estate-unassigned">
          {t('estateUnassigned', { count: shares.unassignedAssets })}
        </Text>
      )}
    </Stack>
  );
}
