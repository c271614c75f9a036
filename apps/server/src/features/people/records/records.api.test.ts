import { MAX_FILE_BYTES, UPLOAD_BODY_LIMIT } from '@vasiyat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, startApiTest } from '../../../../test/api-harness.ts';
import { addressInput, bearer, createUser, pdfData, personInput, pngData, type Session, testatorApi } from '../../../../test/fixtures.ts';

let t: ApiTest;
let owner: Session;
let other: Session;
let person: number;
let otherPerson: number;
beforeAll(async () => {
  t = await startApiTest();
  owner = await createUser(t);
  other = await createUser(t);
  const save = async (session: Session) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/wst/testator/saveBeneficiaries',
        headers: bearer(session.token),
        payload: { ...personInput(), screenName: 'BENIND' },
      })
    ).json().ben.entityId as number;
  person = await save(owner);
  otherPerson = await save(other);
});
afterAll(() => t.close());

const { get, post, del } = testatorApi(() => t);
const count = async (table: string, entityId: number) =>
  Number((await t.pool.query(`SELECT count(*) FROM ${table} WHERE entity_id = $1`, [entityId])).rows[0].count);

const address = (overrides: Record<string, unknown> = {}) => addressInput(person, overrides);

describe('addresses', () => {
  it('lists the address types', async () => {
    expect((await get(owner, 'findAddressTypeById')).json()[0]).toEqual({ addressTypeId: 1, name: 'Permanent' });
  });

  it('saves an array, lists it, updates a row and deletes one (deleteAddressById is a GET)', async () => {
    const saved = await post(owner, 'saveEntityAddress', [address(), address({ addressTypeId: 2, city: 'Madurai' })]);
    expect(saved.json()).toEqual({ status: 'success', message: 'Addresses saved successfully' });
    const rows = (await get(owner, `findAddressById?entityId=${person}`)).json();
    expect(rows.map((r: { city: string }) => r.city)).toEqual(['Chennai', 'Madurai']);
    expect(rows[0].addressTypeName).toBe('Permanent');
    await post(owner, 'saveEntityAddress', [{ ...rows[1], city: 'Coimbatore' }]);
    expect((await get(owner, `findAddressById?entityId=${person}`)).json()[1].city).toBe('Coimbatore');
    const removed = await get(owner, `deleteAddressById?addressId=${rows[1].addressId}`);
    expect(removed.json()).toEqual({ status: 'success', message: 'Address deleted successfully' });
    expect(await count('addresses', person)).toBe(1);
  });

  it('refuses a duplicate address type (in the array or against a saved row) and saves nothing', async () => {
    const twice = await post(owner, 'saveEntityAddress', [address({ addressTypeId: 3 }), address({ addressTypeId: 3 })]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Duplicate address type selected');
    expect(twice.json()).toMatchObject({
      messageKey: 'addressDuplicateType',
      errors: [{ path: 'addressTypeId', messageKey: 'addressDuplicateType' }],
    });
    const againstSaved = await post(owner, 'saveEntityAddress', [address({ addressTypeId: 4 }), address({ addressTypeId: 1 })]);
    expect(againstSaved.json().message).toBe('Duplicate address type selected');
    expect(await count('addresses', person)).toBe(1);
  });

  it('requires every field and a 6-digit pincode', async () => {
    const response = await post(owner, 'saveEntityAddress', [address({ addressTypeId: 4, street: '', pincode: '12' })]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { path: '0.street', code: 'required', messageKey: 'commonRequired', message: 'Street is required.' },
        expect.objectContaining({ path: '0.pincode', message: 'Pincode has 6 digits.' }),
      ]),
    );
  });

  it('answers 404 for another testator’s entity or row, and changes nothing', async () => {
    expect((await get(other, `findAddressById?entityId=${person}`)).statusCode).toBe(404);
    expect((await post(other, 'saveEntityAddress', [address()])).statusCode).toBe(404);
    const [row] = (await get(owner, `findAddressById?entityId=${person}`)).json();
    expect((await post(other, 'saveEntityAddress', [{ ...row, entityId: otherPerson, city: 'Hijack' }])).statusCode).toBe(404);
    expect((await get(other, `deleteAddressById?addressId=${row.addressId}`)).statusCode).toBe(404);
    expect((await get(owner, `findAddressById?entityId=${person}`)).json()[0].city).toBe('Chennai');
  });
});

