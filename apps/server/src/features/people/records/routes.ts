import type { endpoints } from '@vasiyat/contract';
import { callerOf } from '../../../platform/auth.ts';
import { type Handlers, languageOf } from '../../../platform/endpoints.ts';
import * as records from './service.ts';

type RecordEndpoints = Pick<
  typeof endpoints,
  | 'findAddressTypeById'
  | 'findAllContactType'
  | 'findAllIdentificationType'
  | 'findAddressById'
  | 'saveEntityAddress'
  | 'deleteAddressById'
  | 'findAllContactByEntityId'
  | 'saveContactDetails'
  | 'deleteContactById'
  | 'findAllIdentifications'
  | 'saveIdentificationDetails'
  | 'deleteIdentificationById'
  | 'findAllDocumentAttachByTestatorId'
  | 'saveDocumentAttachment'
  | 'deleteDocumentById'
  | 'findAllEntitySpecificAttributebyId'
  | 'saveEntitySpecificAttribute'
  | 'deleteEntitySpecificAttributeById'
>;

const deleted = (message: string) => ({ status: 'success', message });

export function recordHandlers(deps: records.RecordDeps): Handlers<RecordEndpoints> {
  const { masters } = deps;
  return {
    findAddressTypeById: async (request) =>
      (await masters.list('address_type', languageOf(request))).map((t) => ({ addressTypeId: t.id, name: t.name })),
    findAllContactType: async (request) =>
      (await masters.list('contact_type', languageOf(request))).map((t) => ({ contactTypeId: t.id, contactName: t.name })),
    findAllIdentificationType: async (request) =>
      (await masters.list('identification_type', languageOf(request))).map((t) => ({ idenTypeId: t.id, name: t.name })),

    findAddressById: (request) => records.findAddresses(deps, callerOf(request), request.query.entityId, languageOf(request)),
    saveEntityAddress: (request) => records.saveAddresses(deps, callerOf(request), request.body),
    deleteAddressById: async (request) => {
      await records.deleteRecord(deps, callerOf(request), 'address', request.query.addressId);
      return deleted('Address deleted successfully');
    },

    findAllContactByEntityId: (request) => records.findContacts(deps, callerOf(request), request.query.entityParentId, languageOf(request)),
    saveContactDetails: (request) => records.saveContacts(deps, callerOf(request), request.body),
    deleteContactById: async (request) => {
      await records.deleteRecord(deps, callerOf(request), 'contact', request.query.contactDetailsId);
      return deleted('Contact deleted successfully');
    },

    findAllIdentifications: (request) => records.findIdentifications(deps, callerOf(request), request.query.entityId, languageOf(request)),
    saveIdentificationDetails: (request) => records.saveIdentifications(deps, callerOf(request), request.body),
    deleteIdentificationById: async (request) => {
      await records.deleteRecord(deps, callerOf(request), 'identification', request.query.identityId);
      return deleted('Identification deleted successfully');
    },

    findAllDocumentAttachByTestatorId: (request) => records.findDocuments(deps, callerOf(request), request.query.entityId),
    saveDocumentAttachment: (request) => records.saveDocuments(deps, callerOf(request), request.body),
    deleteDocumentById: async (request) => {
      await records.deleteRecord(deps, callerOf(request), 'document', request.query.documentId);
      return deleted('Document deleted successfully');
    },

    findAllEntitySpecificAttributebyId: (request) => records.findAttributes(deps, callerOf(request), request.query.testatorId),
    saveEntitySpecificAttribute: (request) => records.saveAttributes(deps, callerOf(request), request.body),
    deleteEntitySpecificAttributeById: async (request) => {
      await records.deleteRecord(deps, callerOf(request), 'attribute', request.query.specificAttributeId);
      return deleted('Specific attribute deleted successfully');
    },
  };
}
