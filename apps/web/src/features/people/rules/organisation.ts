import { corporateProblems, DEFAULT_ENFORCEMENT_DATE, registrarProblems, type TProfile } from '@vasiyat/contract';
import { z } from 'zod';
import { addRuleProblems } from '../../../lib/form-resolver.ts';
import type { SaveProfileBody } from '../api/profile.ts';

// Spec part 1 §5: a corporate needs its company name, corporate type and commencement date; a registrar
// its name (the enforcement date is shown read-only).

// The contract's rules name the type field lastName (the spec sends the type's name there); the form calls it corporateTypeId.
const FORM_FIELD: Record<string, string> = { firstName: 'companyName', lastName: 'corporateTypeId' };

export const ZCorporateForm = z
  .object({
    companyName: z.string().trim().max(100),
    corporateTypeId: z.string(),
    commencementDate: z.string(),
  })
  .superRefine((values, ctx) =>
    addRuleProblems(
      ctx,
      corporateProblems({
        firstName: values.companyName.trim() || null,
        corporateTypeId: values.corporateTypeId ? Number(values.corporateTypeId) : null,
        commencementDate: values.commencementDate || null,
      }).map((problem) => ({ ...problem, path: FORM_FIELD[problem.path] ?? problem.path })),
    ),
  );
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

export const ZRegistrarForm = z
  .object({
    registrarName: z.string().trim().max(100),
    enforcementDate: z.string(),
  })
  .superRefine((values, ctx) =>
    addRuleProblems(
      ctx,
      registrarProblems({ firstName: values.registrarName.trim() || null }).map((problem) => ({ ...problem, path: 'registrarName' })),
    ),
  );
export type RegistrarFormValues = z.input<typeof ZRegistrarForm>;

export function registrarFromProfile(profile: TProfile | null): RegistrarFormValues {
  return { registrarName: profile?.firstName ?? '', enforcementDate: profile?.enforcementDate ?? DEFAULT_ENFORCEMENT_DATE };
}

export function registrarToBody(values: RegistrarFormValues, entityId: number | null): SaveProfileBody {
  return { entityId, firstName: values.registrarName.trim(), enforcementDate: values.enforcementDate || DEFAULT_ENFORCEMENT_DATE };
}
