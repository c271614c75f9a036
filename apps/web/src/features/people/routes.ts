// The people screens' addresses, exactly as spec part 1 §2 spells them (odd capitals and typos included).
// Kept free of imports so the router can use them without pulling the feature into the first bundle.

export const PEOPLE_ROUTES = {
  defineSelf: '/testator/define-self',
  heirList: '/testator/addnaturalheirs',
  heirForm: '/testator/addnaturalheirs/entityDetails',
  heirContactPerson: '/testator/addnaturalheirs/contactperson',
  beneficiaryIndividualList: '/testator/addbeneficiaryindividual',
  beneficiaryIndividualForm: '/testator/addbeneficiaryindividual/beneficiaryIndividualentityDetails',
  nonBeneficiaryIndividualList: '/testator/addnonbeneficiaryindividual',
  nonBeneficiaryIndividualForm: '/testator/addnonbeneficiaryindividual/nonBeneficiaryentityDetails',
  executorList: '/testator/addexecutor',
  executorForm: '/testator/addexecutor/addexecutorDetails',
  witnessList: '/testator/addwitness',
  witnessForm: '/testator/addwitness/addwitnessyDetails',
  beneficiaryCorporateList: '/testator/addbeneficiarycorporate',
  beneficiaryCorporateForm: '/testator/addbeneficiarycorporate/beneficiarycorporateDetails',
  beneficiaryCorporateContactPerson: '/testator/addbeneficiarycorporate/contactperson',
  nonBeneficiaryCorporateList: '/testator/addnonbeneficiarycorporate',
  nonBeneficiaryCorporateForm: '/testator/addnonbeneficiarycorporate/nonBeneficiarycorporateDetails',
  nonBeneficiaryCorporateContactPerson: '/testator/addnonbeneficiarycorporate/contactperson',
  registrarList: '/testator/addregistrar',
  registrarForm: '/testator/addregistrar/registrarDetails',
  registrarContactPerson: '/testator/addregistrar/contactperson',
} as const;

/** Query parameters that carry the record being edited, so a reload keeps working. */
export const ENTITY_PARAM = 'entityId';
export const PRIMARY_PARAM = 'primaryId';
export const STEP_PARAM = 'step';
