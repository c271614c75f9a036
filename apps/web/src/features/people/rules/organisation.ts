import { DEFAULT_ENFORCEMENT_DATE, type TProfile } from '@vasiyat/contract';
import { z } from 'zod';
import type { SaveProfileBody } from '../api/profile.ts';
import { checkPastDate } from './personal.ts';

// Spec part 1 §5: a corporate needs its company name, corporate type and commencement date; a registrar
// its name (the enforcement date is shown read-only).

export const ZCorporateForm = z
  .object({
    companyName: z.string().trim().min(1, { message: 'Company name is required.' }).max(100),
    corporateTypeId: z.string().min(1, { message: 'Corporate type is required.' }),
    commencementDate: z.string(),
  })
  .superRefine((values, ctx) => checkPastDate(ctx, 'commencementDate', values.commencementDate, 'Commencement date'));
export type CorporateFormValues = z.input<typeof ZCorporateForm>;

export function corporateFromProfile(profile: TProfile | null): CorporateFormValues {
  return {
    companyName: profile?.firstName ?? '',
    corporateTypeId: profile?.corporateTypeId ? String(profile.corporateTypeId) : '',
    commencementDate: profile?.commencementDate ?? '',
  };
}

/** Spec part 1 §3: firstName holds the company name and lastName the corporate type's name. */
export function corporateToBody(values: CorporateFormValues, entityId: number | null, typeName: string): SaveProfileBody {
  return {
    entityId,
    firstName: values.companyName.trim(),
    lastName: typeName,
    corporateTypeId: Number(values.corporateTypeId),
    commencementDate: values.commencementDate,
  };
}

export const ZRegistrarForm = z.object({
  registrarName: z.string().trim().min(1, { message: 'Registrar name is required.' }).max(100),
  enforcementDate: z.string(),
});
export type RegistrarFormValues = z.input<typeof ZRegistrarForm>;

export function registrarFromProfile(profile: TProfile | null): RegistrarFormValues {
  return { registrarName: profile?.firstName ?? '', enforcementDate: profile?.enforcementDate ?? DEFAULT_ENFORCEMENT_DATE };
}

export function registrarToBody(values: RegistrarFormValues, entityId: number | null): SaveProfileBody {
  return { entityId, firstName: values.registrarName.trim(), enforcementDate: values.enforcementDate || DEFAULT_ENFORCEMENT_DATE };
}
