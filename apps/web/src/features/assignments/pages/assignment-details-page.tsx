import { Alert, Button } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { errorMessage } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useAssignedRows, useAssignmentMasters, useUnassignedAssets } from '../api/assignments.ts';
import { AssignmentForm, type SelectedAsset } from '../components/assignment-form.tsx';
import { AssignmentPage } from '../components/assignment-page.tsx';
import { ASSIGNMENT_ROUTES, idOfParam, idsOfParam } from '../routes.ts';

/**
 * /testator/assetAssignment/assetAssignmentDetails (spec part 2 §2): `?assetIds=1,2` assigns those assets,
 * `?assignmentId=7` edits a saved assignment. Names of the assets come from the list they are on.
 */
export function AssignmentDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const assignmentId = idOfParam(params.get('assignmentId')) ?? null;
  const requestedIds = useMemo(() => idsOfParam(params.get('assetIds')), [params]);
  const editing = assignmentId !== null;
  const fallback = editing ? ASSIGNMENT_ROUTES.assigned : ASSIGNMENT_ROUTES.unassigned;
  const navigate = useNavigate();
  // Spec part 2 §4: after a save the form goes back one page (or to its list when opened in a new tab).
  // Not components/use-go-back.ts: sharing it with the sign-in pages would split it into a chunk of its own
  // on /login's first load, which is at its budget.
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(fallback);
  };

  const masters = useAssignmentMasters(assignmentId ?? 0);
  const unassigned = useUnassignedAssets();
  const assigned = useAssignedRows();
  const assetList = editing ? assigned : unassigned;

  // Spec part 2 §8: 'Fetching failed' when the master data cannot be read.
  useEffect(() => {
    if (masters.isError) toast('error', t('assignmentFetchFailed'));
  }, [masters.isError, t]);

  const assets = useMemo<SelectedAsset[]>(() => {
    if (editing)
      return (assigned.data ?? [])
        .filter((row) => row.assetAssignmentId === assignmentId)
        .map((row) => ({
          assetId: row.assetId,
          assetName: row.assetName,
          ownershipPercentage: row.ownershipPercentage,
          subtype: row.assetsubTypeName,
          value: row.assetOwnershipValue,
        }));
    // Only assets still unassigned: one assigned meanwhile (another tab) drops out.
    return (unassigned.data ?? [])
      .filter((row) => requestedIds.includes(row.assetId))
      .map((row) => ({
        assetId: row.assetId,
        assetName: row.assetName,
        ownershipPercentage: row.ownershipPercentage,
        subtype: row.assetSubTypeName,
        value: row.assetOwnershipValue,
      }));
  }, [editing, assigned.data, unassigned.data, assignmentId, requestedIds]);

  const title = editing ? t('assignmentEditTitle') : t('assignmentFormTitle');
  const parent = editing
    ? { label: t('assignmentAssignedTitle'), to: ASSIGNMENT_ROUTES.assigned }
    : { label: t('assignmentUnassignedTitle'), to: ASSIGNMENT_ROUTES.unassigned };
  const back = (
    <Button component={Link} to={fallback} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
      {parent.label}
    </Button>
  );

  const content = () => {
    if (masters.isPending || assetList.isPending) return <Loading />;
    if (masters.isError)
      return (
        <LoadFailed
          title={errorMessage(masters.error, t('assignmentFetchFailed'))}
          onRetry={() => void masters.refetch()}
          retrying={masters.isFetching}
        />
      );
    if (assetList.isError)
      return (
        <LoadFailed
          title={errorMessage(assetList.error, t('assignmentFetchFailed'))}
          onRetry={() => void assetList.refetch()}
          retrying={assetList.isFetching}
        />
      );
    // Spec part 2 §5: nothing to assign ('Please select at least one record to assign an asset').
    if (assets.length === 0)
      return (
        <Alert color="yellow" icon={<IconAlertCircle size={18} aria-hidden />} title={t('assignmentSelectAtLeastOne')} role="alert">
          <Button component={Link} to={ASSIGNMENT_ROUTES.unassigned} variant="white" mt="xs">
            {t('assignmentUnassignedTitle')}
          </Button>
        </Alert>
      );
    return (
      <AssignmentForm
        key={assignmentId ?? requestedIds.join(',')}
        masters={masters.data}
        assignmentId={assignmentId}
        assets={assets}
        onSaved={goBack}
        onCancel={goBack}
      />
    );
  };

  return (
    <AssignmentPage title={title} parent={parent} actions={back}>
      {content()}
    </AssignmentPage>
  );
}
