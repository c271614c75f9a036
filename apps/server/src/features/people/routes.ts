import {
  ROLE_TESTATOR,
  SCREEN_KINDS,
  type TEntityKind,
  ZCorporateDataResponse,
  ZEntityIdQuery,
  ZErrorResponse,
  ZHeirCard,
  ZIdParam,
  ZListedDataResponse,
  ZMasterDataQuery,
  ZMasterDataResponse,
  ZMasterTypesResponse,
  ZPersonRow,
  ZProfileInput,
  ZSaveBenResponse,
  ZSaveContactPersonResponse,
  ZSaveCorporateResponse,
  ZSaveExwiResponse,
  ZSaveNhResponse,
  ZSaveProfileResponse,
  ZSaveRegistrarResponse,
  ZStatusResponse,
  ZTestatorIdQuery,
} from '@vasiyat/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { FileStore } from '../files/service.ts';
import type { Masters } from './masters.ts';
import type { PeopleService } from './service.ts';

export const testatorOnly = { auth: { roles: [ROLE_TESTATOR] } } as const;
export const errorAnswers = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  413: ZErrorResponse,
};
const tags = ['people'];
/** A profile may carry its photo (at most 1 MB) base64 in the JSON. */
const PROFILE_BODY_LIMIT = 2 * 1024 * 1024;

/** The language for names of master data: ?code= when given, else the Accept-Language the client sends. */
export const languageOf = (request: FastifyRequest) => (request.query as { code?: string }).code ?? request.headers['accept-language'];

const ZCodeQuery = z.object({ code: z.string().trim().max(10).optional() });
const ZEntityQuery = ZEntityIdQuery.extend({ code: z.string().trim().max(10).optional() });
const ZListQuery = ZTestatorIdQuery.extend({ code: z.string().trim().max(10).optional() });

const LISTS: [path: string, kind: TEntityKind, summary: string][] = [
  ['findAllBeneficiarIndividual', 'beneficiary_individual', 'Beneficiary individuals'],
  ['findNonAllBeneficiarIndividual', 'non_beneficiary_individual', 'Non-beneficiary individuals'],
  ['findAllExecutorById', 'executor', 'Executors'],
  ['findAllWitnessById', 'witness', 'Witnesses'],
  ['findAllBeneficiaryCorporateById', 'beneficiary_corporate', 'Beneficiary corporates, with their contact persons'],
  ['findAllNonBeneficiaryCorporateById', 'non_beneficiary_corporate', 'Non-beneficiary corporates, with their contact persons'],
  ['findAllRegistrar', 'registrar', 'Registrars, with their contact persons'],
];

function kindOfScreen(screenName: string | null, allowed: readonly (keyof typeof SCREEN_KINDS)[]) {
  const screen = (screenName ?? '').toUpperCase() as keyof typeof SCREEN_KINDS;
  if (!allowed.includes(screen)) {
    throw new AppError('validation', `screenName must be one of ${allowed.join(', ')}.`, {
      errors: [{ path: 'screenName', message: 'Unknown screen.' }],
    });
  }
  return SCREEN_KINDS[screen];
}

