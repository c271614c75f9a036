import { type endpoints, withoutInvisibles } from '@vasiyat/contract';
import { callerOf } from '../../platform/auth.ts';
import type { Handlers } from '../../platform/endpoints.ts';
import type { FileStore } from './service.ts';

export function fileHandlers(files: FileStore): Handlers<Pick<typeof endpoints, 'findFileById'>> {
  return {
    findFileById: async (request, reply) => {
      const file = await files.read(callerOf(request).userId, request.query.documentMasterId);
      return reply
        .type(file.contentType)
        .header(
          'content-disposition',
          `inline; filename="file.${file.contentType.split('/')[1]}"; filename*=UTF-8''${encodeURIComponent(withoutInvisibles(file.fileName))}`,
        )
        .send(file.bytes);
    },
  };
}
