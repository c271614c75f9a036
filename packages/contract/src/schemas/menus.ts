import { z } from 'zod';
import { STATUS_EXITS } from '../constants.ts';
import { ZIdParam, ZLanguageCode } from './common.ts';

export const ZMenu = z.object({
  menuId: z.number().int(),
  menuName: z.string(),
  menuDescription: z.string(),
  menuUrl: z.string(),
});
export type TMenu = z.infer<typeof ZMenu>;

export const ZMenusQuery = z.object({
  roleId: ZIdParam,
  code: ZLanguageCode,
});
export const ZMenusResponse = z.array(ZMenu);

export const ZSubMenusQuery = z.object({
  menuId: ZIdParam,
  roleId: ZIdParam,
  userId: ZIdParam,
  code: ZLanguageCode,
});

/** status 'exits' (spec spelling) carries a message to show and no data. */
export const ZSubMenusResponse = z.object({
  status: z.enum(['success', STATUS_EXITS]),
  message: z.string(),
  data: z.array(ZMenu),
});
export type TSubMenusResponse = z.infer<typeof ZSubMenusResponse>;
