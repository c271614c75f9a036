// Advocate review (issue 27), the reviewer's side: accept an invitation, the wills shared, one will's parts, comments.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewEndpoints, type TReviewNewCommentRequest, type TReviewVerdict } from '@vasiyat/contract';
import { call } from '../../../lib/api.ts';
import { useLanguageStore } from '../../../stores/language.ts';

export const reviewKeys = {
  all: ['review'] as const,
  wills: ['review', 'wills'] as const,
  will: (grantId: number, code: string) => ['review', 'will', grantId, code] as const,
  preview: (grantId: number, languageId: number) => ['review', 'preview', grantId, languageId] as const,
  check: (grantId: number, code: string) => ['review', 'check', grantId, code] as const,
  changes: (grantId: number, code: string) => ['review', 'changes', grantId, code] as const,
  comments: (grantId: number) => ['review', 'comments', grantId] as const,
};

const useCode = () => useLanguageStore((state) => state.language);

export function useAcceptInvitation() {
  return useMutation({ mutationFn: (token: string) => call(reviewEndpoints.acceptReviewInvitation, { body: { token } }) });
}

export function useSharedWills() {
  return useQuery({ queryKey: reviewKeys.wills, queryFn: () => call(reviewEndpoints.sharedWills, {}) });
}

export function useSharedWill(grantId: number) {
  const code = useCode();
  return useQuery({
    queryKey: reviewKeys.will(grantId, code),
    queryFn: () => call(reviewEndpoints.sharedWill, { params: { grantId }, query: { code } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useReviewPreview(grantId: number, languageId: number | undefined) {
  return useQuery({
    queryKey: reviewKeys.preview(grantId, languageId ?? 0),
    queryFn: ({ signal }) => call(reviewEndpoints.reviewPreview, { params: { grantId, languageId: languageId ?? 0 } }, { signal }),
    enabled: languageId !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

export function useReviewCheck(grantId: number) {
  const code = useCode();
  return useQuery({
    queryKey: reviewKeys.check(grantId, code),
    queryFn: () => call(reviewEndpoints.reviewCheck, { params: { grantId }, query: { code } }),
    retry: false,
  });
}

export function useReviewChanges(grantId: number) {
  const code = useCode();
  return useQuery({
    queryKey: reviewKeys.changes(grantId, code),
    queryFn: () => call(reviewEndpoints.reviewChanges, { params: { grantId }, query: { code } }),
    retry: false,
  });
}

export function useReviewComments(grantId: number) {
  return useQuery({
    queryKey: reviewKeys.comments(grantId),
    queryFn: () => call(reviewEndpoints.reviewComments, { params: { grantId } }),
    retry: false,
  });
}

export function useAddComment(grantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReviewNewCommentRequest) => call(reviewEndpoints.addReviewComment, { params: { grantId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.comments(grantId) }),
  });
}

export function useGiveVerdict(grantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (verdict: TReviewVerdict) => call(reviewEndpoints.reviewVerdict, { params: { grantId }, body: { verdict } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
