// Calls of a person's sub-records (spec part 1 §7 "Sub-records of a person").
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ZIdParam, ZLanguageCode, ZStatusResponse } from '../schemas/common.ts';
import {
  MAX_ROWS_PER_SAVE,
  ZAddress,
  ZAddressInput,
  ZAddressType,
  ZCodeQuery,
  ZContact,
  ZContactInput,
  ZContactType,
  ZDocument,
  ZDocumentInput,
  ZIdentification,
  ZIdentificationInput,
  ZIdentificationType,
  ZSpecificAttribute,
  ZSpecificAttributeInput,
} from '../schemas/people.ts';
import { TESTATOR_ONLY } from './people.ts';

const tag = 'people: sub-records';
/** Files come base64 inside JSON: room for a few 5 MB files per save (each file is checked on its own). */
export const UPLOAD_BODY_LIMIT = 26 * 1024 * 1024;

/** Arrays are saved all or nothing, at most MAX_ROWS_PER_SAVE rows at a time. */
export const rowsOf = <T extends z.ZodType>(row: T) =>
  z
    .array(row)
    .min(1, { message: 'Nothing to save.' })
    .max(MAX_ROWS_PER_SAVE, { message: `At most ${MAX_ROWS_PER_SAVE} rows at a time.` });

const get = <Q extends z.ZodType, R extends z.ZodType>(path: string, summary: string, query: Q, response: R) =>
  endpoint({ method: 'GET', path: `testator/${path}`, auth: TESTATOR_ONLY, tag, summary, query, response });
const save = <B extends z.ZodType>(path: string, summary: string, body: B, bodyLimit?: number) =>
  endpoint({ method: 'POST', path: `testator/${path}`, auth: TESTATOR_ONLY, tag, summary, body, response: ZStatusResponse, bodyLimit });
// A delete is a write for the audit log whatever its method (the spec deletes an address with a GET).
const remove = <M extends 'GET' | 'DELETE', Q extends z.ZodType>(method: M, path: string, summary: string, query: Q) =>
  endpoint({ method, path: `testator/${path}`, auth: TESTATOR_ONLY, tag, summary, query, response: ZStatusResponse, audit: 'write' });

const entityQuery = z.object({ entityId: ZIdParam, code: ZLanguageCode });

export const recordEndpoints = {
  findAddressTypeById: get('findAddressTypeById', 'Address types', ZCodeQuery, z.array(ZAddressType)),
  findAllContactType: get('findAllContactType', 'Contact types: 1 mobile, 2 email, 3 landline', ZCodeQuery, z.array(ZContactType)),
  findAllIdentificationType: get('findAllIdentificationType', 'Identification types', ZCodeQuery, z.array(ZIdentificationType)),

  findAddressById: get('findAddressById', 'Addresses of a person', entityQuery, z.array(ZAddress)),
  saveEntityAddress: save('saveEntityAddress', 'Save addresses (all or nothing; each type once per person)', rowsOf(ZAddressInput)),
  // spec part 1 §7: deleting an address is a GET.
  deleteAddressById: remove(
    'GET',
    'deleteAddressById',
    'Delete an address (a GET, as the client calls it)',
    z.object({ addressId: ZIdParam }),
  ),

  findAllContactByEntityId: get(
    'findAllContactByEntityId',
    'Contacts of a person',
    z.object({ entityParentId: ZIdParam, code: ZLanguageCode }),
    z.array(ZContact),
  ),
  saveContactDetails: save('saveContactDetails', 'Save contacts (all or nothing; formats and duplicates checked)', rowsOf(ZContactInput)),
  deleteContactById: remove('DELETE', 'deleteContactById', 'Delete a contact', z.object({ contactDetailsId: ZIdParam })),

  findAllIdentifications: endpoint({
    ...get('findAllIdentifications', 'Identifications of a person (numbers masked)', entityQuery, z.array(ZIdentification)),
    audit: 'identity.read',
  }),
  saveIdentificationDetails: save(
    'saveIdentificationDetails',
    'Save identifications with their files (images or PDF, 5 MB each); status exits when a type is used twice',
    rowsOf(ZIdentificationInput),
    UPLOAD_BODY_LIMIT,
  ),
  deleteIdentificationById: remove(
    'DELETE',
    'deleteIdentificationById',
    'Delete an identification and its files',
    z.object({ identityId: ZIdParam }),
  ),

  findAllDocumentAttachByTestatorId: get(
    'findAllDocumentAttachByTestatorId',
    'Documents of a person',
    z.object({ entityId: ZIdParam }),
    z.array(ZDocument),
  ),
  saveDocumentAttachment: save('saveDocumentAttachment', 'Save documents (PDF only, 5 MB each)', rowsOf(ZDocumentInput), UPLOAD_BODY_LIMIT),
  deleteDocumentById: remove('DELETE', 'deleteDocumentById', 'Delete a document and its files', z.object({ documentId: ZIdParam })),

  findAllEntitySpecificAttributebyId: get(
    'findAllEntitySpecificAttributebyId',
    'Specific attributes of a person (the spec names the entity id testatorId here)',
    z.object({ testatorId: ZIdParam }),
    z.array(ZSpecificAttribute),
  ),
  saveEntitySpecificAttribute: save('saveEntitySpecificAttribute', 'Save specific attributes', rowsOf(ZSpecificAttributeInput)),
  deleteEntitySpecificAttributeById: remove(
    'DELETE',
    'deleteEntitySpecificAttributeById',
    'Delete a specific attribute',
    z.object({ specificAttributeId: ZIdParam }),
  ),
};
