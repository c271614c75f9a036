import {
  ENTITY_KINDS,
  type endpoints,
  kindDefinition,
  SCREEN_KINDS,
  type TEntityKind,
  type TListEndpoint,
  type TPersonKindDefinition,
} from '@vasiyat/contract';
import { callerOf } from '../../platform/auth.ts';
import { type Handlers, languageOf } from '../../platform/endpoints.ts';
import { AppError } from '../../platform/errors.ts';
import * as people from './service.ts';

type PeopleEndpoints = Pick<
  typeof endpoints,
  | 'fetchAllMasterTypes'
  | 'fetchAllMasterData'
  | 'findAllTestatorListedData'
  | 'saveOrUpdate'
  | 'saveNhRelation'
  | 'saveBeneficiaries'
  | 'saveExecutorAndWitness'
  | 'saveCorporate'
  | 'saveContactPerson'
  | 'saveRegistrar'
  | 'findAllNhRelations'
  | 'findAllCorporateData'
  | 'deleteEntity'
>;

const saved = (message: string) => ({ status: 'success' as const, message });

/** The kind a screen code saves, when the call saves that kind (spec part 1 §2: BENIND, EXECUTOR, ...). */
function kindOfScreen(screenName: string | null, save: TPersonKindDefinition['save']): TEntityKind {
  const kind = SCREEN_KINDS[(screenName ?? '').toUpperCase() as keyof typeof SCREEN_KINDS];
  if (!kind || kindDefinition(kind).save !== save) {
    const allowed = Object.entries(SCREEN_KINDS)
      .filter(([, candidate]) => kindDefinition(candidate).save === save)
      .map(([screen]) => screen);
    throw new AppError('validation', `screenName must be one of ${allowed.join(', ')}.`, {
      errors: [{ path: 'screenName', code: 'invalid', message: 'Unknown screen.' }],
    });
  }
  return kind;
}

export function peopleHandlers(deps: people.PeopleDeps): Handlers<PeopleEndpoints> {
  const { masters } = deps;
  return {
    fetchAllMasterTypes: async (request) => {
      const code = languageOf(request);
      const [maritalstatus, religion] = await Promise.all([masters.list('marital_status', code), masters.list('religion', code)]);
      return {
        maritalstatus: maritalstatus.map((m) => ({ maritalStatusId: m.id, maritalStatus: m.name })),
        religion: religion.map((r) => ({ religionId: r.id, religionName: r.name })),
      };
    },
    fetchAllMasterData: (request) => people.findMasterData(deps, callerOf(request), { ...request.query, code: languageOf(request) }),
    findAllTestatorListedData: (request) => people.findListedData(deps, callerOf(request), request.query.entityId, languageOf(request)),
    saveOrUpdate: async (request) => ({
      ...saved('Personal data saved successfully!'),
      data: await people.saveSelf(deps, callerOf(request), request.body),
    }),
    saveNhRelation: async (request) => ({
      ...saved('Successfully saved'),
      NH: { entityId: await people.saveHeir(deps, callerOf(request), request.body) },
    }),
    saveBeneficiaries: async (request) => {
      const kind = kindOfScreen(request.body.screenName, 'saveBeneficiaries');
      return { ...saved('Successfully saved'), ben: { entityId: await people.saveKind(deps, callerOf(request), kind, request.body) } };
    },
    saveExecutorAndWitness: async (request) => {
      const kind = kindOfScreen(request.body.screenName, 'saveExecutorAndWitness');
      return { ...saved('Successfully saved'), exwi: { entityId: await people.saveKind(deps, callerOf(request), kind, request.body) } };
    },
    saveCorporate: async (request) => {
      const kind = kindOfScreen(request.body.screenName, 'saveCorporate') as 'beneficiary_corporate' | 'non_beneficiary_corporate';
      return {
        ...saved('Successfully saved'),
        corporate: { entityId: await people.saveCorporate(deps, callerOf(request), kind, request.body) },
      };
    },
    saveContactPerson: async (request) => ({
      ...saved('Successfully saved'),
      contact: { entityId: await people.saveContactPerson(deps, callerOf(request), request.body) },
    }),
    saveRegistrar: async (request) => ({
      ...saved('Successfully saved'),
      registrar: { entityId: await people.saveRegistrar(deps, callerOf(request), request.body) },
    }),
    findAllNhRelations: (request) => people.findHeirTree(deps, callerOf(request), request.query.testatorId, languageOf(request)),
    findAllCorporateData: (request) => people.findCorporateData(deps, callerOf(request), request.query.entityId, languageOf(request)),
    deleteEntity: async (request) => {
      await people.deletePerson(deps, callerOf(request), request.query.entityId);
      return { status: 'success', message: 'Deleted successfully' };
    },
  };
}

/** The list screens: one handler per kind with a list endpoint in the kinds registry. */
export function peopleListHandlers(deps: people.PeopleDeps, table: Readonly<Record<string, TListEndpoint>>): Handlers<typeof table> {
  return Object.fromEntries(
    ENTITY_KINDS.flatMap((kind) => {
      const name = kindDefinition(kind).listEndpoint;
      if (!name || !table[name]) return [];
      const handler: Handlers<typeof table>[string] = (request) =>
        people.findPeople(deps, callerOf(request), request.query.testatorId, kind, languageOf(request));
      return [[name, handler]];
    }),
  );
}
