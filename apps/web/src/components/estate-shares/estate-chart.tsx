// The chart of the estate's parts (issue 27 item 3), on Mantine's charts over Recharts. Loaded lazily by
// estate-shares.tsx, so Recharts and its sheet come only with a page that draws the chart, never with the guest
// pages or the signed-in shell.
import '@mantine/charts/styles.layer.css';
import { DonutChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { formatRupees } from '../../lib/rupees.ts';
import type { EstatePart } from './estate-parts.ts';

/** The parts as a ring, one segment each, its value in a tooltip; `text` is its alternative (the table beside it has the figures). */
export function EstateChart({ parts, text }: { parts: readonly EstatePart[]; text: string }) {
  const data = parts.filter((part) => part.value > 0).map((part) => ({ name: part.name, value: part.value, color: part.colour }));
  return (
    // One image for assistive technology: its name lists each part's share; the segments are not read one by one.
    <Box role="img" aria-label={text} display="flex" style={{ justifyContent: 'center' }}>
      <DonutChart
        data={data}
        size={220}
        thickness={38}
        strokeWidth={2}
        strokeColor="white"
        tooltipDataSource="segment"
        valueFormatter={formatRupees}
        accessibilityLayer={false}
        pieProps={{ isAnimationActive: false }}
        // The drawing itself is presentation: the image around it carries the name.
        pieChartProps={{ role: 'presentation' }}
      />
    </Box>
  );
}
