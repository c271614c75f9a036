// Delete my account (DPDP Act 2023, s.12: erasure; issue 12): everything of the person's goes in one transaction,
// their tokens stop working, and the audit log keeps only that an account was deleted.
import { ROLE_ADMIN, type TAccountDeletionResponse, type TDeleteAccountRequest, type TStatusResponse } from '@vasiyat/contract';
import type pg from 'pg';
import type { Db } from '../../db/client.ts';
import type { AuthStateStore, Caller } from '../../platform/auth.ts';
import { verifyPassword } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';
import { clear, hit } from '../../platform/rate-limit-store.ts';
import type { SealedFiles } from '../../platform/sealed-files.ts';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_FAILURES_PER_ACCOUNT } from '../auth/service.ts';
import { PERSONAL_TABLES, type Person } from './personal-data.ts';
import { allowErasureOf, countAdministrators, deleteOwnedRows, insertDeletedEntry, lockAccount, selectAccount } from './repo.ts';

export type DeletionDeps = { db: Db; pool: pg.Pool; authState: AuthStateStore; sealed: SealedFiles };
type Account = NonNullable<Awaited<ReturnType<typeof selectAccount>>>;

const refused = (messageKey: string, message: string) => new AppError('validation', message, { messageKey });
const lastAdministrator = () =>
  new AppError('conflict', 'You are the only administrator: nobody could manage the site after you. Make another administrator first.', {
    messageKey: 'accountDeleteLastAdministrator',
  });

async function accountOf(db: Db, caller: Caller): Promise<Account> {
  const account = await selectAccount(db, caller.userId);
  // Deleted a moment ago in another tab: the token is as good as gone.
  if (!account) throw new AppError('session_ended');
  return account;
}

/** The only administrator cannot go: nobody could manage the site (templates, clauses, other administrators) after them. */
const isLastAdministrator = (roleId: number, administrators: number) => roleId === ROLE_ADMIN && administrators <= 1;
const administratorsIfAdmin = async (db: Db, roleId: number) => (roleId === ROLE_ADMIN ? countAdministrators(db) : 0);

/** How the caller confirms (their password, or their email for an account made with Google), and whether they may. */
export async function accountDeletion(deps: DeletionDeps, caller: Caller): Promise<TAccountDeletionResponse> {
  const account = await accountOf(deps.db, caller);
  return {
    confirmWith: account.passwordHash ? 'password' : 'email',
    lastAdministrator: isLastAdministrator(account.roleId, await administratorsIfAdmin(deps.db, account.roleId)),
  };
}

/**
 * A token alone must not be enough to erase a life's paperwork: the password (counted with the sign-in tries of the
 * account, so a stolen token cannot guess it faster than the login page could), or for a Google-only account the
 * account's email typed out.
 */
async function confirmIdentity(deps: DeletionDeps, account: Account, input: TDeleteAccountRequest): Promise<void> {
  if (!account.passwordHash) {
    if (!input.confirmEmail) throw refused('accountDeleteEnterEmail', 'Type your email address to confirm.');
    if (input.confirmEmail !== account.email.toLowerCase()) {
      throw refused('accountDeleteWrongEmail', 'This is not the email address of your account. Nothing was deleted.');
    }
    return;
  }
  if (!input.password) throw refused('accountDeleteEnterPassword', 'Enter your password to confirm.');
  const attempt = await hit(deps.pool, `login:${account.email}`, LOGIN_FAILURE_WINDOW_MS);
  if (attempt.current > LOGIN_FAILURES_PER_ACCOUNT) {
    throw new AppError('rate_limited', `Too many failed attempts. Please try again in ${Math.ceil(attempt.ttl / 60_000)} minutes.`, {
      headers: { 'retry-after': String(Math.ceil(attempt.ttl / 1000)) },
    });
  }
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    throw refused('accountDeleteWrongPassword', 'The password is wrong. Nothing was deleted.');
  }
}

/**
 * Deletes every personal row of the map, children first, the user's row, then the user's audit entries (the trigger
 * allows that for this user, in this transaction, once their row is gone), and writes the one entry that stays.
 * Anything failing rolls all of it back: an account is deleted whole or not at all. Files kept in a bucket leave it
 * right after.
 */
export async function deleteAccount(deps: DeletionDeps, caller: Caller, input: TDeleteAccountRequest): Promise<TStatusResponse> {
  const account = await accountOf(deps.db, caller);
  if (isLastAdministrator(account.roleId, await administratorsIfAdmin(deps.db, account.roleId))) throw lastAdministrator();
  await confirmIdentity(deps, account, input);
  const person: Person = { userId: caller.userId, email: account.email };
  await deps.db.transaction(async (tx) => {
    const locked = await lockAccount(tx, caller.userId);
    if (!locked) throw new AppError('session_ended');
    if (isLastAdministrator(locked.roleId, locked.administrators)) throw lastAdministrator();
    await allowErasureOf(tx, caller.userId);
    for (const entry of [...PERSONAL_TABLES].reverse()) await deleteOwnedRows(tx, entry, person);
    await insertDeletedEntry(tx);
  });
  // This process forgets the account at once; others within AUTH_CACHE_MS, when their cache runs out.
  deps.authState.forget(caller.userId);
  await clear(deps.pool, `login:${account.email}`);
  // The rows are gone, and with them every name of the person's objects in the bucket (queued by a trigger as they
  // went): those objects go now. If the bucket does not answer, or a backup is copying it, the periodic drain and
  // sweep finish the work; the answer still says done, because no one can reach those bytes any more.
  await deps.sealed.forgetOwner(caller.userId).catch(() => false);
  return { status: 'success', message: 'Your account and all your data have been deleted.' };
}