describe('contacts', () => {
  it('checks each format with the spec’s messages', async () => {
    const cases: [number, string, string][] = [
      [1, '5123456789', 'Invalid mobile number. Enter a 10-digit valid number.'],
      [2, 'not-mail', 'Invalid email format.'],
      [3, '12', 'Invalid landline number.'],
      [1, '   ', 'Contact details are required.'],
    ];
    for (const [contactTypeId, contactDetails, message] of cases) {
      const response = await post(owner, 'saveContactDetails', [{ entityId: person, contactTypeId, contactDetails }]);
      expect(response.statusCode, contactDetails).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await count('contacts', person)).toBe(0);
  });

  it('saves, refuses duplicates (email case-insensitively), lists and deletes', async () => {
    const saved = await post(owner, 'saveContactDetails', [
      { entityId: person, contactTypeId: 1, contactDetails: '9876543210' },
      { entityId: person, contactTypeId: 2, contactDetails: 'Meena@Example.in' },
    ]);
    expect(saved.json()).toEqual({ status: 'success', message: 'Contact saved successfully' });
    const duplicate = await post(owner, 'saveContactDetails', [{ entityId: person, contactTypeId: 2, contactDetails: 'meena@example.in' }]);
    expect(duplicate.json().message).toBe('Duplicate contact details are not allowed.');
    expect(duplicate.json().messageKey).toBe('contactDuplicate');
    const rows = (await get(owner, `findAllContactByEntityId?entityParentId=${person}`)).json();
    expect(rows.map((r: { contactDetails: string }) => r.contactDetails)).toEqual(['9876543210', 'meena@example.in']);
    expect(rows[0].contactName).toBe('Mobile');
    expect((await del(other, `deleteContactById?contactDetailsId=${rows[0].contactDetailsId}`)).statusCode).toBe(404);
    expect((await get(other, `findAllContactByEntityId?entityParentId=${person}`)).statusCode).toBe(404);
    expect((await del(owner, `deleteContactById?contactDetailsId=${rows[0].contactDetailsId}`)).json().message).toBe(
      'Contact deleted successfully',
    );
    expect(await count('contacts', person)).toBe(1);
  });
});

