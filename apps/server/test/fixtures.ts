import { ROLE_TESTATOR, type TRegisterForm } from '@vasiyat/contract';
import { hashPassword } from '../src/platform/crypto.ts';
import { issueToken } from '../src/platform/tokens.ts';
import { type ApiTest, seedTransport } from './api-harness.ts';
import { FILES, seedAsset } from './seeds.ts';

export { addressInput, personInput } from './seeds.ts';

let counter = 0;

export function registerForm(overrides: Partial<TRegisterForm> = {}): TRegisterForm {
  counter += 1;
  return {
    firstName: 'Asha',
    lastName: 'Rao',
    gender: 'F',
    dob: '1970-03-14',
    contactNo: '9876543210',
    email: `asha.${counter}.${Date.now()}@example.in`,
    password: 'correct horse battery',
    ...overrides,
  };
}

/** Registers through the real calls and the real mail: check-registration, the code from SMTP, verify-otp. */
export async function registerUser(t: ApiTest, overrides: Partial<TRegisterForm> = {}) {
  const form = registerForm(overrides);
  const since = t.smtp.received.length;
  const check = await t.app.inject({ method: 'POST', url: '/api/wst/auth/check-registration', payload: form });
  if (check.json().status !== 'success') throw new Error(`registration failed: ${check.body}`);
  const otpNumber = await t.smtp.codeFor(form.email, { since });
  const verify = await t.app.inject({
    method: 'POST',
    url: '/api/wst/auth/verify-otp',
    payload: { otpNumber, register: check.json().register },
  });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  return form;
}

export async function login(t: ApiTest, username: string, password: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/wst/auth/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().jwt as string;
}

export type Session = { token: string; userId: number; roleId: number; email: string; password: string };

/** A user inserted directly (fast), with a real token: for tests that are not about registration. */
export async function createUser(t: ApiTest, options: { roleId?: number; email?: string; password?: string } = {}): Promise<Session> {
  counter += 1;
  const email = options.email ?? `user.${counter}.${Date.now()}@example.in`;
  const password = options.password ?? 'a long enough password';
  const roleId = options.roleId ?? ROLE_TESTATOR;
  const { rows } = await t.pool.query<{ id: number; token_version: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, role_id) VALUES ($1, $2, 'Ravi', 'Kumar', $3) RETURNING id, token_version`,
    [email, await hashPassword(password), roleId],
  );
  const { id, token_version } = rows[0]!;
  const token = await issueToken(t.config.jwtSecret, { userId: id, roleId, firstName: 'Ravi', tokenVersion: token_version });
  return { token, userId: id, roleId, email, password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The shared fixture files as the API takes them (bare base64). */
export const pdfData = () => FILES.pdf.buffer.toString('base64');
export const pngData = () => FILES.png.buffer.toString('base64');

/** Calls under /api/wst/testator/ as one testator or another; `test` is read at call time (set in beforeAll). */
export function testatorApi(test: () => ApiTest) {
  const url = (path: string) => `/api/wst/testator/${path}`;
  return {
    get: (session: Session, path: string) => test().app.inject({ method: 'GET', url: url(path), headers: bearer(session.token) }),
    post: (session: Session, path: string, payload: unknown) =>
      test().app.inject({ method: 'POST', url: url(path), headers: bearer(session.token), payload: payload as object }),
    del: (session: Session, path: string) => test().app.inject({ method: 'DELETE', url: url(path), headers: bearer(session.token) }),
  };
}

const SAVINGS_ACCOUNT = 301;
const ACCOUNT_NUMBER = 20;

/**
 * What a testator keeps sealed besides their identity scan: a savings account whose number and passbook (a PDF)
 * are sealed, and a will downloaded as a PDF (a kept version). Answers the ids and the will's bytes.
 */
export async function seedSealedEstate(t: ApiTest, owner: Session, accountNumber: string) {
  const { get, post } = testatorApi(() => t);
  const assetId = await seedAsset(seedTransport(t), owner, 'financial', { assetSubTypeId: SAVINGS_ACCOUNT, assetName: 'Canara savings' });
  const attribute = await post(owner, 'saveAssetSubTypeAttribute', [
    {
      assetId,
      assetSubAttributeMstId: ACCOUNT_NUMBER,
      assetSubTypeAttributeValue: accountNumber,
      files: [{ fileName: 'passbook.pdf', fileData: FILES.pdf.buffer.toString('base64') }],
    },
  ]);
  if (attribute.statusCode !== 200) throw new Error(`saveAssetSubTypeAttribute answered ${attribute.statusCode}: ${attribute.body}`);
  const passbookFile: number = (await get(owner, `findAllAssetSubtypeAttrbutes?assetId=${assetId}`)).json().attributeDetailsts[0].files[0]
    .documentMasterId;
  const { templates } = (await get(owner, 'willTemplates')).json();
  const will = await post(owner, 'downloadWill', { templateId: templates[0].willTemplateId, fileFormat: 'pdf' });
  if (will.statusCode !== 200) throw new Error(`downloadWill answered ${will.statusCode}: ${will.body.slice(0, 200)}`);
  const versionId: number = (await get(owner, 'willVersions')).json()[0].versionId;
  return { assetId, passbookFile, versionId, willBytes: will.rawPayload };
}
