import type { endpoints } from '@vasiyat/contract';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../platform/auth.ts';
import type { Handlers } from '../../platform/endpoints.ts';
import * as review from './service.ts';

type ReviewEndpoints = Pick<
  typeof endpoints,
  | 'inviteReviewer'
  | 'reviewGrants'
  | 'revokeReviewer'
  | 'answerReviewComment'
  | 'acceptReviewInvitation'
  | 'sharedWills'
  | 'sharedWill'
  | 'reviewPreview'
  | 'reviewCheck'
  | 'reviewChanges'
  | 'reviewComments'
  | 'addReviewComment'
  | 'reviewVerdict'
>;

/** A reviewer's call is recorded with the will it read: the testator sees it on their Security page. */
const traced = async <T>(request: FastifyRequest, result: Promise<review.Traced<T>>): Promise<T> => {
  const { answer, trail } = await result;
  request.auditDetails = { ...request.auditDetails, ...trail };
  return answer;
};

export function reviewHandlers(deps: review.ReviewDeps): Handlers<ReviewEndpoints> {
  return {
    inviteReviewer: (request) => review.inviteReviewer(deps, callerOf(request), request.body),
    reviewGrants: (request) => review.listGrants(deps, callerOf(request)),
    revokeReviewer: (request) => review.revokeReviewer(deps, callerOf(request), request.params.grantId),
    answerReviewComment: (request) => review.answerComment(deps, callerOf(request), request.params.commentId, request.body),
    acceptReviewInvitation: (request) => review.acceptInvitation(deps, callerOf(request), request.body.token),
    sharedWills: (request) => review.sharedWills(deps, callerOf(request)),
    sharedWill: (request) => traced(request, review.sharedWill(deps, callerOf(request), request.params.grantId, request.query.code)),
    reviewPreview: (request) => traced(request, review.previewShared(deps, callerOf(request), request.params)),
    reviewCheck: (request) => traced(request, review.checkShared(deps, callerOf(request), request.params.grantId, request.query.code)),
    reviewChanges: (request) => traced(request, review.changesShared(deps, callerOf(request), request.params.grantId, request.query.code)),
    reviewComments: (request) => traced(request, review.commentsShared(deps, callerOf(request), request.params.grantId)),
    addReviewComment: (request) => traced(request, review.addComment(deps, callerOf(request), request.params.grantId, request.body)),
    reviewVerdict: (request) => traced(request, review.giveVerdict(deps, callerOf(request), request.params.grantId, request.body.verdict)),
  };
}
