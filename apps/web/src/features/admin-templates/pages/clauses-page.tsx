import { Button, Group, Loader, NativeSelect, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TClauseSet } from '@vasiyat/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { confirmAction } from '../../../components/confirm.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useClauseSets, useDeleteClauseSet } from '../api/clauses.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { ClauseSetCard } from '../components/clause-set-card.tsx';
import { ClauseUpdatesModal, ClauseUpdatesNotice } from '../components/clause-updates.tsx';
import { CreateClauseModal } from '../components/create-clause-modal.tsx';
import { EditClauseModal } from '../components/edit-clause-modal.tsx';
import { TranslateClauseModal } from '../components/translate-clause-modal.tsx';
import { editableClauses } from '../rules/clause-forms.ts';
import { EDITOR_LANGUAGE_ID } from '../rules/template-rows.ts';

/** The language of the list, in the address (?lang=2) so a reload or a shared link keeps it. */
const LANGUAGE_PARAM = 'lang';

type Dialog = { kind: 'create' } | { kind: 'edit'; set: TClauseSet } | { kind: 'translate'; set: TClauseSet } | { kind: 'updates' };

/**
 * Spec part 2 §2 'Will Template Clauses': the clause sets in a chosen language (a clause without text there
 * reads 'No translation available'), with Create, Edit, Add translation (modals) and Delete (asks first);
 * above them, a notice of the clauses they edited that a release brought a new text for (issue 22), to review.
 */
export function ClausesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const languageId = Number(params.get(LANGUAGE_PARAM)) || EDITOR_LANGUAGE_ID;
  const sets = useClauseSets(languageId);
  const remove = useDeleteClauseSet();
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const languages = sets.data?.languages ?? [];
  const language = languages.find((candidate) => candidate.languageId === languageId);
  const switching = sets.isPlaceholderData;

  const chooseLanguage = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(LANGUAGE_PARAM, value);
        return next;
      },
      { replace: true },
    );

  const deleteSet = async (set: TClauseSet) => {
    // Spec part 2 §5: deleting a clause set asks first.
    const confirmed = await confirmAction({
      title: set.headingName,
      message: t('adminClauseDeleteConfirm'),
      confirmLabel: t('adminClauseDelete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(set.headingId);
      toast('success', t('adminClauseDeleted'));
    } catch (error) {
      // A set a template uses is refused (409): the server says which template.
      const inUse = error instanceof ApiError && error.status === 409;
      toast('error', inUse ? errorMessage(error, t('adminClauseDeleteFailed')) : t('adminClauseDeleteFailed'));
    }
  };

  return (
    <AdminPage
      title={t('adminClauseTitle')}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: 'create' })} disabled={!language}>
          {t('adminClauseCreate')}
        </Button>
      }
    >
      <Stack gap="lg">
        <ClauseUpdatesNotice onReview={() => setDialog({ kind: 'updates' })} />
        <Group gap="sm" align="flex-end">
          <NativeSelect
            label={t('adminClauseLanguage')}
            value={String(languageId)}
            onChange={(event) => chooseLanguage(event.currentTarget.value)}
            data={
              languages.length
                ? languages.map((candidate) => ({ value: String(candidate.languageId), label: candidate.languageName }))
                : [{ value: String(languageId), label: t('adminClauseSelectLanguage') }]
            }
            disabled={!languages.length}
            w={{ base: '100%', xs: 260 }}
          />
          {switching && <Loader size="sm" mb={8} aria-label={t('commonLoading')} />}
        </Group>
        {sets.isPending ? (
          <Loading />
        ) : sets.isError && !sets.data ? (
          <LoadFailed title={t('adminClauseFetchError')} onRetry={() => void sets.refetch()} retrying={sets.isFetching} />
        ) : sets.data.clauses.length === 0 ? (
          <EmptyState text={t('adminClauseEmpty')} />
        ) : (
          <Stack gap="md" style={{ opacity: switching ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={switching}>
            {sets.data.clauses.map((set) => (
              <ClauseSetCard
                key={set.headingId}
                set={set}
                languageCode={language?.languageCode}
                editable={editableClauses(set).length > 0}
                busy={switching || (remove.isPending && remove.variables === set.headingId)}
                onEdit={() => setDialog({ kind: 'edit', set })}
                onTranslate={() => setDialog({ kind: 'translate', set })}
                onDelete={() => void deleteSet(set)}
              />
            ))}
          </Stack>
        )}
      </Stack>
      {dialog?.kind === 'create' && language && <CreateClauseModal language={language} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && language && <EditClauseModal set={dialog.set} language={language} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'translate' && (
        <TranslateClauseModal set={dialog.set} listLanguageId={languageId} languages={languages} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'updates' && <ClauseUpdatesModal languages={languages} onClose={() => setDialog(null)} />}
    </AdminPage>
  );
}
