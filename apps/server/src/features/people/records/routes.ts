import {
  MAX_ROWS_PER_SAVE,
  ZAddress,
  ZAddressInput,
  ZAddressType,
  ZContact,
  ZContactInput,
  ZContactType,
  ZDocument,
  ZDocumentInput,
  ZIdentification,
  ZIdentificationInput,
  ZIdentificationType,
  ZIdParam,
  ZSpecificAttribute,
  ZSpecificAttributeInput,
  ZStatusResponse,
} from '@vasiyat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth.ts';
import type { Masters } from '../masters.ts';
import { errorAnswers, languageOf, testatorOnly } from '../routes.ts';
import type { RecordService } from './service.ts';

const tags = ['people: sub-records'];
const code = z.string().trim().max(10).optional();
const rowsOf = <T extends z.ZodType>(row: T) =>
  z
    .array(row)
    .min(1, { message: 'Nothing to save.' })
    .max(MAX_ROWS_PER_SAVE, { message: `At most ${MAX_ROWS_PER_SAVE} rows at a time.` });
/** Files come base64 inside JSON: room for a few 5 MB files per save (each file is checked on its own). */
const UPLOAD_BODY_LIMIT = 26 * 1024 * 1024;

export function recordRoutes(deps: { records: RecordService; masters: Masters }): FastifyPluginAsyncZod {
  const { records, masters } = deps;
  const deleted = (message: string) => ({ status: 'success', message });

  return async (app) => {
    // types -------------------------------------------------------------------------------------------
    app.get('/testator/findAddressTypeById', {
      config: testatorOnly,
      schema: {
        tags,
        summary: 'Address types',
        querystring: z.object({ code }),
        response: { 200: z.array(ZAddressType), ...errorAnswers },
      },
      handler: async (request) =>
        (await masters.list('address_type', languageOf(request))).map((t) => ({ addressTypeId: t.id, name: t.name })),
    });
    app.get('/testator/findAllContactType', {
      config: testatorOnly,
      schema: {
        tags,
        summary: 'Contact types: 1 mobile, 2 email, 3 landline',
        querystring: z.object({ code }),
        response: { 200: z.array(ZContactType), ...errorAnswers },
      },
      handler: async (request) =>
        (await masters.list('contact_type', languageOf(request))).map((t) => ({ contactTypeId: t.id, contactName: t.name })),
    });
    app.get('/testator/findAllIdentificationType', {
      config: testatorOnly,
      schema: {
        tags,
        summary: 'Identification types',
        querystring: z.object({ code }),
        response: { 200: z.array(ZIdentificationType), ...errorAnswers },
      },
      handler: async (request) =>
        (await masters.list('identification_type', languageOf(request))).map((t) => ({ idenTypeId: t.id, name: t.name })),
    });

    // addresses ---------------------------------------------------------------------------------------
    app.get('/testator/findAddressById', {
      config: testatorOnly,
      schema: {
        tags,
        summary: 'Addresses of a person',
        querystring: z.object({ entityId: ZIdParam, code }),
        response: { 200: z.array(ZAddress), ...errorAnswers },
      },
      handler: (request) => records.findAddresses(callerOf(request), request.query.entityId, languageOf(request)),
    });
    app.post('/testator/saveEntityAddress', {
      config: testatorOnly,
      schema: {
        tags,
        summary: 'Save addresses (all or nothing; each type once per person)',
        body: rowsOf(ZAddressInput),
        response: { 200: ZStatusResponse, ...errorAnswers },
      },
      handler: (request) => records.saveAddresses(callerOf(request), request.body),
    });
    app.get('/testator/deleteAddressById', {
      config: testatorOnly,
      schema: {
        tags,
        summary: 'Delete an address (a GET, as the client calls it)',
        querystring: z.object({ addressId: ZIdParam }),
        response: { 200: ZStatusResponse, ...errorAnswers },
      },
      handler: async (request) => {
        await records.deleteRecord(callerOf(request), 'address', request.query.addressId);
        return deleted('Address deleted successfully');
      },
    });

    // contacts ----------------------------------------------------------------------------------------
    app.get('/testator/findAllContactByEntityId', {
      config: testatorOnly,
      schema: {
        tags,
        summary: 'Contacts of a person',
        querystring: z.object({ entityParentId: ZIdParam, code }),
        response: { 200: z.array(ZContact), ...errorAnswers },
      },
      handler: (request) => records.findContacts(callerOf(request), request.query.entityParentId, languageOf(request)),
    });
    app.post('/testator/saveContactDetails', {
      config: testatorOnly,
      schema: {
        tags,
        summary: 'Save contacts (all or nothing; formats and duplicates checked)',
        body: rowsOf(ZContactInput),
        response: { 200: ZStatusResponse, ...errorAnswers },
      },
      handler: (request) => records.saveContacts(callerOf(request), request.body),
    });
    app.delete('/testator/deleteContactById', {
      config: testatorOnly,
      schema: {
        tags,
        summary: 'Delete a contact',
        querystring: z.object({ contactDetailsId: ZIdParam }),
        response: { 200: ZStatusResponse, ...errorAnswers },
      },
      handler: async (request) => {
        await records.deleteRecord(callerOf(request), 'contact', request.query.contactDetailsId);
        return deleted('Contact deleted successfully');
      },
    });

    // identifications ---------------------------------------------------------------------------------
    app.get('/testator/findAllIdentifications', {
      config: testatorOnly,
      schema: {
        tags,
        summary: 'Identifications of a person (numbers masked)',
        querystring: z.object({ entityId: ZIdParam, code }),
        response: { 200: z.array(ZIdentification), ...errorAnswers },
      },
      handler: (request) => records.findIdentifications(callerOf(request), request.query.entityId, languageOf(request)),
    });
    app.post('/testator/saveIdentificationDetails', {
      config: testatorOnly,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Save identifications with their files (images or PDF, 5 MB each); status exits when a type is used twice',
        body: rowsOf(ZIdentificationInput),
        response: { 200: ZStatusResponse, ...errorAnswers },
      },
      handler: (request) => records.saveIdentifications(callerOf(request), request.body),
    });
    app.delete('/testator/deleteIdentificationById', {
      config: testatorOnly,
      schema: {
        tags,
        summary: 'Delete an identification and its files',
        querystring: z.object({ identityId: ZIdParam }),
        response: { 200: ZStatusResponse, ...errorAnswers },
      },
      handler: async (request) => {
        await records.deleteRecord(callerOf(request), 'identification', request.query.identityId);
        return deleted('Identification deleted successfully');
      },
    });

    // documents ---------------------------------------------------------------------------------------
    app.get('/testator/findAllDocumentAttachByTestatorId', {
      config: testatorOnly,
      schema: {
        tags,
        summary: 'Documents of a person',
        querystring: z.object({ entityId: ZIdParam }),
        response: { 200: z.array(ZDocument), ...errorAnswers },
      },
      handler: (request) => records.findDocuments(callerOf(request), request.query.entityId),
    });
    app.post('/testator/saveDocumentAttachment', {
      config: testatorOnly,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Save documents (PDF only, 5 MB each)',
        body: rowsOf(ZDocumentInput),
        response: { 200: ZStatusResponse, ...errorAnswers },
      },
      handler: (request) => records.saveDocuments(callerOf(request), request.body),
    });
    app.delete('/testator/deleteDocumentById', {
      config: testatorOnly,
      schema: {
        tags,
        summary: 'Delete a document and its files',
        querystring: z.object({ documentId: ZIdParam }),
        response: { 200: ZStatusResponse, ...errorAnswers },
      },
      handler: async (request) => {
        await records.deleteRecord(callerOf(request), 'document', request.query.documentId);
        return deleted('Document deleted successfully');
      },
    });

    // specific attributes -----------------------------------------------------------------------------
    app.get('/testator/findAllEntitySpecificAttributebyId', {
      config: testatorOnly,
      schema: {
        tags,
        summary: 'Specific attributes of a person (the spec names the entity id testatorId here)',
        querystring: z.object({ testatorId: ZIdParam }),
        response: { 200: z.array(ZSpecificAttribute), ...errorAnswers },
      },
      handler: (request) => records.findAttributes(callerOf(request), request.query.testatorId),
    });
    app.post('/testator/saveEntitySpecificAttribute', {
      config: testatorOnly,
      schema: {
        tags,
        summary: 'Save specific attributes',
        body: rowsOf(ZSpecificAttributeInput),
        response: { 200: ZStatusResponse, ...errorAnswers },
      },
      handler: (request) => records.saveAttributes(callerOf(request), request.body),
    });
    app.delete('/testator/deleteEntitySpecificAttributeById', {
      config: testatorOnly,
      schema: {
        tags,
        summary: 'Delete a specific attribute',
        querystring: z.object({ specificAttributeId: ZIdParam }),
        response: { 200: ZStatusResponse, ...errorAnswers },
      },
      handler: async (request) => {
        await records.deleteRecord(callerOf(request), 'attribute', request.query.specificAttributeId);
        return deleted('Specific attribute deleted successfully');
      },
    });
  };
}
