// The SQL of advocate review (issue 27): invitations (which, once accepted, are the reviewer's grants) and comments.
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reviewComments, reviewGrants, users, willVersions } from '../../db/schema.ts';

export type GrantRow = typeof reviewGrants.$inferSelect;
export type CommentRow = typeof reviewComments.$inferSelect;

export type Grant = {
  id: number;
  testatorId: number;
  email: string;
  templateId: number | null;
  languageIds: number[];
  reviewerId: number | null;
  acceptedAt: Date | null;
  expiresAt: Date;
  revokedAt: Date | null;
  verdict: string | null;
  verdictAt: Date | null;
  createdAt: Date;
};
export type Comment = {
  id: number;
  testatorId: number;
  grantId: number;
  anchorKind: string;
  anchor: string;
  body: string;
  answer: string | null;
  answeredAt: Date | null;
  resolvedAt: Date | null;
  createdAt: Date;
};

const grantOf = ({ tokenHash: _tokenHash, ...row }: GrantRow): Grant => row;
const commentOf = (row: CommentRow): Comment => ({ ...row });

export async function insertGrant(
  db: Executor,
  values: { testatorId: number; email: string; tokenHash: string; templateId: number; languageIds: number[]; expiresAt: Date },
): Promise<Grant> {
  const [row] = await db.insert(reviewGrants).values(values).returning();
  return grantOf(row!);
}

/** A testator's invitations, newest first. */
export async function selectGrantsOfTestator(db: Executor, testatorId: number): Promise<Grant[]> {
  const rows = await db.select().from(reviewGrants).where(eq(reviewGrants.testatorId, testatorId)).orderBy(desc(reviewGrants.id));
  return rows.map(grantOf);
}

/** Ends a testator's grant; false when it is not theirs. */
export async function revokeGrant(db: Executor, testatorId: number, grantId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(reviewGrants)
    .set({ revokedAt: at })
    .where(and(eq(reviewGrants.id, grantId), eq(reviewGrants.testatorId, testatorId), isNull(reviewGrants.revokedAt)))
    .returning({ id: reviewGrants.id });
  if (rows.length > 0) return true;
  const [existing] = await db
    .select({ id: reviewGrants.id })
    .from(reviewGrants)
    .where(and(eq(reviewGrants.id, grantId), eq(reviewGrants.testatorId, testatorId)));
  return Boolean(existing);
}

/** The invitation a link's secret names, locked for its acceptance. */
export async function selectGrantByTokenForUpdate(db: Executor, tokenHash: string): Promise<Grant | undefined> {
  const [row] = await db.select().from(reviewGrants).where(eq(reviewGrants.tokenHash, tokenHash)).for('update');
  return row && grantOf(row);
}

export async function acceptGrant(db: Executor, grantId: number, reviewerId: number, at: Date): Promise<void> {
  await db.update(reviewGrants).set({ reviewerId, acceptedAt: at }).where(eq(reviewGrants.id, grantId));
}

/** A grant of the reviewer's that is neither revoked nor past its time, with the testator's name. */
export async function selectLiveGrant(db: Executor, reviewerId: number, grantId: number, now: Date) {
  const [row] = await db
    .select({ grant: reviewGrants, firstName: users.firstName, lastName: users.lastName })
    .from(reviewGrants)
    .innerJoin(users, eq(users.id, reviewGrants.testatorId))
    .where(
      and(
        eq(reviewGrants.id, grantId),
        eq(reviewGrants.reviewerId, reviewerId),
        isNull(reviewGrants.revokedAt),
        gt(reviewGrants.expiresAt, now),
      ),
    );
  return row && { grant: grantOf(row.grant), testatorName: `${row.firstName} ${row.lastName}`.trim() };
}

/** Every live grant of a reviewer's, soonest to end first. */
export async function selectLiveGrants(db: Executor, reviewerId: number, now: Date) {
  const rows = await db
    .select({ grant: reviewGrants, firstName: users.firstName, lastName: users.lastName })
    .from(reviewGrants)
    .innerJoin(users, eq(users.id, reviewGrants.testatorId))
    .where(and(eq(reviewGrants.reviewerId, reviewerId), isNull(reviewGrants.revokedAt), gt(reviewGrants.expiresAt, now)))
    .orderBy(asc(reviewGrants.expiresAt), asc(reviewGrants.id));
  return rows.map((row) => ({ grant: grantOf(row.grant), testatorName: `${row.firstName} ${row.lastName}`.trim() }));
}

export async function updateVerdict(db: Executor, grantId: number, verdict: string, at: Date): Promise<void> {
  await db.update(reviewGrants).set({ verdict, verdictAt: at }).where(eq(reviewGrants.id, grantId));
}

export async function insertComment(
  db: Executor,
  values: { testatorId: number; grantId: number; anchorKind: string; anchor: string; body: string },
): Promise<Comment> {
  const [row] = await db.insert(reviewComments).values(values).returning();
  return commentOf(row!);
}

export async function selectCommentsOfGrant(db: Executor, grantId: number): Promise<Comment[]> {
  const rows = await db.select().from(reviewComments).where(eq(reviewComments.grantId, grantId)).orderBy(asc(reviewComments.id));
  return rows.map(commentOf);
}

export async function selectCommentsOfTestator(db: Executor, testatorId: number): Promise<Comment[]> {
  const rows = await db.select().from(reviewComments).where(eq(reviewComments.testatorId, testatorId)).orderBy(asc(reviewComments.id));
  return rows.map(commentOf);
}

/** Answers or resolves a testator's comment; undefined when it is not theirs. */
export async function updateCommentOfTestator(
  db: Executor,
  testatorId: number,
  commentId: number,
  values: { answer?: string | null; answeredAt?: Date | null; resolvedAt?: Date | null },
): Promise<Comment | undefined> {
  const [row] = await db
    .update(reviewComments)
    .set(values)
    .where(and(eq(reviewComments.id, commentId), eq(reviewComments.testatorId, testatorId)))
    .returning();
  return row && commentOf(row);
}

/** When each of a testator's versions was made, oldest first (to tell which version addressed a resolved comment). */
export async function selectVersionTimes(db: Executor, testatorId: number) {
  return db
    .select({ id: willVersions.id, createdAt: willVersions.createdAt })
    .from(willVersions)
    .where(eq(willVersions.testatorId, testatorId))
    .orderBy(asc(willVersions.id));
}

export async function selectUserEmail(db: Executor, userId: number) {
  const [row] = await db
    .select({ email: users.email, preferredLanguage: users.preferredLanguage, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
