import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passwordResets, pendingRegistrations, users } from '../../db/schema.ts';

export type PendingRegistration = typeof pendingRegistrations.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function selectUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      roleId: users.roleId,
      firstName: users.firstName,
      tokenVersion: users.tokenVersion,
      preferredLanguage: users.preferredLanguage,
    })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

export async function insertUser(db: Executor, user: NewUser) {
  const [row] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, roleId: users.roleId, firstName: users.firstName, tokenVersion: users.tokenVersion });
  return row;
}

export async function bumpTokenVersion(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Locks the pending row for the rest of the transaction, so two requests cannot both spend one code. */
export async function selectPendingForUpdate(db: Executor, email: string): Promise<PendingRegistration | undefined> {
  const [row] = await db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email)).for('update');
  return row;
}

export async function upsertPending(db: Executor, row: typeof pendingRegistrations.$inferInsert): Promise<void> {
  const { email: _email, ...update } = row;
  await db.insert(pendingRegistrations).values(row).onConflictDoUpdate({ target: pendingRegistrations.email, set: update });
}

export async function updatePending(db: Executor, email: string, changes: Partial<PendingRegistration>): Promise<void> {
  await db.update(pendingRegistrations).set(changes).where(eq(pendingRegistrations.email, email));
}

export async function deletePending(db: Executor, email: string): Promise<void> {
  await db.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email));
}

export type PasswordReset = typeof passwordResets.$inferSelect;

/** Locks the account's reset row for the rest of the transaction, so two requests cannot both spend one code. */
export async function selectResetForUpdate(db: Executor, userId: number): Promise<PasswordReset | undefined> {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.userId, userId)).for('update');
  return row;
}

export async function upsertReset(db: Executor, row: PasswordReset): Promise<void> {
  const { userId: _userId, ...update } = row;
  await db.insert(passwordResets).values(row).onConflictDoUpdate({ target: passwordResets.userId, set: update });
}

export async function updateReset(db: Executor, userId: number, changes: Partial<PasswordReset>): Promise<void> {
  await db.update(passwordResets).set(changes).where(eq(passwordResets.userId, userId));
}

/** Sets a new password and ends every session: tokens carrying the old version stop working. */
export async function setPassword(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
}
