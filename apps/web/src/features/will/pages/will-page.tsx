import { Alert, Container, Modal, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconWritingSign } from '@tabler/icons-react';
import { SCREEN_PATHS, type TWillTemplateCard } from '@vasiyat/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Crumb } from '../../../components/breadcrumbs.tsx';
import { menuCrumbs, placeOf, useMenuTree } from '../../../components/menu-trail.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { errorMessage } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useWillTemplates } from '../api/will.ts';
import { DeedTextsCard } from '../components/deed-texts-card.tsx';
import { EstateSection } from '../components/estate-section.tsx';
import { type DownloadChoice, FormatModal } from '../components/format-modal.tsx';
import { WillStatusSection } from '../components/out-of-date-notice.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { PreviewModal } from '../components/preview-modal.tsx';
import { ReviewSection } from '../components/review-section.tsx';
import { TemplateCards } from '../components/template-cards.tsx';
import { VersionsSection } from '../components/versions-section.tsx';
import { WillCheckPanel } from '../components/will-check-panel.tsx';

/**
 * Spec part 2 §2 'Will template screen': the template cards, each opening a preview in a language the
 * testator picks, and a download in PDF or DOCX. Around it (ours): the notice that a will is signed on
 * paper, the will check before it, and every version downloaded after it.
 */
export function WillPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { tree, otherSlugs } = useMenuTree();
  const templatesTitleId = useId();
  const templates = useWillTemplates();
  const [previewing, setPreviewing] = useState<TWillTemplateCard>();
  const [downloading, setDownloading] = useState<DownloadChoice>();

  const title = t('willTemplateTitle');
  const breadcrumbs: Crumb[] = [
    ...menuCrumbs({ label: t('testatorBreadcrumb'), to: SCREEN_PATHS.testator }, placeOf(pathname, tree, otherSlugs)),
    { label: title },
  ];

  // Spec part 2 §8: 'Failed to load templates' as a toast; the section offers a retry as well.
  useEffect(() => {
    if (templates.isError) toast('error', t('willTemplateLoadFailed'));
  }, [templates.isError, t]);

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }} px={{ base: 'md', sm: 'xl' }}>
      <PageHeader breadcrumbs={breadcrumbs} title={title} description={t('willTemplateSubtitle')} />
      <Stack gap="xl">
        {/* Indian law accepts no electronic signature on a will (IT Act 2000, First Schedule): it is signed on paper. */}
        <Alert color="yellow" variant="light" icon={<IconWritingSign size={22} aria-hidden />}>
          <Text fw={600}>{t('willTemplateDraftNotice')}</Text>
        </Alert>

        {/* Issue 27: whether the will downloaded last still says what the records say, and its reminders. */}
        <WillStatusSection />

        <WillCheckPanel />

        {/* Issue 22: what the deed says of the will as a whole (signature, school of law, guardians, residue). */}
        <PlanCard />

        {/* Issue 27: who receives what, by value. */}
        <EstateSection />

        <Stack component="section" gap="md" aria-labelledby={templatesTitleId}>
          {/* The page's subtitle already asks for a template: the section is named for assistive technology only. */}
          <VisuallyHidden>
            <Title order={2} id={templatesTitleId}>
              {title}
            </Title>
          </VisuallyHidden>
          {templates.isPending ? (
            <Loading />
          ) : templates.isError ? (
            <LoadFailed
              title={errorMessage(templates.error, t('willTemplateLoadFailed'))}
              onRetry={() => void templates.refetch()}
              retrying={templates.isFetching}
            />
          ) : (
            <TemplateCards templates={templates.data.templates} onPreview={setPreviewing} />
          )}
        </Stack>

        {/* Issue 27: the names and words a deed in an Indian language would print in English letters, written in its script. */}
        <DeedTextsCard languages={templates.data?.languages ?? []} />

        <VersionsSection />

        {/* Issue 27: a reviewer of the testator's choosing reads the will and comments on it. */}
        <ReviewSection />
      </Stack>

      {/* The format choice opens over the preview: Escape closes the one on top only. */}
      <Modal.Stack>
        <PreviewModal
          template={previewing}
          languages={templates.data?.languages ?? []}
          onClose={() => setPreviewing(undefined)}
          onDownload={(template, languageId) => setDownloading({ template, languageId })}
        />
        <FormatModal choice={downloading} onClose={() => setDownloading(undefined)} />
      </Modal.Stack>
    </Container>
  );
}
