// Records a test starts from, made through the real calls, the same for the API tests (app.inject and the
// SMTP sink) and the browser tests (HTTP and the mail sink's reader): only the transport differs.
import { readFileSync } from 'node:fs';
import {
  ASSET_KIND_DEFINITIONS,
  assetEndpoints,
  assignmentEndpoints,
  kindDefinition,
  peopleEndpoints,
  type TAssetKind,
  type TEntityKind,
} from '@vasiyat/contract';

/** Files as people upload them: a real PDF (one page, opens in any reader), JPEG and PNG, and a PNG named .pdf. */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
export const FILES = {
  pdf: { name: 'deed.pdf', mimeType: 'application/pdf', buffer: fixture('deed.pdf') },
  jpeg: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: fixture('photo.jpg') },
  png: { name: 'photo.png', mimeType: 'image/png', buffer: fixture('photo.png') },
  /** The browser and the name say PDF; the bytes are a PNG. */
  pngNamedPdf: { name: 'scan.pdf', mimeType: 'application/pdf', buffer: fixture('photo.png') },
} as const;

/** How seeds reach the server and read the mail: app.inject and the SMTP sink, or HTTP and the mail sink. */
export type SeedTransport = {
  post(path: string, body: unknown, token?: string): Promise<{ status: number; json: unknown }>;
  /** The newest code mailed to `email` after the `since`-th mail. */
  codeFor(email: string, since: number): Promise<string>;
  mailCount(): Promise<number>;
};

export type SeededTestator = { email: string; password: string; token: string; userId: number };

/** A minimal valid person (spec part 1 §5) for the person save calls. */
export function personInput(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Meena',
    lastName: 'Rao',
    dob: '1995-06-01',
    gender: 'F',
    maritalStatusId: 1,
    religionId: 1,
    nhMasterId: 5,
    selectedBooleanMasters: [8, 7],
    ...overrides,
  };
}

/** A complete address row (every field is required) for saveEntityAddress. */
export function addressInput(entityId: number, overrides: Record<string, unknown> = {}) {
  return {
    entityId,
    addressTypeId: 1,
    doorNo: '12',
    buildingNumber: 'Lakshmi Nivas',
    street: 'Gandhi Road',
    pincode: '600004',
    locality: 'Mylapore',
    city: 'Chennai',
    state: 'Tamil Nadu',
    country: 'India',
    district: 'Chennai',
    ...overrides,
  };
}

let counter = 0;

/** A testator registered with the emailed code and signed in, as a person would. */
export async function seedTestator(
  transport: SeedTransport,
  overrides: { firstName?: string; lastName?: string; gender?: 'M' | 'F'; dob?: string } = {},
): Promise<SeededTestator> {
  const email = `seed.${Date.now()}.${process.pid}.${++counter}@example.in`;
  const password = 'seeded testator passphrase';
  const form = {
    firstName: overrides.firstName ?? 'Savitri',
    lastName: overrides.lastName ?? 'Iyer',
    gender: overrides.gender ?? 'F',
    dob: overrides.dob ?? '1962-08-15',
    contactNo: '9123456780',
    email,
    password,
  };
  const since = await transport.mailCount();
  const check = await transport.post('auth/check-registration', form);
  if (check.status !== 200) throw new Error(`check-registration answered ${check.status}: ${JSON.stringify(check.json)}`);
  const { register } = check.json as { register: unknown };
  const verify = await transport.post('auth/verify-otp', { otpNumber: await transport.codeFor(email, since), register });
  if (verify.status !== 200) throw new Error(`verify-otp answered ${verify.status}: ${JSON.stringify(verify.json)}`);
  const login = await transport.post('auth/login', { username: email, password });
  const { jwt } = login.json as { jwt: string };
  const userId = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).userId as number;
  return { email, password, token: jwt, userId };
}

/** A valid person of any kind, saved through that kind's own call (the kinds registry says which). */
export async function seedPerson(
  transport: SeedTransport,
  testator: SeededTestator,
  kind: Exclude<TEntityKind, 'self'>,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const definition = kindDefinition(kind);
  const body: Record<string, unknown> =
    definition.form === 'corporate'
      ? { firstName: 'Seva Trust', lastName: 'Public charitable trust', commencementDate: '1999-04-01' }
      : definition.form === 'registrar'
        ? { firstName: 'Sub-Registrar, Mylapore' }
        : personInput({
            nhMasterId: definition.relation === 'none' ? null : 5,
            designation: definition.designation ? 'Trustee' : null,
            selectedBooleanMasters: [...definition.defaultBooleans],
          });
  if (definition.screenName) body.screenName = definition.screenName;
  const answer = await transport.post(peopleEndpoints[definition.save].path, { ...body, ...overrides }, testator.token);
  const saved = (answer.json as Record<string, { entityId?: number } | undefined>)[definition.answerKey];
  if (answer.status !== 200 || !saved?.entityId)
    throw new Error(`${definition.save} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return saved.entityId;
}

/**
 * A complete asset of a kind (spec part 2 §5: name, subtype, value, ownership, description) for saveAsset.
 * Its subtype is the kind's first (subtype ids are the type id × 100 + n); ownership 1 is sole.
 */
export function assetInput(kind: TAssetKind = 'fixed', overrides: Record<string, unknown> = {}) {
  const typeId = ASSET_KIND_DEFINITIONS[kind].typeId;
  return {
    assetTypeMstId: typeId,
    assetName: `${kind} asset`,
    assetSubTypeId: typeId * 100 + 1,
    assetInitialValue: 2500000,
    ownershipTypeId: 1,
    assetDescription: 'As described in the title documents.',
    selectedAssetBooleans: [],
    ...overrides,
  };
}

/** A valid asset of a kind, saved through saveAsset; answers its id. */
export async function seedAsset(
  transport: SeedTransport,
  testator: SeededTestator,
  kind: TAssetKind = 'fixed',
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const answer = await transport.post(assetEndpoints.saveAsset.path, assetInput(kind, overrides), testator.token);
  const assetId = (answer.json as { asset?: { assetId?: number } }).asset?.assetId;
  if (answer.status !== 200 || !assetId) throw new Error(`saveAsset answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return assetId;
}

/**
 * Assets given to beneficiaries through saveAssetAssignmentDetails: `shares` is each beneficiary with their
 * percentage (null: as described); the words every entry needs are filled in. Answers the assignment's id.
 */
export async function seedAssignment(
  transport: SeedTransport,
  testator: SeededTestator,
  options: { assetIds: number[]; typeId: number; shares: [beneficiaryId: number, proportion: number | null][] },
): Promise<number> {
  const body = {
    assetAssignmentType: options.typeId,
    numberOfBeneficiaries: options.shares.length,
    assetIds: options.assetIds,
    testatorId: testator.userId,
    beneficiaries: options.shares.map(([beneficiaryId, proportion]) => ({
      beneficiaryId,
      proportion,
      condition: 'On my death',
      immediateTransfer: false,
      guardian: null,
      assignmentDescription: 'To be held absolutely',
      assetSubDescription: 'An equal part',
      documents: [],
    })),
  };
  const answer = await transport.post(assignmentEndpoints.saveAssetAssignmentDetails.path, body, testator.token);
  const assignmentId = (answer.json as { assignmentId?: number }).assignmentId;
  if (answer.status !== 200 || !assignmentId)
    throw new Error(`saveAssetAssignmentDetails answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return assignmentId;
}
