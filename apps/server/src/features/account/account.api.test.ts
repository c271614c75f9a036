import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, seedTransport, startApiTest } from '../../../test/api-harness.ts';
import { addressInput, bearer, createUser, personInput, type Session, testatorApi } from '../../../test/fixtures.ts';
import { seedTestator } from '../../../test/seeds.ts';

let t: ApiTest;
let owner: Session;
let other: Session;
let templateId: number;
let languageId: number;
const { get, post } = testatorApi(() => t);

const events = async (session: Session) => {
  const answer = await t.app.inject({ method: 'GET', url: '/api/wst/account/securityEvents', headers: bearer(session.token) });
  expect(answer.statusCode).toBe(200);
  return answer.json().events as { id: number; event: string; at: string; ip: string | null; format: string | null }[];
};
const logOf = async (userId: number) =>
  (
    await t.pool.query<{ event: string; details: Record<string, unknown> }>(
      'SELECT event, details FROM audit_log WHERE user_id = $1 ORDER BY id',
      [userId],
    )
  ).rows;

beforeAll(async () => {
  t = await startApiTest();
  const transport = seedTransport(t);
  owner = { ...(await seedTestator(transport, { firstName: 'Lakshmi' })), roleId: 21 };
  other = { ...(await seedTestator(transport, { firstName: 'Other' })), roleId: 21 };
  const templates = (await get(owner, 'willTemplates')).json();
  templateId = templates.templates[0].willTemplateId;
  languageId = templates.languages.find((language: { languageCode: string }) => language.languageCode === 'en').languageId;
});
afterAll(() => t?.close());

describe('the audit log of calls', () => {
  it('records each successful write by its call’s name, and nothing of a refused one or of a plain read', async () => {
    const before = (await logOf(owner.userId)).length;
    const saved = await post(owner, 'saveOrUpdate', { ...personInput({ firstName: 'Lakshmi', nhMasterId: null }), entityId: owner.userId });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await post(owner, 'saveOrUpdate', { ...personInput({ firstName: '', nhMasterId: null }), entityId: owner.userId });
    expect(refused.statusCode).toBe(400);
    expect((await get(owner, 'willVersions?code=en')).statusCode).toBe(200);
    const added = (await logOf(owner.userId)).slice(before);
    expect(added).toEqual([{ event: 'write', details: { call: 'saveOrUpdate' } }]);
  });

  it('records a delete sent as a GET (the spec’s deleteAddressById) as a write', async () => {
    expect((await post(owner, 'saveEntityAddress', [addressInput(owner.userId)])).statusCode).toBe(200);
    const [address] = (await get(owner, `findAddressById?entityId=${owner.userId}&code=en`)).json();
    const before = (await logOf(owner.userId)).length;
    expect((await get(owner, `deleteAddressById?addressId=${address.addressId}`)).statusCode).toBe(200);
    expect((await logOf(owner.userId)).slice(before)).toEqual([{ event: 'write', details: { call: 'deleteAddressById' } }]);
  });

  it('records reads that matter: identity numbers listed, the will previewed and downloaded with its format', async () => {
    const before = (await logOf(owner.userId)).length;
    const identities = await get(owner, `findAllIdentifications?entityId=${owner.userId}&code=en`);
    expect(identities.statusCode, identities.body).toBe(200);
    const preview = await post(owner, `getTemplateDataById/${templateId}/${owner.userId}/${languageId}`, {});
    expect(preview.statusCode, preview.body).toBe(200);
    const download = await post(owner, 'downloadWill', { templateId, languageId, fileFormat: 'docx' });
    expect(download.statusCode, download.body).toBe(200);
    expect((await logOf(owner.userId)).slice(before)).toEqual([
      { event: 'identity.read', details: { call: 'findAllIdentifications' } },
      { event: 'will.preview', details: { call: 'getTemplateDataById' } },
      { event: 'will.download', details: { call: 'downloadWill', format: 'docx' } },
    ]);
    // The file's first renders: its render worker starts with them.
  }, 60_000);

  it('records nothing when another testator’s id is refused', async () => {
    await post(other, 'saveOrUpdate', { ...personInput({ firstName: 'Other', nhMasterId: null }), entityId: other.userId });
    expect((await post(other, 'saveEntityAddress', [addressInput(other.userId)])).statusCode).toBe(200);
    const [theirs] = (await get(other, `findAddressById?entityId=${other.userId}&code=en`)).json();
    const before = (await logOf(owner.userId)).length;
    expect((await get(owner, `deleteAddressById?addressId=${theirs.addressId}`)).statusCode).toBe(404);
    expect((await post(owner, `getTemplateDataById/${templateId}/${other.userId}/${languageId}`, {})).statusCode).toBe(404);
    expect((await logOf(owner.userId)).slice(before)).toEqual([]);
  });

  it('records nothing of an administrator’s preview or clause check, which change nothing', async () => {
    const admin = await createUser(t, { roleId: 13 });
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/wst/admin/checkClause',
      headers: bearer(admin.token),
      payload: { templateStatements: 'I, {{ testator.fullName }}, declare.' },
    });
    expect(preview.statusCode).toBe(200);
    expect(await logOf(admin.userId)).toEqual([]);
  });

  it('cannot be changed by the app', async () => {
    await expect(t.pool.query("UPDATE audit_log SET event = 'x' WHERE user_id = $1", [owner.userId])).rejects.toThrow(/append-only/);
  });
});

describe('the Security page', () => {
  it('lists the caller’s sign-ins, failed sign-ins and downloads newest first, with address and format', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/wst/auth/login',
      payload: { username: owner.email, password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    const listed = await events(owner);
    expect(listed.map((event) => event.event)).toEqual(['login.failed', 'will.download', 'login.succeeded']);
    expect(listed[1]).toMatchObject({ format: 'docx', ip: '127.0.0.1' });
    expect(new Date(listed[0]!.at).getTime()).toBeGreaterThanOrEqual(new Date(listed[2]!.at).getTime());
    // Writes, previews and identity reads are in the log but not on the page.
    expect(listed.some((event) => ['write', 'will.preview', 'identity.read'].includes(event.event))).toBe(false);
  });

  it('shows another testator none of them, and answers an administrator with their own', async () => {
    expect((await events(other)).map((event) => event.event)).toEqual(['login.succeeded']);
    const admin = await createUser(t, { roleId: 13 });
    expect(await events(admin)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/wst/account/securityEvents' })).statusCode).toBe(401);
  });
});