export function peopleRoutes(deps: { people: PeopleService; masters: Masters; files: FileStore }): FastifyPluginAsyncZod {
  const { people, masters } = deps;
  const saved = (message: string) => ({ status: 'success' as const, message });

  return async (app) => {
    app.get('/testator/fetchAllMasterTypes', {
      config: testatorOnly,
      schema: {
        tags,
        summary: 'Marital statuses and religions',
        querystring: ZCodeQuery,
        response: { 200: ZMasterTypesResponse, ...errorAnswers },
      },
      handler: async (request) => {
        const code = languageOf(request);
        const [maritalstatus, religion] = await Promise.all([masters.list('marital_status', code), masters.list('religion', code)]);
        return {
          maritalstatus: maritalstatus.map((m) => ({ maritalStatusId: m.id, maritalStatus: m.name })),
          religion: religion.map((r) => ({ religionId: r.id, religionName: r.name })),
        };
      },
    });

    app.get('/testator/fetchAllMasterData', {
      config: testatorOnly,
      schema: {
        tags,
        summary:
          'Everything the person form needs: masters, the boolean options asked in ids, relations, and the saved profile (entityId 0: none)',
        querystring: ZMasterDataQuery,
        response: { 200: ZMasterDataResponse, ...errorAnswers },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        const { ids, coreId, entityId } = request.query;
        if (coreId && coreId !== caller.userId) throw notFound('Record');
        const code = languageOf(request);
        const wanted = ids ? new Set(ids.split(',').map(Number)) : undefined;
        const [maritalstatus, religion, booleans, relations, nhDetails] = await Promise.all([
          masters.list('marital_status', code),
          masters.list('religion', code),
          masters.list('boolean', code),
          masters.list('relation', code),
          people.findProfile(caller, entityId, code),
        ]);
        return {
          maritalstatus: maritalstatus.map((m) => ({ maritalStatusId: m.id, maritalStatus: m.name })),
          religion: religion.map((r) => ({ religionId: r.id, religionName: r.name })),
          booleanMasters: booleans.filter((b) => !wanted || wanted.has(b.id)).map((b) => ({ booleanMasterId: b.id, booleanName: b.name })),
          nhMaster: relations.map((r) => ({ nhRelationMasterId: r.id, relationName: r.name })),
          nhDetails,
        };
      },
    });

    app.get('/testator/findAllTestatorListedData', {
      config: testatorOnly,
      schema: {
        tags,
        summary:
          'One saved profile (with its photo); entityId 0 gives null; the own id before Define self is saved gives the registration details',
        querystring: ZEntityQuery,
        response: { 200: ZListedDataResponse, ...errorAnswers },
      },
      handler: (request) => people.findListedData(callerOf(request), request.query.entityId, languageOf(request)),
    });

    app.post('/testator/saveOrUpdate', {
      config: testatorOnly,
      bodyLimit: PROFILE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Save Define self (the entity id is the user id)',
        body: ZProfileInput,
        response: { 200: ZSaveProfileResponse, ...errorAnswers },
      },
      handler: async (request) => ({
        ...saved('Personal data saved successfully!'),
        data: await people.saveSelf(callerOf(request), request.body),
      }),
    });

    app.post('/testator/saveNhRelation', {
      config: testatorOnly,
      bodyLimit: PROFILE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Save a natural heir; primaryId is the testator or the heir it extends',
        body: ZProfileInput,
        response: { 200: ZSaveNhResponse, ...errorAnswers },
      },
      handler: async (request) => ({
        ...saved('Successfully saved'),
        NH: { entityId: await people.saveHeir(callerOf(request), request.body) },
      }),
    });

    app.get('/testator/findAllNhRelations', {
      config: testatorOnly,
      schema: { tags, summary: 'The natural-heir tree', querystring: ZListQuery, response: { 200: z.array(ZHeirCard), ...errorAnswers } },
      handler: (request) => people.findHeirTree(callerOf(request), request.query.testatorId, languageOf(request)),
    });

    app.post('/testator/saveBeneficiaries', {
      config: testatorOnly,
      bodyLimit: PROFILE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Save a beneficiary (screenName BENIND) or non-beneficiary (NONBENIND) individual',
        body: ZProfileInput,
        response: { 200: ZSaveBenResponse, ...errorAnswers },
      },
      handler: async (request) => {
        const kind = kindOfScreen(request.body.screenName, ['BENIND', 'NONBENIND']);
        return { ...saved('Successfully saved'), ben: { entityId: await people.saveKind(callerOf(request), kind, request.body) } };
      },
    });

    app.post('/testator/saveExecutorAndWitness', {
      config: testatorOnly,
      bodyLimit: PROFILE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Save an executor (screenName EXECUTOR) or a witness (WITNESS)',
        body: ZProfileInput,
        response: { 200: ZSaveExwiResponse, ...errorAnswers },
      },
      handler: async (request) => {
        const kind = kindOfScreen(request.body.screenName, ['EXECUTOR', 'WITNESS']);
        return { ...saved('Successfully saved'), exwi: { entityId: await people.saveKind(callerOf(request), kind, request.body) } };
      },
    });

    app.post('/testator/saveCorporate', {
      config: testatorOnly,
      bodyLimit: PROFILE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Save a corporate (screenName CORPORATE or NONCORPORATE): firstName company name, lastName corporate type name',
        body: ZProfileInput,
        response: { 200: ZSaveCorporateResponse, ...errorAnswers },
      },
      handler: async (request) => {
        const kind = kindOfScreen(request.body.screenName, ['CORPORATE', 'NONCORPORATE']) as
          | 'beneficiary_corporate'
          | 'non_beneficiary_corporate';
        return {
          ...saved('Successfully saved'),
          corporate: { entityId: await people.saveCorporate(callerOf(request), kind, request.body) },
        };
      },
    });

    app.post('/testator/saveContactPerson', {
      config: testatorOnly,
      bodyLimit: PROFILE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Save a contact person under a corporate, the registrar or an heir (primaryId)',
        body: ZProfileInput,
        response: { 200: ZSaveContactPersonResponse, ...errorAnswers },
      },
      handler: async (request) => ({
        ...saved('Successfully saved'),
        contact: { entityId: await people.saveContactPerson(callerOf(request), request.body) },
      }),
    });

    app.post('/testator/saveRegistrar', {
      config: testatorOnly,
      bodyLimit: PROFILE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Save the registrar (firstName is the name; enforcementDate defaults to 1952-01-26)',
        body: ZProfileInput,
        response: { 200: ZSaveRegistrarResponse, ...errorAnswers },
      },
      handler: async (request) => ({
        ...saved('Successfully saved'),
        registrar: { entityId: await people.saveRegistrar(callerOf(request), request.body) },
      }),
    });

    app.get('/testator/findAllCorporateData', {
      config: testatorOnly,
      schema: {
        tags,
        summary: 'Corporate types and one saved corporate (entityId 0: none)',
        querystring: ZEntityQuery,
        response: { 200: ZCorporateDataResponse, ...errorAnswers },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        const code = languageOf(request);
        const { entityId } = request.query;
        if (entityId) await people.assertOwned(caller, entityId, ['beneficiary_corporate', 'non_beneficiary_corporate']);
        const [types, corporateData] = await Promise.all([
          masters.list('corporate_type', code),
          people.findProfile(caller, entityId, code),
        ]);
        return { corporateType: types.map((t) => ({ corporateTypeId: t.id, corporateName: t.name })), corporateData };
      },
    });

    for (const [path, kind, summary] of LISTS) {
      app.get(`/testator/${path}`, {
        config: testatorOnly,
        schema: { tags, summary, querystring: ZListQuery, response: { 200: z.array(ZPersonRow), ...errorAnswers } },
        handler: (request) => people.findPeople(callerOf(request), request.query.testatorId, kind, languageOf(request)),
      });
    }

    app.delete('/testator/deleteEntity', {
      config: testatorOnly,
      schema: {
        tags,
        summary: 'Delete a person or organisation with its sub-records, files, extensions and contact persons',
        querystring: ZEntityIdQuery,
        response: { 200: ZStatusResponse, ...errorAnswers },
      },
      handler: async (request) => {
        await people.deletePerson(callerOf(request), request.query.entityId);
        return { status: 'success', message: 'Deleted successfully' };
      },
    });

    app.get('/testator/findFileById', {
      config: testatorOnly,
      schema: {
        tags,
        summary: 'One stored file of the caller’s (for previews), decrypted',
        querystring: z.object({ documentMasterId: ZIdParam }),
      },
      handler: async (request, reply) => {
        const file = await deps.files.read(callerOf(request).userId, request.query.documentMasterId);
        return reply
          .type(file.contentType)
          .header(
            'content-disposition',
            `inline; filename="file.${file.contentType.split('/')[1]}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          )
          .send(file.bytes);
      },
    });
  };
}