describe('identifications', () => {
  const aadhaar = (overrides: Record<string, unknown> = {}) => ({
    entityId: person,
    idType: 1,
    documentNo: '1234 5678 9012',
    files: [{ fileName: 'aadhaar.png', fileType: 'image/png', fileData: pngData() }],
    ...overrides,
  });

  it('saves with files, keeps the number encrypted and shows it masked', async () => {
    const saved = await post(owner, 'saveIdentificationDetails', [aadhaar()]);
    expect(saved.json()).toEqual({ status: 'success', message: 'Identification Saved Successfully' });
    const [row] = (await get(owner, `findAllIdentifications?entityId=${person}`)).json();
    expect(row).toMatchObject({ idType: 1, idTypeName: 'Aadhaar', documentNo: '••••9012' });
    expect(row.files).toEqual([
      { documentMasterId: expect.any(Number), fileName: 'aadhaar.png', fileType: 'image/png', size: expect.any(Number) },
    ]);
    const stored = await t.pool.query('SELECT document_no_encrypted FROM identifications WHERE id = $1', [row.identityId]);
    expect(stored.rows[0].document_no_encrypted).not.toContain('9012');
    const bytes = await t.pool.query('SELECT data FROM files WHERE id = $1', [row.files[0].documentMasterId]);
    expect(bytes.rows[0].data.subarray(0, 8).toString('hex')).not.toBe('89504e470d0a1a0a');
    const file = await get(owner, `findFileById?documentMasterId=${row.files[0].documentMasterId}`);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.toString('base64')).toBe(pngData());
    expect((await get(other, `findFileById?documentMasterId=${row.files[0].documentMasterId}`)).statusCode).toBe(404);
  });

  it('answers exits for a type used twice and saves nothing', async () => {
    const response = await post(owner, 'saveIdentificationDetails', [aadhaar({ documentNo: '999988887777' })]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'exits', message: 'Already Exists, try another one' });
    expect(await count('identifications', person)).toBe(1);
  });

  it('checks numbers by type, requires a file and refuses a disguised file', async () => {
    expect((await post(owner, 'saveIdentificationDetails', [aadhaar({ idType: 2, documentNo: '12345' })])).json().message).toMatch(
      /A PAN has 5 letters/,
    );
    expect(
      (await post(owner, 'saveIdentificationDetails', [aadhaar({ idType: 2, documentNo: 'ABCDE1234F', files: [] })])).json().message,
    ).toBe('Attach a scan or photo of the document.');
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const disguised = await post(owner, 'saveIdentificationDetails', [
      aadhaar({ idType: 2, documentNo: 'ABCDE1234F', files: [{ fileName: 'pan.pdf', fileData: html }] }),
    ]);
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toMatch(/not an allowed type/);
    expect(await count('identifications', person)).toBe(1);
  });

  it('keeps the stored number and files when the masked value comes back; deleting removes the files', async () => {
    const [row] = (await get(owner, `findAllIdentifications?entityId=${person}`)).json();
    const update = await post(owner, 'saveIdentificationDetails', [{ ...row, files: row.files }]);
    expect(update.json().status).toBe('success');
    const [after] = (await get(owner, `findAllIdentifications?entityId=${person}`)).json();
    expect(after.documentNo).toBe('••••9012');
    expect(after.files).toEqual(row.files);
    expect((await del(other, `deleteIdentificationById?identityId=${row.identityId}`)).statusCode).toBe(404);
    expect((await del(owner, `deleteIdentificationById?identityId=${row.identityId}`)).json().message).toBe(
      'Identification deleted successfully',
    );
    expect(await count('files', person)).toBe(0);
  });
});

describe('documents', () => {
  it('accepts PDF only, lists and deletes with the files', async () => {
    const png = await post(owner, 'saveDocumentAttachment', [
      { entityId: person, description: 'Sale deed', files: [{ fileName: 'deed.pdf', fileData: pngData() }] },
    ]);
    expect(png.statusCode).toBe(400);
    expect(png.json()).toMatchObject({ code: 'invalid_pdf', messageKey: 'documentInvalidPdf', message: 'Invalid PDF file format.' });
    const saved = await post(owner, 'saveDocumentAttachment', [
      {
        entityId: person,
        description: 'Sale deed',
        files: [{ fileName: 'deed.pdf', fileType: 'application/pdf', fileData: pdfData(), isPDF: true }],
      },
    ]);
    expect(saved.json()).toEqual({ status: 'success', message: 'Document Attached Successfully' });
    const [row] = (await get(owner, `findAllDocumentAttachByTestatorId?entityId=${person}`)).json();
    expect(row).toMatchObject({ description: 'Sale deed', files: [{ fileName: 'deed.pdf', fileType: 'application/pdf' }] });
    expect((await get(other, `findAllDocumentAttachByTestatorId?entityId=${person}`)).statusCode).toBe(404);
    expect((await del(owner, `deleteDocumentById?documentId=${row.documentId}`)).json().message).toBe('Document deleted successfully');
    expect(await count('files', person)).toBe(0);
  });

  it('refuses a PDF with JavaScript', async () => {
    const evil = Buffer.from('%PDF-1.7\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF').toString(
      'base64',
    );
    const response = await post(owner, 'saveDocumentAttachment', [
      { entityId: person, description: 'x', files: [{ fileName: 'x.pdf', fileData: evil }] },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'unsafe_file', message: expect.stringMatching(/contains JavaScript/) });
  });

  it('answers 413 for every file over 5 MB, up to the body limit, and saves nothing', async () => {
    const before = await count('documents', person);
    // 5 MB + 1 byte, 6 MB, and as large as still fits under the body limit once base64 encoded.
    const nearLimit = Math.floor(((UPLOAD_BODY_LIMIT - 4096) * 3) / 4);
    for (const size of [MAX_FILE_BYTES + 1, 6 * 1024 * 1024, nearLimit]) {
      const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);
      const response = await post(owner, 'saveDocumentAttachment', [
        { entityId: person, description: 'Scan', files: [{ fileName: 'big.pdf', fileData: bytes.toString('base64') }] },
      ]);
      expect(response.statusCode, `${size} bytes`).toBe(413);
      expect(response.json()).toMatchObject({ code: 'file_too_large', messageKey: 'errorFileTooLarge' });
      expect(response.json().message).toMatch(/too large: each file may be at most 5 MB/);
    }
    expect(await count('documents', person)).toBe(before);
  });
});

