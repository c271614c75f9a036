import { Button, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconEye, IconFileText } from '@tabler/icons-react';
import type { TWillTemplateCard } from '@vasiyat/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import classes from './will.module.css';

/**
 * Spec part 2 §2: the template cards. The Preview button stretches over its card, so a click anywhere on
 * the card previews, while the keyboard stops once per card, on a button named by the card's title.
 */
export function TemplateCards({
  templates,
  onPreview,
}: {
  templates: readonly TWillTemplateCard[];
  onPreview: (template: TWillTemplateCard) => void;
}) {
  const { t } = useTranslation();
  if (templates.length === 0) return <EmptyState text={t('willTemplateEmpty')} />;
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" className={classes.plainList}>
      {templates.map((template) => (
        <TemplateCard key={template.willTemplateId} template={template} onPreview={onPreview} />
      ))}
    </SimpleGrid>
  );
}

function TemplateCard({ template, onPreview }: { template: TWillTemplateCard; onPreview: (template: TWillTemplateCard) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card component="li" padding="lg" className={classes.templateCard} aria-labelledby={titleId}>
      <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
        <IconFileText size={24} />
      </ThemeIcon>
      <Title order={3} fz="h4" id={titleId} mt="md">
        {template.templateName}
      </Title>
      {template.templateDescription && (
        <Text fz="sm" c="dimmed" mt={6} className={classes.grow}>
          {template.templateDescription}
        </Text>
      )}
      {/* Issue 23: before any preview, which languages the template is not complete in (the preview names the clauses). */}
      {template.languageGaps.length > 0 && (
        <Group gap={6} mt="sm" wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text fz="xs" c="#b0470b">
            {t('willTemplateCardIncomplete', { languages: template.languageGaps.map((gap) => gap.languageName).join(', ') })}
          </Text>
        </Group>
      )}
      <Button
        mt="lg"
        variant="light"
        leftSection={<IconEye size={16} aria-hidden />}
        onClick={() => onPreview(template)}
        aria-describedby={titleId}
        className={classes.stretched}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('willTemplatePreviewButton')}
      </Button>
    </Card>
  );
}
