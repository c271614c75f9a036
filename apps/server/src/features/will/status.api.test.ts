// Issue 27 item 2: "your will is out of date" — after a download, a change to what the deed says shows with the list
// of changes and the life events that change the law's answer; a new download clears it; reminders, off by default,
// mail once when the will goes out of date and once a year after the download (the sweep called directly).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, seedTransport, startApiTest } from '../../../test/api-harness.ts';
import { addressInput, personInput, type Session, testatorApi } from '../../../test/fixtures.ts';
import { type SeededTestator, seedAsset, seedPerson, seedTestator } from '../../../test/seeds.ts';

let t: ApiTest;
let owner: Session;
let other: Session;
let templateId: number;
let son: number;
const asSession = (seeded: SeededTestator): Session => ({ ...seeded, roleId: 21 });
const { get, post } = testatorApi(() => t);

type Status = {
  versionId: number | null;
  downloadedAt: string | null;
  outOfDate: boolean;
  changes: string[];
  lifeEvents: { code: string; text: string; law: string }[];
  reminders: boolean;
};
const status = async (session: Session, query = 'code=en'): Promise<Status> => {
  const response = await get(session, `willStatus?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const download = async (session: Session, fileFormat: 'pdf' | 'docx' = 'pdf') => {
  const response = await post(session, 'downloadWill', { willTemplateId: templateId, fileFormat });
  expect(response.statusCode, response.body).toBe(200);
};
/** The mail's text part, quoted-printable undone. */
const textOf = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
/** The reminders mailed to a testator (not the notice every download sends). */
const mailsTo = (session: Session) =>
  t.smtp.received.filter((mail) => mail.to.includes(session.email) && textOf(mail.raw).includes('asked Vasiyat to remind you'));

beforeAll(async () => {
  t = await startApiTest();
  const transport = seedTransport(t);
  owner = asSession(await seedTestator(transport, { firstName: 'Joseph', lastName: 'Mathew', gender: 'M', dob: '1975-03-01' }));
  other = asSession(await seedTestator(transport, { firstName: 'Other' }));
  // A Christian (religion 3), unmarried (1): s.69 governs him.
  await post(owner, 'saveOrUpdate', {
    ...personInput({
      firstName: 'Joseph',
      lastName: 'Mathew',
      gender: 'M',
      dob: '1975-03-01',
      maritalStatusId: 1,
      religionId: 3,
      nhMasterId: null,
    }),
    entityId: owner.userId,
  });
  await post(owner, 'saveEntityAddress', [addressInput(owner.userId, { city: 'Kochi', state: 'Kerala', pincode: '682001' })]);
  son = await seedPerson(transport, owner, 'heir', { firstName: 'Thomas', lastName: 'Mathew', nhMasterId: 4, dob: '2001-02-02' });
  await seedPerson(transport, owner, 'witness', { firstName: 'Suresh', lastName: 'Nair', nhMasterId: null });
  await seedAsset(transport, owner, 'fixed', { assetName: 'House at Fort Kochi', assetInitialValue: 9_000_000 });
  templateId = (await get(owner, 'willTemplates')).json().templates[0].willTemplateId;
});
afterAll(() => t.close());

describe('the out-of-date notice', () => {
  it('says nothing before the first download, and reminders are off by default', async () => {
    expect(await status(owner)).toEqual({
      versionId: null,
      downloadedAt: null,
      outOfDate: false,
      changes: [],
      lifeEvents: [],
      reminders: false,
    });
  });

  it('a download, then an asset added: out of date with 1 change', async () => {
    await download(owner);
    const fresh = await status(owner);
    expect(fresh).toMatchObject({ outOfDate: false, changes: [], lifeEvents: [] });
    expect(fresh.versionId).toEqual(expect.any(Number));
    await seedAsset(seedTransport(t), owner, 'movable', { assetName: 'Honda City car', assetInitialValue: 700_000 });
    const stale = await status(owner);
    expect(stale).toMatchObject({ versionId: fresh.versionId, outOfDate: true, changes: ['Asset added: Honda City car.'], lifeEvents: [] });
    expect(stale.downloadedAt).toBe(fresh.downloadedAt);
    // In the caller's language.
    expect((await status(owner, 'code=hi')).changes).toHaveLength(1);
  });

  it('a change the deed does not print (a contact’s phone) does not count', async () => {
    await download(owner);
    const response = await post(owner, 'saveContactDetails', [{ entityId: son, contactTypeId: 1, contactDetails: '9876543210' }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(await status(owner)).toMatchObject({ outOfDate: false, changes: [] });
  });

  it('an heir recorded as deceased: one change, and the death called out', async () => {
    const saved = await post(owner, 'saveNhRelation', {
      ...personInput({
        firstName: 'Thomas',
        lastName: 'Mathew',
        nhMasterId: 4,
        dob: '2001-02-02',
        dod: '2026-10-01',
        selectedBooleanMasters: [7],
      }),
      entityId: son,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stale = await status(owner);
    expect(stale.outOfDate).toBe(true);
    expect(stale.changes).toEqual([expect.stringContaining('Thomas Mathew')]);
    expect(stale.lifeEvents).toEqual([
      { code: 'deceased', text: expect.stringContaining('Thomas Mathew is recorded as deceased'), law: '' },
    ]);
  });

  it('a marriage of this Christian testator is called out under s.69 of the Indian Succession Act', async () => {
    await post(owner, 'saveOrUpdate', {
      ...personInput({
        firstName: 'Joseph',
        lastName: 'Mathew',
        gender: 'M',
        dob: '1975-03-01',
        maritalStatusId: 2,
        religionId: 3,
        nhMasterId: null,
      }),
      entityId: owner.userId,
    });
    const stale = await status(owner);
    expect(stale.lifeEvents.map((event) => event.code)).toEqual(['marriageRevokes', 'deceased']);
    expect(stale.lifeEvents[0]!.law).toMatch(/Indian Succession Act.*69/);
  });

  it('a new download: the notice is gone', async () => {
    await download(owner, 'docx');
    expect(await status(owner)).toMatchObject({ outOfDate: false, changes: [], lifeEvents: [] });
  });

  it('a clause-library update that changes the text of the template downloaded counts; one in another language does not', async () => {
    const english = "(SELECT language_id FROM languages WHERE language_code = 'en')";
    const templateClauses = `clause_key IN (SELECT clause_key FROM will_template_rows WHERE template_id = ${templateId})`;
    await t.pool.query(`UPDATE clauses SET content = content || ' ' WHERE language_id <> ${english} AND ${templateClauses}`);
    expect(await status(owner)).toMatchObject({ outOfDate: false, changes: [] });
    await t.pool.query(`UPDATE clauses SET content = content || ' ' WHERE language_id = ${english} AND ${templateClauses}`);
    const stale = await status(owner);
    expect(stale).toMatchObject({ outOfDate: true, lifeEvents: [] });
    expect(stale.changes).toEqual([expect.stringContaining('clause library changed the text of the template')]);
    await download(owner);
    expect(await status(owner)).toMatchObject({ outOfDate: false, changes: [] });
  });

  it('another user’s version id answers 404 with nothing of theirs; the caller’s own earlier version compares with it', async () => {
    const [latest, earlier] = (await get(owner, 'willVersions')).json() as { versionId: number }[];
    const refused = await get(other, `willStatus?versionId=${latest!.versionId}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Mathew');
    const since = await status(owner, `versionId=${earlier!.versionId}&code=en`);
    expect(since).toMatchObject({ versionId: earlier!.versionId, outOfDate: true });
    expect((await status(other)).versionId).toBeNull();
  });
});

