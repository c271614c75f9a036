import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewEndpoints, type TReviewInviteRequest, type TWillFormat, type TWillTemplateCard, willEndpoints } from '@vasiyat/contract';
import { call, callForFile } from '../../../lib/api.ts';
import { useLanguageStore } from '../../../stores/language.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { defaultFileName, fileNameOf } from '../rules/files.ts';
import { willKeys } from './keys.ts';

/** A file as the browser will save it. */
export type SavedFile = { blob: Blob; fileName: string };

/** The signed-in testator (the preview's address names them, spec part 2 §7) and the screen's language. */
function useCaller() {
  const userId = useSessionStore((state) => state.claims?.userId ?? 0);
  const code = useLanguageStore((state) => state.language);
  return { userId, code };
}

/**
 * Spec part 2 §7: the templates to choose from and the languages a will can be written in; each template named in the
 * screen's language, with the clauses each language lacks (issue 23).
 */
export function useWillTemplates() {
  const { code } = useCaller();
  return useQuery({
    queryKey: willKeys.templateList(code),
    queryFn: () => call(willEndpoints.testatorWillTemplates, { query: { code } }),
    // Switching the screen's language keeps the cards on screen while their names load.
    placeholderData: keepPreviousData,
  });
}

/**
 * The testator's own will in a template and language, as a base64 PDF. The last preview stays in the frame
 * while another language renders; a preview no longer wanted is cancelled.
 */
export function useWillPreview(templateId: number, languageId: number | undefined) {
  const { userId } = useCaller();
  return useQuery({
    queryKey: willKeys.preview(userId, templateId, languageId ?? 0),
    queryFn: ({ signal }) =>
      call(willEndpoints.getTemplateDataById, { params: { templateId, userId, languageId: languageId ?? 0 } }, { signal }),
    enabled: userId > 0 && templateId > 0 && languageId !== undefined,
    placeholderData: keepPreviousData,
    // The will reads the testator's people and assets, which change on other screens.
    staleTime: 0,
  });
}

/** What a careful lawyer would say about the will before it is signed, worded in the screen's language. */
export function useWillCheck() {
  const { code } = useCaller();
  return useQuery({ queryKey: willKeys.check(code), queryFn: () => call(willEndpoints.willCheck, { query: { code } }) });
}

/** Every will downloaded, newest first. */
export function useWillVersions() {
  const { code } = useCaller();
  return useQuery({ queryKey: willKeys.versions(code), queryFn: () => call(willEndpoints.willVersions, { query: { code } }) });
}

export type DownloadWillInput = { template: TWillTemplateCard; languageId: number; fileFormat: TWillFormat };

/** Spec part 2 §7 downloadWill: the will as a file, named by the server. The server keeps it as a version. */
export function useDownloadWill() {
  const queryClient = useQueryClient();
  const { userId } = useCaller();
  return useMutation({
    mutationFn: async ({ template, languageId, fileFormat }: DownloadWillInput): Promise<SavedFile> => {
      // Spec: "the template plus fileFormat": the card as the screen holds it (the server reads the id).
      const body = { willTemplateId: template.willTemplateId, templateName: template.templateName, languageId, userId, fileFormat };
      const { blob, disposition } = await callForFile(willEndpoints.downloadWill, { body });
      return { blob, fileName: fileNameOf(disposition, defaultFileName(fileFormat)) };
    },
    onSuccess: () => {
      // A new version is kept; the check may have moved on since the page loaded.
      void queryClient.invalidateQueries({ queryKey: willKeys.versionLists });
      void queryClient.invalidateQueries({ queryKey: willKeys.checks });
      void queryClient.invalidateQueries({ queryKey: willKeys.statuses });
    },
  });
}

/** A kept version's file, the same bytes as when it was first downloaded. */
export function useDownloadWillVersion() {
  return useMutation({
    mutationFn: async (version: { versionId: number; fileName: string; fileFormat: TWillFormat }): Promise<SavedFile> => {
      const { blob, disposition } = await callForFile(willEndpoints.downloadWillVersion, { query: { versionId: version.versionId } });
      return { blob, fileName: fileNameOf(disposition, version.fileName || defaultFileName(version.fileFormat)) };
    },
  });
}

/** Issue 27: the testator's review invitations, with their reviewers' comments. */
export function useReviewGrants() {
  return useQuery({ queryKey: willKeys.reviews, queryFn: () => call(reviewEndpoints.reviewGrants, {}) });
}

export function useInviteReviewer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReviewInviteRequest) => call(reviewEndpoints.inviteReviewer, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: willKeys.reviews }),
  });
}

export function useRevokeReviewer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grantId: number) => call(reviewEndpoints.revokeReviewer, { params: { grantId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: willKeys.reviews }),
  });
}

export function useAnswerComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, ...body }: { commentId: number; answer?: string | null; resolved?: boolean }) =>
      call(reviewEndpoints.answerReviewComment, { params: { commentId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: willKeys.reviews }),
  });
}
