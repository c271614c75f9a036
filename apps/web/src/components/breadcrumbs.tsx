import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type Crumb = { label: string; to?: string };

/** A breadcrumb trail; the last crumb is the current page and is not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('breadcrumbLabel')}>
      <MantineBreadcrumbs separator={<IconChevronRight size={14} aria-hidden />} separatorMargin={6} style={{ flexWrap: 'wrap' }}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return item.to && !current ? (
            <Anchor key={`${item.label}-${item.to}`} component={Link} to={item.to} fz="sm" fw={500}>
              {item.label}
            </Anchor>
          ) : (
            <Text key={item.label} fz="sm" c="dimmed" aria-current={current ? 'page' : undefined}>
              {item.label}
            </Text>
          );
        })}
      </MantineBreadcrumbs>
    </nav>
  );
}