describe('reminders', () => {
  it('off by default: a will out of date mails nothing', async () => {
    await seedAsset(seedTransport(t), owner, 'movable', { assetName: 'Gold chain', assetInitialValue: 150_000 });
    const before = mailsTo(owner).length;
    await t.services.reminders.sweep();
    expect(mailsTo(owner).length).toBe(before);
  });

  it('on: one mail when the will goes out of date, never a second', async () => {
    const saved = await post(owner, 'saveWillReminders', { enabled: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ status: 'success', reminders: true });
    expect((await status(owner)).reminders).toBe(true);
    const before = mailsTo(owner).length;
    expect(await t.services.reminders.sweep()).toMatchObject({ sent: 1 });
    expect(mailsTo(owner).length).toBe(before + 1);
    const mail = textOf(mailsTo(owner).at(-1)!.raw);
    expect(mail).toContain('Your will no longer matches your records');
    expect(mail).toContain('1 change');
    expect(mail).toContain('Asset added: Gold chain.');
    expect(await t.services.reminders.sweep()).toMatchObject({ sent: 0 });
    expect(mailsTo(owner).length).toBe(before + 1);
    // Two sweeps at once (two processes on one database): the row lock lets only one of them take the testator.
    await t.pool.query('UPDATE will_reminder_settings SET checked_at = NULL');
    await Promise.all([t.services.reminders.sweep(), t.services.reminders.sweep()]);
    expect(mailsTo(owner).length).toBe(before + 1);
  });

  it('once a year after the last download: a download dated over a year ago brings one review mail', async () => {
    await download(owner);
    const [latest] = (await get(owner, 'willVersions')).json() as { versionId: number }[];
    await t.pool.query("UPDATE will_versions SET created_at = now() - interval '400 days' WHERE id = $1", [latest!.versionId]);
    const before = mailsTo(owner).length;
    expect(await t.services.reminders.sweep()).toMatchObject({ sent: 1 });
    expect(textOf(mailsTo(owner).at(-1)!.raw)).toContain('A year on: time to review your will');
    expect(await t.services.reminders.sweep()).toMatchObject({ sent: 0 });
    expect(mailsTo(owner).length).toBe(before + 1);
    // The next year's falls due a year later, once.
    expect(await t.services.reminders.sweep({ now: new Date(Date.now() + 366 * 86_400_000) })).toMatchObject({ sent: 1 });
    expect(mailsTo(owner).length).toBe(before + 2);
    const kept = await t.pool.query('SELECT kind, period FROM will_reminder_mails WHERE testator_id = $1 ORDER BY id', [owner.userId]);
    expect(kept.rows).toEqual([
      { kind: 'outOfDate', period: 0 },
      { kind: 'yearly', period: 1 },
      { kind: 'yearly', period: 2 },
    ]);
  });

  it('off again: nothing more is sent', async () => {
    await post(owner, 'saveWillReminders', { enabled: false });
    await t.pool.query('UPDATE will_reminder_settings SET checked_at = NULL');
    expect(await t.services.reminders.sweep({ now: new Date(Date.now() + 800 * 86_400_000) })).toEqual({ checked: 0, sent: 0 });
  });
});