describe('specific attributes', () => {
  it('saves, requires every field, lists, and deletes for the owner only', async () => {
    const missing = await post(owner, 'saveEntitySpecificAttribute', [{ entityId: person, specificAttributeName: 'Nickname' }]);
    expect(missing.statusCode).toBe(400);
    const saved = await post(owner, 'saveEntitySpecificAttribute', [
      {
        entityId: person,
        specificAttributeName: 'Nickname',
        specificAttributeValue: 'Meenu',
        specificAttributeDescription: 'Called so at home',
      },
    ]);
    expect(saved.json()).toEqual({ status: 'success', message: 'Specific attribute saved successfully' });
    const [row] = (await get(owner, `findAllEntitySpecificAttributebyId?testatorId=${person}`)).json();
    expect(row).toMatchObject({ specificAttributeName: 'Nickname', specificAttributeValue: 'Meenu' });
    expect((await get(other, `findAllEntitySpecificAttributebyId?testatorId=${person}`)).statusCode).toBe(404);
    expect((await del(other, `deleteEntitySpecificAttributeById?specificAttributeId=${row.specificAttributeId}`)).statusCode).toBe(404);
    expect((await del(owner, `deleteEntitySpecificAttributeById?specificAttributeId=${row.specificAttributeId}`)).json().message).toBe(
      'Specific attribute deleted successfully',
    );
  });
});

describe('deleting a person', () => {
  it('removes its sub-records and files', async () => {
    await post(owner, 'saveDocumentAttachment', [
      { entityId: person, description: 'Will copy', files: [{ fileName: 'w.pdf', fileData: pdfData() }] },
    ]);
    expect(await count('files', person)).toBe(1);
    await del(owner, `deleteEntity?entityId=${person}`);
    for (const table of ['addresses', 'contacts', 'identifications', 'documents', 'entity_attributes', 'files', 'entity_flags']) {
      expect(await count(table, person), table).toBe(0);
    }
  });
});

