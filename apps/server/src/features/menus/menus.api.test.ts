import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, startApiTest } from '../../../test/api-harness.ts';
import { bearer, createUser, type Session } from '../../../test/fixtures.ts';

let t: ApiTest;
let testator: Session;
let admin: Session;
beforeAll(async () => {
  t = await startApiTest();
  testator = await createUser(t, { roleId: 21 });
  admin = await createUser(t, { roleId: 13 });
});
afterAll(() => t.close());

const get = (url: string, session: Session) =>
  t.app.inject({ method: 'GET', url: `/api/wst/testator/${url}`, headers: bearer(session.token) });
const top = (session: Session, code = 'en') => get(`findAllMenuByRoleId?roleId=${session.roleId}&code=${code}`, session);
const sub = (session: Session, menuId: number, code = 'en', userId = session.userId, roleId = session.roleId) =>
  get(`findAllSubMenuByMenuId?menuId=${menuId}&roleId=${roleId}&code=${code}&userId=${userId}`, session);
const ids = (list: { menuId: number }[]) => list.map((m) => m.menuId);

describe('GET testator/findAllMenuByRoleId', () => {
  it('gives the testator tiles in the fixed order with names and descriptions', async () => {
    const response = await top(testator);
    expect(response.statusCode).toBe(200);
    const menus = response.json();
    expect(ids(menus)).toEqual([124, 91, 101, 125, 127]);
    expect(menus[0]).toEqual({
      menuId: 124,
      menuName: 'About me',
      menuDescription: expect.stringContaining('personal details'),
      menuUrl: '/testator',
    });
  });

  it('gives the administrator only the administrator tiles', async () => {
    const response = await top(admin);
    expect(response.statusCode).toBe(200);
    expect(ids(response.json())).toEqual([126]);
  });

  it('names menus in the requested language, and refuses a language the registry does not hold', async () => {
    const hindi = (await top(testator, 'hi')).json();
    expect(hindi[0].menuName).toBe('मेरे बारे में');
    const tamil = (await top(testator, 'ta')).json();
    expect(tamil[0].menuName).toBe('என்னைப் பற்றி');
    const unknown = await top(testator, 'xx');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ status: 'error', code: 'validation' });
  });

  it('answers 404 with no data when the roleId is not the caller’s', async () => {
    const response = await get('findAllMenuByRoleId?roleId=13&code=en', testator);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', code: 'not_found', messageKey: 'errorNotFound', message: 'Menu not found.' });
  });

  it('answers 400 for a roleId that is not a number, 401 without a token', async () => {
    expect((await get('findAllMenuByRoleId?roleId=abc', testator)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/wst/testator/findAllMenuByRoleId?roleId=21' })).statusCode).toBe(401);
  });

  it('answers 403 to a signed-in user whose role is neither testator nor administrator', async () => {
    const other = await createUser(t, { roleId: 5 });
    const response = await top(other);
    expect(response.statusCode).toBe(403);
    expect(response.json().status).toBe('error');
  });
});

describe('GET testator/findAllSubMenuByMenuId', () => {
  it('orders the family submenu 109, 110, 111, 113, 117, 118, 115, 116', async () => {
    const response = await sub(testator, 91);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('success');
    expect(ids(response.json().data)).toEqual([109, 110, 111, 113, 117, 118, 115, 116]);
    expect(response.json().data[0]).toMatchObject({ menuName: 'Natural heirs', menuUrl: '/testator/addnaturalheirs' });
  });

  it('gives exactly one item for About me, so the tile opens Define self directly', async () => {
    const data = (await sub(testator, 124)).json().data;
    expect(data).toEqual([expect.objectContaining({ menuId: 128, menuUrl: '/testator/define-self' })]);
  });

  it('lists the ten asset kinds in asset type order', async () => {
    const data = (await sub(testator, 101)).json().data;
    expect(data.map((m: { menuUrl: string }) => m.menuUrl)).toEqual([
      '/testator/fixedAsset',
      '/testator/movableAsset',
      '/testator/financialAsset',
      '/testator/othersAssets',
      '/testator/intellectualAssets',
      '/testator/missellaneousAssets',
      '/testator/positionsAssets',
      '/testator/subscriptionAssets',
      '/testator/digitalAssets',
      '/testator/insuranceAssets',
    ]);
  });

  it('gives the administrator the clause and template screens', async () => {
    const data = (await sub(admin, 126)).json().data;
    expect(data.map((m: { menuUrl: string }) => m.menuUrl)).toEqual(['/admin/willtemplateclaouses', '/admin/will-template']);
  });

  it('answers exits with a readable message for a menu the role cannot see', async () => {
    const response = await sub(testator, 126);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'exits', message: 'This menu is not available for your account.', data: [] });
    expect((await sub(admin, 91)).json().status).toBe('exits');
  });

  it('answers exits for the will until Define self is saved, then opens it', async () => {
    const fresh = await createUser(t);
    const before = (await sub(fresh, 127)).json();
    expect(before.status).toBe('exits');
    expect(before.message).toMatch(/Define self/);
    expect(before.data).toEqual([]);
    const hindi = (await sub(fresh, 127, 'hi')).json();
    expect(hindi.message).toMatch(/[\u0900-\u097F]/);

    await t.pool.query(`INSERT INTO entities (id, testator_id, kind, first_name) VALUES ($1, $1, 'self', 'Ravi')`, [fresh.userId]);
    const after = (await sub(fresh, 127)).json();
    expect(after.status).toBe('success');
    expect(after.data).toEqual([expect.objectContaining({ menuUrl: '/testator/willTemplate' })]);
  });

  it('does not count another testator’s self entity', async () => {
    const first = await createUser(t);
    const second = await createUser(t);
    await t.pool.query(`INSERT INTO entities (id, testator_id, kind, first_name) VALUES ($1, $1, 'self', 'Ravi')`, [first.userId]);
    expect((await sub(second, 127)).json().status).toBe('exits');
  });

  it('answers 404 with no data for another user’s id or another role', async () => {
    const other = await createUser(t);
    const response = await sub(testator, 91, 'en', other.userId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', code: 'not_found', messageKey: 'errorNotFound', message: 'Menu not found.' });
    expect((await sub(testator, 126, 'en', testator.userId, 13)).statusCode).toBe(404);
  });

  it('answers 400 when a query value is missing', async () => {
    const response = await get(`findAllSubMenuByMenuId?menuId=91&roleId=21`, testator);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('userId');
  });
});