describe('another testator’s ids (every sub-record call)', () => {
  it('answers 404 with no data and changes nothing', async () => {
    const victim = (
      await t.app.inject({
        method: 'POST',
        url: '/api/wst/testator/saveBeneficiaries',
        headers: bearer(owner.token),
        payload: { ...personInput({ firstName: 'Victim' }), screenName: 'BENIND' },
      })
    ).json().ben.entityId as number;
    await post(owner, 'saveEntityAddress', [address({ entityId: victim })]);
    await post(owner, 'saveContactDetails', [{ entityId: victim, contactTypeId: 1, contactDetails: '9811122233' }]);
    await post(owner, 'saveIdentificationDetails', [
      { entityId: victim, idType: 2, documentNo: 'ABCDE1234F', files: [{ fileName: 'pan.png', fileData: pngData() }] },
    ]);
    await post(owner, 'saveDocumentAttachment', [
      { entityId: victim, description: 'Deed', files: [{ fileName: 'd.pdf', fileData: pdfData() }] },
    ]);
    await post(owner, 'saveEntitySpecificAttribute', [
      { entityId: victim, specificAttributeName: 'n', specificAttributeValue: 'v', specificAttributeDescription: 'd' },
    ]);
    const [addressRow] = (await get(owner, `findAddressById?entityId=${victim}`)).json();
    const [contactRow] = (await get(owner, `findAllContactByEntityId?entityParentId=${victim}`)).json();
    const [identityRow] = (await get(owner, `findAllIdentifications?entityId=${victim}`)).json();
    const [documentRow] = (await get(owner, `findAllDocumentAttachByTestatorId?entityId=${victim}`)).json();
    const [attributeRow] = (await get(owner, `findAllEntitySpecificAttributebyId?testatorId=${victim}`)).json();
    const snapshot = async () =>
      (
        await t.pool.query(
          `SELECT (SELECT json_agg(a ORDER BY id) FROM addresses a WHERE entity_id = $1) AS a, (SELECT json_agg(c ORDER BY id) FROM contacts c WHERE entity_id = $1) AS c,
                  (SELECT json_agg(i ORDER BY id) FROM identifications i WHERE entity_id = $1) AS i, (SELECT json_agg(d ORDER BY id) FROM documents d WHERE entity_id = $1) AS d,
                  (SELECT json_agg(s ORDER BY id) FROM entity_attributes s WHERE entity_id = $1) AS s, (SELECT count(*) FROM files WHERE entity_id = $1) AS f`,
          [victim],
        )
      ).rows[0];
    const before = await snapshot();

    const reads = [
      `findAddressById?entityId=${victim}`,
      `findAllContactByEntityId?entityParentId=${victim}`,
      `findAllIdentifications?entityId=${victim}`,
      `findAllDocumentAttachByTestatorId?entityId=${victim}`,
      `findAllEntitySpecificAttributebyId?testatorId=${victim}`,
      `findFileById?documentMasterId=${documentRow.files[0].documentMasterId}`,
      `deleteAddressById?addressId=${addressRow.addressId}`,
    ];
    for (const url of reads) {
      const response = await get(other, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        status: 'error',
        code: 'not_found',
        messageKey: 'errorNotFound',
        message: expect.stringMatching(/not found/),
      });
    }
    const writes: [string, unknown][] = [
      ['saveEntityAddress', [{ ...addressRow, city: 'Hijack' }]],
      ['saveContactDetails', [{ ...contactRow, contactDetails: '9899999999' }]],
      ['saveIdentificationDetails', [{ ...identityRow, documentNo: 'ZZZZZ9999Z' }]],
      ['saveDocumentAttachment', [{ ...documentRow, description: 'Hijack' }]],
      ['saveEntitySpecificAttribute', [{ ...attributeRow, specificAttributeValue: 'Hijack' }]],
      // An own entity with someone else's row id is refused as well.
      ['saveEntityAddress', [{ ...addressRow, entityId: otherPerson }]],
    ];
    for (const [url, payload] of writes) expect((await post(other, url, payload)).statusCode, url).toBe(404);
    const deletes = [
      `deleteContactById?contactDetailsId=${contactRow.contactDetailsId}`,
      `deleteIdentificationById?identityId=${identityRow.identityId}`,
      `deleteDocumentById?documentId=${documentRow.documentId}`,
      `deleteEntitySpecificAttributeById?specificAttributeId=${attributeRow.specificAttributeId}`,
    ];
    for (const url of deletes) expect((await del(other, url)).statusCode, url).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});
