// The will screen beyond the spec: the will check (each finding's reason, worded for the person who writes the
// will), the versions kept of every download and what changed between them, the check's cover page and the
// execution kit printed after the deed. {{name}}-style placeholders are filled by the server.

const en = {
  // The will check on the screen and on the cover page
  willCheckTitle: 'Before you sign: the will check',
  willCheckIntro: 'We read your will the way a careful lawyer would. Fix what must be fixed before you print it.',
  willCheckNone: 'Nothing to warn you about. Read the will through once more before you sign it.',
  willCheckLevelBlocker: 'Must fix',
  willCheckLevelWarning: 'Warning',
  willCheckLevelNote: 'Note',
  willCheckLaw: 'Law',
  willCheckFix: 'Fix this',
  willCheckLoadFailed: 'Could not run the will check. Try again.',
  willCheckDisclaimer: 'This check is not legal advice. For a large estate, a family dispute, property abroad or a business, ask a lawyer.',
  willFindingNoTestator: 'Your own details are missing. Fill in Define self first: a will must say who makes it.',
  willFindingTestatorMinor: 'You are under 18 by the date of birth you gave. A minor cannot make a valid will.',
  willFindingWitnessesMissing:
    'A will needs at least two witnesses who sign it in your presence; you have recorded {{count}}. Add witnesses before you print it.',
  willFindingNoExecutor:
    'No executor is named. Someone must carry out the will: without an executor, your family may have to ask a court for letters of administration. Name an executor, and an alternate.',
  willFindingWitnessBeneficiary:
    '{{name}} is a witness and also receives under this will. A gift to an attesting witness, or to a witness’s husband or wife, is void (the rest of the will stands). Choose another witness.',
  willFindingSharesNot100:
    'The shares given in {{asset}} add up to {{total}}%, not 100%. Make the shares whole, or the will leaves part of it uncertain.',
  willFindingMinorWithoutGuardian:
    '{{name}} is under 18 and no guardian is named for the gift. Name a guardian who will hold it until {{name}} comes of age.',
  willFindingUnassignedNoResidue:
    '{{count}} of your assets are given to no one and this template has no residuary clause: they would pass as if there were no will. Assign them, or choose a template with a residuary clause.',
  willFindingClassOneHeirLeftOut:
    '{{name}}, a Class I heir, receives nothing under this will. That is your right, but a word of reason in the will helps it stand if it is ever challenged.',
  willFindingMuslimOneThird:
    'Your bequests come to about {{percent}}% of your estate. Under Muslim personal law a will may give away one third; the rest needs your heirs’ consent after your death.',
  willFindingMuslimBequestToHeir:
    '{{name}} is your heir and also receives under the will. Under Sunni law a bequest to an heir takes effect only if the other heirs consent after your death.',
  willFindingMarriageRevokes: 'Under your personal law, marrying after you make this will revokes it. If you marry, make a new will.',
  willFindingHufProperty:
    '{{asset}} is joint family (HUF or coparcenary) property. A will passes only your own share in it, not the whole.',
  willFindingWitnessesAdvised:
    'A Muslim will needs no witnesses, but it must be proved after your death; you have recorded {{count}}. Have two adult witnesses who receive nothing under it see you sign.',
  willFindingSamePersonTwice:
    '“{{name}}” and “{{other}}” look like one person entered twice (same date of birth). Write the name the same way everywhere, or correct the date of birth if they are two people.',
  willFindingExecutorMinor: '{{name}}, named as executor, is under 18. Probate cannot be granted to a minor: name an adult executor.',
  willFindingSharesOver100:
    'The shares given in {{asset}} add up to {{total}}%, more than the whole. The gift cannot be carried out as written: correct the shares so that they add up to 100%.',
  willFindingSharesUnder100:
    'The shares given in {{asset}} add up to {{total}}%. The rest of it passes under the residuary clause (or, without one, to your legal heirs). Confirm that is what you want, or make the shares add up to 100%.',
  willFindingDeceasedBeneficiary:
    '{{name}} is recorded as no longer living. A gift to someone who dies before you lapses and falls into the residue: give it to someone else, or name who takes it in their place.',
  willFindingNoGuardianForMinorChildren:
    'The will names no guardian for your minor children ({{names}}). Name a guardian, and a back-up, to look after them if neither parent is living.',
  willFindingGuardianIsSurvivingParent:
    '{{name}} is your children’s other parent and, if you die first, is already their natural guardian: naming them adds nothing. Name a guardian for when both parents are gone.',
  willFindingMuslimSchoolMissing:
    'Choose your school of Muslim law: Sunni or Shia. It changes the law of your will: under Sunni law a bequest to an heir needs the other heirs’ consent; under Shia law it does not, within one third.',
  willFindingHufNotHinduLaw:
    '{{asset}} is recorded as joint family (HUF or coparcenary) property, but a joint Hindu family is an institution of Hindu law, which is not your personal law. Check how you own it and correct its ownership.',
  willFindingInsuranceNomineeTakes:
    'The nominee of {{asset}}, {{name}}, is your parent, spouse or child, so the insurer pays the money to {{name}} as owner, whatever the will says. Give the policy to {{name}} in the will, or change the nomination.',
  willFindingFreeTextInEnglish:
    'What you typed in “{{field}}” is in English letters, but the will is in another language, and the deed prints it as typed. Write it in the will’s language, or confirm you want it so.',
  willFindingCapacityCertificate:
    'You are {{age}}. Ask a doctor to certify, on the day you sign, that you are of sound mind, ideally as one of the witnesses. It answers any later doubt about your capacity.',
  willFindingThumbReadOver:
    'You will put your thumb impression instead of a signature. Have the will read over and explained to you in front of the witnesses, and keep the recital in the will that says so; a doctor’s certificate helps too.',
  willFindingPersonalLawUnknown:
    'Your religion is not recorded, so we checked the will under the general rules of the Indian Succession Act. Your personal law decides much of what applies: record it in Define self if you can.',
  willLawIsa1925: 'Indian Succession Act, 1925',
  willLawHsa1956: 'Hindu Succession Act, 1956',
  willLawHama1956: 'Hindu Adoptions and Maintenance Act, 1956',
  willLawHmga1956: 'Hindu Minority and Guardianship Act, 1956',
  willLawGwa1890: 'Guardians and Wards Act, 1890',
  willLawInsurance1938: 'Insurance Act, 1938',
  willLawMajority1875: 'Indian Majority Act, 1875',
  willLawMuslimLaw: 'Muslim personal law (Shariat)',
  willLawRegistration1908: 'Registration Act, 1908',
  willLawBsa2023: 'Bharatiya Sakshya Adhiniyam, 2023',
  willLawSection: '{{act}}, s.{{section}}',

  // Versions
  willVersionsTitle: 'Versions you have downloaded',
  willVersionsIntro: 'Every will you download is kept here, exactly as it was, with the check at that moment.',
  willVersionsEmpty: 'No versions yet. Every will you download is kept here.',
  willVersionsDate: 'Downloaded on',
  willVersionsTemplate: 'Template',
  willVersionsLanguage: 'Language',
  willVersionsFormat: 'Format',
  willVersionsSize: 'Size',
  willVersionsFindings: 'Check',
  willVersionsFindingsNone: 'No findings',
  willVersionsNotes_one: '{{count}} note',
  willVersionsNotes: '{{count}} notes',
  willVersionsWarnings_one: '{{count}} warning',
  willVersionsWarnings: '{{count}} warnings',
  willVersionsBlockers_one: '{{count}} must fix',
  willVersionsBlockers: '{{count}} must fix',
  willVersionsChanges: 'What changed since the version before',
  willVersionsNoChanges: 'No change in what the will says.',
  willVersionsFirst: 'First version.',
  willVersionsFingerprint: 'SHA-256 fingerprint',
  willVersionsDownload: 'Download again',
  willVersionsLoadFailed: 'Could not load your versions.',

  // What changed between two versions
  willChangeTemplate: 'Template changed from {{from}} to {{to}}.',
  willChangeLanguage: 'Language changed from {{from}} to {{to}}.',
  willChangePersonAdded: '{{role}} added: {{name}}.',
  willChangePersonRemoved: '{{role}} removed: {{name}}.',
  willChangePersonRenamed: '{{role}} renamed from {{from}} to {{to}}.',
  willChangeAssetAdded: 'Asset added: {{asset}}.',
  willChangeAssetRemoved: 'Asset removed: {{asset}}.',
  willChangeAssetValue: 'Value of {{asset}} changed from {{from}} to {{to}}.',
  willChangeGiftAdded: '{{name}} now receives {{share}} of {{asset}}.',
  willChangeGiftRemoved: '{{name}} no longer receives {{asset}}.',
  willChangeShareChanged: 'Share of {{name}} in {{asset}} changed from {{from}} to {{to}}.',
  willChangeConditionChanged: 'The condition of the gift of {{asset}} to {{name}} changed.',
  willRoleHeir: 'Heir',
  willRoleBeneficiaryIndividual: 'Beneficiary',
  willRoleBeneficiaryCorporate: 'Beneficiary organisation',
  willRoleNonBeneficiaryIndividual: 'Non-beneficiary',
  willRoleNonBeneficiaryCorporate: 'Non-beneficiary organisation',
  willRoleExecutor: 'Executor',
  willRoleWitness: 'Witness',
  willRoleRegistrar: 'Registrar',

  // Words of the deed around the clauses
  willDocToday: 'this ______ day of ________________ 20____',
  willDocHeldShare: 'my {{share}} share in',
  willDocHeldAsset: '{{held}} {{name}}',
  willVersionDraft: 'Draft',
  willDocShareDescribed: 'as described',
  willDocLate: 'late ',
  willDocChildOfM: 'son of {{name}}',
  willDocChildOfF: 'daughter of {{name}}',
  willDocChildOfX: 'child of {{name}}',
  willDocWifeOf: 'wife of {{name}}',
  willDocRelationBrother: 'Brother',
  willDocRelationElderBrother: 'Elder brother',
  willDocRelationYoungerBrother: 'Younger brother',
  willDocRelationSister: 'Sister',
  willDocRelationElderSister: 'Elder sister',
  willDocRelationYoungerSister: 'Younger sister',
  willDocRelationGrandson: 'Grandson',
  willDocRelationSonsSon: 'Grandson',
  willDocRelationDaughtersSon: 'Grandson',
  willDocRelationGranddaughter: 'Granddaughter',
  willDocRelationSonsDaughter: 'Granddaughter',
  willDocRelationDaughtersDaughter: 'Granddaughter',
  willDocRelationGreatGrandson: 'Great-grandson',
  willDocRelationGreatGranddaughter: 'Great-granddaughter',
  willDocShareWhole: 'the whole',
  willDocShareEqual: 'an equal share of {{fraction}}',
  willDocSharePercent: 'a share of {{percent}} per cent',
  willDocFraction2: 'one-half (1/2)',
  willDocFraction3: 'one-third (1/3)',
  willDocFraction4: 'one-fourth (1/4)',
  willDocFraction5: 'one-fifth (1/5)',
  willDocFraction6: 'one-sixth (1/6)',
  willDocFraction7: 'one-seventh (1/7)',
  willDocFraction8: 'one-eighth (1/8)',
  willDocFraction9: 'one-ninth (1/9)',
  willDocFraction10: 'one-tenth (1/10)',
  willDocFractionN: 'one part in {{n}} (1/{{n}})',
  willDocHeldHuf: 'my undivided coparcenary interest in',
  willDocHeldHufShare: 'my undivided coparcenary interest (about {{share}}) in',
  willDocExecutorHolder: 'my executor',
  willDocConditionAge:
    'This gift shall vest in {{name}} on attaining the age of {{age}} years. Until then it shall be held for {{name}} by {{holder}}, who may apply its income, and where needed its capital, for the maintenance and education of {{name}}. If {{name}} dies before attaining that age, this gift shall fall into my residuary estate.',
  willDocConditionWish: 'It is my wish, though not a condition of this gift and binding on no one: {{text}}',
  willDocConditionLifeInterest:
    '{{name}} shall enjoy this gift and its income for life, without power to sell, give away or mortgage it, and after the death of {{name}} it shall pass absolutely to {{remainder}}.',
  willDocConditionText: 'This gift is subject to the following condition: {{text}}',
  willDocSchoolSunni: 'Sunni',
  willDocSchoolShia: 'Shia',
  willCoverDraftNotice:
    'DRAFT — this will cannot be signed yet. Fix every finding marked “Must fix” below, then download the will again: only a will with none left is printed without the word DRAFT. This page is not part of your will.',
  willKitDateHeading: 'The date and place: in ink, on the day you sign',
  willKitDateText:
    'A will is dated the day it is signed. The date and the place are left blank in this will: write them in ink, in the presence of your witnesses, in the opening paragraph and above your signature, on the day you sign. Do not sign on one day and date it another.\n\nThe last paragraph before the signatures says how many pages the will has: count them before you sign.',
  willKitWitnessMuslimText:
    'The law that governs your will, Muslim personal law, requires no witnesses and no form of attestation: section 63 of the Indian Succession Act does not apply to it (section 58). Have two adult witnesses sign all the same, in your presence and at the same time: if the will is ever questioned, they are the best proof that you made it, freely and of sound mind.\n\nChoose witnesses who take nothing under the will and are not the husband or wife of anyone who does.',
  willKitNumbersHeading: 'Your account and policy numbers are printed in full',
  willKitNumbersText:
    'So that your executor can find each asset, this will prints account, folio and policy numbers in full (on the screen they stay masked). Keep the signed will, and every copy of it, as safely as a cheque book: in a bank locker, with your advocate, or deposited with the Registrar. Do not send it by e-mail or leave a copy where others can read it.',
  willCoverTitle: 'Will check',
  willCoverNotice:
    'This page is not part of your will. It lists what we found when the will was prepared. Remove it before the will is signed.',
  willCoverLevel: 'Level',
  willCoverFinding: 'Finding',
  willCoverLegalBasis: 'Law',
  willCoverNone: 'Nothing was found to warn about.',

  // The execution kit, printed after the deed
  willKitTitle: 'How to sign, attest and keep your will',
  willKitNotice: 'These pages are not part of your will. Remove them before the will is signed.',
  willKitElectronicHeading: 'A will cannot be signed electronically',
  willKitElectronicText:
    'Indian law does not accept a will signed with an electronic or digital signature (Information Technology Act, 2000, First Schedule). Print the will on good paper, on one side of each sheet, and sign it in ink.',
  willKitSignHeading: 'Signing',
  willKitSignText:
    'Sign at the end of the will, where your name is printed, in the presence of both witnesses. Sign or initial every page at the foot, on the line provided, so no page can be replaced. Use the same signature as on your bank or identity documents. Do not sign a blank or unfinished page, and do not make changes by hand after signing; if something must change, print the will again.\n\nIf you cannot sign, put your thumb impression in the box provided, in the presence of both witnesses, and let the witnesses record that you did so.',
  willKitWitnessHeading: 'The two witnesses',
  willKitWitnessText:
    'Section 63 of the Indian Succession Act, 1925 needs at least two witnesses. Both must see you sign (or hear you acknowledge your signature), and each must sign in your presence. Have both present at the same time, so each can also speak for the other. Each witness writes their name and address below their signature.\n\nChoose adults of sound mind who are not beneficiaries, and not the husband or wife of a beneficiary: a gift to a witness can be void (section 67). A younger witness who is likely to outlive you is better than an older one.',
  willKitDoctorHeading: 'A doctor’s certificate (optional)',
  willKitDoctorText:
    'If you are elderly or unwell, or expect the will to be questioned, ask your doctor to examine you on the day you sign and to write and sign a certificate like this one:\n\n“I, Dr ______________, registration no. ______, examined ______________ on ____________ at ____________. In my opinion he/she was of sound mind, understood the nature and effect of the will he/she signed today, and was not under any pressure.”\n\nKeep the certificate with the will.',
  willKitRegisterHeading: 'Registration (optional but wise)',
  willKitRegisterText:
    'Registration is not required for a will to be valid, but a registered will is much harder to challenge or lose. Take the signed will, both witnesses and your identity documents to the Sub-Registrar’s office of your area. The fee is small and it can be registered at any time during your life (Registration Act, 1908, sections 18 and 40–41).\n\nYou may instead deposit the will in a sealed cover with the Registrar (sections 42–46); it is opened only after your death.',
  willKitKeepHeading: 'Keeping the original',
  willKitKeepText:
    'Keep the signed original in a safe place — a fireproof box at home, a bank locker that your executor can open, or with your lawyer — and tell your executor where it is. Keep a copy separately. A later will revokes this one: destroy old originals when you make a new will, and keep no more than one signed will.',
  willKitProbateHeading: 'After your death',
  willKitProbateText:
    'Your executor collects your property, pays your debts and hands over the gifts this will makes. Probate (a court’s grant confirming the will) is no longer compulsory anywhere in India since 21 December 2025, when section 213 of the Indian Succession Act was omitted; it remains available, and banks and registries often still ask for it.',
  // issue 23: the languages a template lacks clauses in
  willTemplateLanguageIncomplete: '{{language}}: {{count}} clauses missing',
  willTemplateLanguageIncomplete_one: '{{language}}: {{count}} clause missing',
  willTemplateIncompleteTitle: 'Not complete in {{language}}',
  willTemplateCardIncomplete: 'Some clauses have no text yet in: {{languages}}',
};

export type WillLabelKey = keyof typeof en;
const hi: Record<WillLabelKey, string> = {
  // The will check on the screen and on the cover page
  willCheckTitle: 'हस्ताक्षर करने से पहले: वसीयत की जाँच',
  willCheckIntro: 'हमने आपकी वसीयत को उसी तरह पढ़ा है, जैसे कोई सावधान वकील पढ़ता। प्रिंट करने से पहले वे कमियाँ दूर करें जिन्हें दूर करना आवश्यक है।',
  willCheckNone: 'चेतावनी देने लायक कुछ नहीं मिला। हस्ताक्षर करने से पहले वसीयत को एक बार फिर पूरा पढ़ लें।',
  willCheckLevelBlocker: 'सुधार आवश्यक',
  willCheckLevelWarning: 'चेतावनी',
  willCheckLevelNote: 'टिप्पणी',
  willCheckLaw: 'कानूनी आधार',
  willCheckFix: 'इसे ठीक करें',
  willCheckLoadFailed: 'वसीयत की जाँच नहीं हो सकी। कृपया फिर से प्रयास करें।',
  willCheckDisclaimer: 'यह जाँच कानूनी सलाह नहीं है। बड़ी संपत्ति, पारिवारिक विवाद, विदेश में संपत्ति या कोई व्यवसाय होने पर किसी वकील से सलाह लें।',
  willFindingNoTestator: 'आपका अपना विवरण दर्ज नहीं है। पहले ‘स्वयं का विवरण’ भरें: वसीयत में यह लिखा होना आवश्यक है कि वसीयत कौन कर रहा है।',
  willFindingTestatorMinor: 'आपकी दी गई जन्म तिथि के अनुसार आपकी आयु 18 वर्ष से कम है। नाबालिग वैध वसीयत नहीं कर सकता।',
  willFindingWitnessesMissing:
    'वसीयत के लिए कम से कम दो ऐसे साक्षी आवश्यक हैं जो आपकी उपस्थिति में उस पर हस्ताक्षर करें; आपके दर्ज किए गए साक्षियों की संख्या {{count}} है। प्रिंट करने से पहले साक्षी जोड़ें।',
  willFindingNoExecutor:
    'किसी निष्पादक का नाम नहीं दिया गया है। वसीयत को लागू करने के लिए किसी का होना आवश्यक है: निष्पादक न होने पर आपके परिवार को न्यायालय से प्रशासन-पत्र लेना पड़ सकता है। एक निष्पादक और एक वैकल्पिक निष्पादक नामित करें।',
  willFindingWitnessBeneficiary:
    '{{name}} साक्षी हैं और इस वसीयत के अंतर्गत उन्हें कुछ मिलता भी है। अनुप्रमाणक साक्षी को, अथवा साक्षी के पति या पत्नी को, किया गया वसीयती दान शून्य है (शेष वसीयत मान्य रहती है)। कोई दूसरा साक्षी चुनें।',
  willFindingSharesNot100:
    'इस आवंटन ({{asset}}) में दिए गए अंशों का योग {{total}}% है, 100% नहीं। अंशों का योग ठीक 100% करें, अन्यथा वसीयत में उसका कुछ भाग अनिश्चित रह जाएगा।',
  willFindingMinorWithoutGuardian:
    '{{name}} की आयु 18 वर्ष से कम है और इस दान के लिए कोई संरक्षक नामित नहीं किया गया है। ऐसा संरक्षक नामित करें जो {{name}} के वयस्क होने तक इसे सँभालकर रखे।',
  willFindingUnassignedNoResidue:
    'आपकी संपत्तियों में से {{count}} किसी को नहीं दी गई हैं और इस टेम्पलेट में अवशिष्ट संपत्ति का कोई खंड नहीं है: वे ऐसे हस्तांतरित होंगी मानो कोई वसीयत थी ही नहीं। उन्हें आवंटित करें, या अवशिष्ट संपत्ति के खंड वाला टेम्पलेट चुनें।',
  willFindingClassOneHeirLeftOut:
    '{{name}} प्रथम श्रेणी के उत्तराधिकारी हैं, पर इस वसीयत के अंतर्गत उन्हें कुछ नहीं मिलता। ऐसा करना आपका अधिकार है, किंतु वसीयत में इसका कारण संक्षेप में लिख देने से, कभी चुनौती दी जाए तो वसीयत को टिके रहने में मदद मिलती है।',
  willFindingMuslimOneThird:
    'आपके वसीयती दान आपकी संपत्ति के लगभग {{percent}}% तक पहुँचते हैं। मुस्लिम स्वीय विधि के अंतर्गत वसीयत द्वारा केवल एक-तिहाई संपत्ति दी जा सकती है; शेष के लिए आपकी मृत्यु के बाद आपके उत्तराधिकारियों की सहमति आवश्यक है।',
  willFindingMuslimBequestToHeir:
    '{{name}} आपके उत्तराधिकारी हैं और उन्हें वसीयत के अंतर्गत भी कुछ मिलता है। सुन्नी विधि में उत्तराधिकारी के पक्ष में वसीयत तभी प्रभावी होती है जब आपकी मृत्यु के बाद अन्य उत्तराधिकारी सहमति दें।',
  willFindingMarriageRevokes:
    'आप पर लागू स्वीय विधि के अंतर्गत, यह वसीयत करने के बाद विवाह करने से यह वसीयत प्रतिसंहृत (रद्द) हो जाती है। विवाह करें तो नई वसीयत बनाएँ।',
  willFindingHufProperty:
    '{{asset}} संयुक्त परिवार की संपत्ति (HUF या सहदायिकी संपत्ति) है। वसीयत द्वारा उसमें केवल आपका अपना अंश दिया जा सकता है, पूरी संपत्ति नहीं।',
  willFindingWitnessesAdvised:
    'मुस्लिम वसीयत के लिए साक्षी अनिवार्य नहीं हैं, पर आपकी मृत्यु के बाद वसीयत को साबित करना होगा; आपने {{count}} साक्षी दर्ज किए हैं। ऐसे दो वयस्क साक्षी रखें जिन्हें वसीयत में कुछ नहीं मिलता और जो आपको हस्ताक्षर करते देखें।',
  willFindingSamePersonTwice:
    '“{{name}}” और “{{other}}” एक ही व्यक्ति लगते हैं जो दो बार दर्ज हुए हैं (जन्म तिथि एक ही है)। नाम हर जगह एक ही तरह लिखें, या यदि वे दो अलग व्यक्ति हैं तो जन्म तिथि ठीक करें।',
  willFindingExecutorMinor:
    'निष्पादक के रूप में नामित {{name}} की आयु 18 वर्ष से कम है। नाबालिग को प्रोबेट नहीं दिया जा सकता: किसी वयस्क को निष्पादक नामित करें।',
  willFindingSharesOver100:
    '{{asset}} में दिए गए अंशों का योग {{total}}% है, जो पूरे से अधिक है। लिखे अनुसार यह दान पूरा नहीं किया जा सकता: अंश ठीक करें ताकि उनका योग 100% हो।',
  willFindingSharesUnder100:
    '{{asset}} में दिए गए अंशों का योग {{total}}% है। शेष भाग अवशिष्ट संपत्ति के खंड के अनुसार जाएगा (ऐसा खंड न हो तो आपके विधिक उत्तराधिकारियों को)। पुष्टि करें कि आप यही चाहते हैं, या अंशों का योग 100% करें।',
  willFindingDeceasedBeneficiary:
    '{{name}} को जीवित नहीं दर्ज किया गया है। आपसे पहले मृत व्यक्ति को किया गया वसीयती दान व्यपगत हो जाता है और अवशिष्ट संपत्ति में चला जाता है: यह किसी और को दें, या बताएँ कि उनके स्थान पर कौन लेगा।',
  willFindingNoGuardianForMinorChildren:
    'वसीयत में आपके नाबालिग बच्चों ({{names}}) के लिए कोई संरक्षक नामित नहीं है। माता-पिता दोनों के न रहने पर उनकी देखभाल के लिए एक संरक्षक और एक वैकल्पिक संरक्षक नामित करें।',
  willFindingGuardianIsSurvivingParent:
    '{{name}} आपके बच्चों के दूसरे माता-पिता हैं और आपकी मृत्यु पहले होने पर वे स्वतः उनके नैसर्गिक संरक्षक होंगे: उन्हें नामित करने से कुछ नहीं जुड़ता। माता-पिता दोनों के न रहने की स्थिति के लिए संरक्षक नामित करें।',
  willFindingMuslimSchoolMissing:
    'अपना मुस्लिम विधि का मसलक चुनें: सुन्नी या शिया। इससे आपकी वसीयत पर लागू विधि बदलती है: सुन्नी विधि में किसी उत्तराधिकारी के पक्ष में वसीयत के लिए अन्य उत्तराधिकारियों की सहमति आवश्यक है; शिया विधि में एक-तिहाई के भीतर आवश्यक नहीं।',
  willFindingHufNotHinduLaw:
    '{{asset}} संयुक्त परिवार (HUF या सहदायिकी) संपत्ति के रूप में दर्ज है, पर संयुक्त हिंदू परिवार हिंदू विधि की संस्था है और आप पर हिंदू विधि लागू नहीं होती। जाँचें कि यह संपत्ति आपके पास किस रूप में है और उसका स्वामित्व ठीक करें।',
  willFindingInsuranceNomineeTakes:
    '{{asset}} के नामिती {{name}} आपके माता-पिता, पति/पत्नी या संतान हैं, इसलिए बीमा कंपनी यह राशि {{name}} को स्वामी के रूप में देगी, वसीयत में चाहे जो लिखा हो। वसीयत में यह पॉलिसी {{name}} को दें, या नामांकन बदलें।',
  willFindingFreeTextInEnglish:
    '“{{field}}” में आपने जो लिखा है वह अंग्रेज़ी अक्षरों में है, जबकि वसीयत दूसरी भाषा में है और विलेख में वह वैसा ही छपेगा। उसे वसीयत की भाषा में लिखें, या पुष्टि करें कि आप उसे ऐसा ही चाहते हैं।',
  willFindingCapacityCertificate:
    'आपकी आयु {{age}} वर्ष है। हस्ताक्षर के दिन किसी डॉक्टर से प्रमाणपत्र लें कि आप स्वस्थ चित्त हैं; हो सके तो वह डॉक्टर साक्षियों में से एक हो। इससे बाद में आपकी क्षमता पर उठने वाले किसी भी संदेह का उत्तर मिलता है।',
  willFindingThumbReadOver:
    'आप हस्ताक्षर के स्थान पर अँगूठे का निशान लगाएँगे। साक्षियों के सामने वसीयत आपको पढ़कर सुनाई और समझाई जाए, और वसीयत में इसका उल्लेख रहे; डॉक्टर का प्रमाणपत्र भी सहायक है।',
  willFindingPersonalLawUnknown:
    'आपका धर्म दर्ज नहीं है, इसलिए हमने वसीयत को भारतीय उत्तराधिकार अधिनियम के सामान्य नियमों के अनुसार जाँचा है। आप पर क्या लागू होगा, यह काफ़ी हद तक आपकी स्वीय विधि तय करती है: हो सके तो ‘स्वयं का विवरण’ में इसे दर्ज करें।',
  willLawIsa1925: 'भारतीय उत्तराधिकार अधिनियम, 1925',
  willLawHsa1956: 'हिंदू उत्तराधिकार अधिनियम, 1956',
  willLawHama1956: 'हिंदू दत्तक तथा भरण-पोषण अधिनियम, 1956',
  willLawHmga1956: 'हिंदू अप्राप्तवयता और संरक्षकता अधिनियम, 1956',
  willLawGwa1890: 'संरक्षक और प्रतिपाल्य अधिनियम, 1890',
  willLawInsurance1938: 'बीमा अधिनियम, 1938',
  willLawMajority1875: 'भारतीय वयस्कता अधिनियम, 1875',
  willLawMuslimLaw: 'मुस्लिम स्वीय विधि (शरीअत)',
  willLawRegistration1908: 'रजिस्ट्रीकरण अधिनियम, 1908',
  willLawBsa2023: 'भारतीय साक्ष्य अधिनियम, 2023',
  willLawSection: '{{act}}, धारा {{section}}',

  // Versions
  willVersionsTitle: 'आपके द्वारा डाउनलोड किए गए संस्करण',
  willVersionsIntro: 'आपके द्वारा डाउनलोड की गई हर वसीयत यहाँ ठीक उसी रूप में रखी जाती है जैसी वह थी, उस समय की जाँच के साथ।',
  willVersionsEmpty: 'अभी कोई संस्करण नहीं है। आपके द्वारा डाउनलोड की गई हर वसीयत यहाँ रखी जाती है।',
  willVersionsDate: 'डाउनलोड की तिथि',
  willVersionsTemplate: 'टेम्पलेट',
  willVersionsLanguage: 'भाषा',
  willVersionsFormat: 'फ़ॉर्मेट',
  willVersionsSize: 'आकार',
  willVersionsFindings: 'जाँच',
  willVersionsFindingsNone: 'जाँच में कुछ नहीं मिला',
  willVersionsNotes_one: '{{count}} टिप्पणी',
  willVersionsNotes: '{{count}} टिप्पणियाँ',
  willVersionsWarnings_one: '{{count}} चेतावनी',
  willVersionsWarnings: '{{count}} चेतावनियाँ',
  willVersionsBlockers_one: '{{count}} सुधार आवश्यक',
  willVersionsBlockers: '{{count}} सुधार आवश्यक',
  willVersionsChanges: 'पिछले संस्करण के बाद क्या बदला',
  willVersionsNoChanges: 'वसीयत की विषय-वस्तु में कोई बदलाव नहीं।',
  willVersionsFirst: 'पहला संस्करण।',
  willVersionsFingerprint: 'SHA-256 फ़िंगरप्रिंट',
  willVersionsDownload: 'फिर से डाउनलोड करें',
  willVersionsLoadFailed: 'आपके संस्करण लोड नहीं हो सके।',

  // What changed between two versions
  willChangeTemplate: 'टेम्पलेट {{from}} से बदलकर {{to}} किया गया।',
  willChangeLanguage: 'भाषा {{from}} से बदलकर {{to}} की गई।',
  willChangePersonAdded: '{{role}} के रूप में {{name}} को जोड़ा गया।',
  willChangePersonRemoved: '{{role}} के रूप में दर्ज {{name}} को हटाया गया।',
  willChangePersonRenamed: '{{role}} का नाम {{from}} से बदलकर {{to}} किया गया।',
  willChangeAssetAdded: 'संपत्ति जोड़ी गई: {{asset}}।',
  willChangeAssetRemoved: 'संपत्ति हटाई गई: {{asset}}।',
  willChangeAssetValue: '{{asset}} का मूल्य {{from}} से बदलकर {{to}} किया गया।',
  willChangeGiftAdded: 'अब {{name}} को {{asset}} का {{share}} अंश मिलेगा।',
  willChangeGiftRemoved: 'अब {{name}} को {{asset}} में से कुछ नहीं मिलेगा।',
  willChangeShareChanged: '{{asset}} में {{name}} का अंश {{from}} से बदलकर {{to}} किया गया।',
  willChangeConditionChanged: '{{name}} को {{asset}} के दान की शर्त बदली गई।',
  willRoleHeir: 'उत्तराधिकारी',
  willRoleBeneficiaryIndividual: 'लाभार्थी',
  willRoleBeneficiaryCorporate: 'लाभार्थी संस्था',
  willRoleNonBeneficiaryIndividual: 'गैर-लाभार्थी',
  willRoleNonBeneficiaryCorporate: 'गैर-लाभार्थी संस्था',
  willRoleExecutor: 'निष्पादक',
  willRoleWitness: 'साक्षी',
  willRoleRegistrar: 'पंजीयक',

  // Words of the deed around the clauses ("को" comes from the clauses: "{{ today }} को")
  willDocToday: 'दिनांक ______ माह ________________ सन् 20____',
  willDocHeldShare: 'मेरा {{share}} अंश',
  willDocHeldAsset: '{{name}} में {{held}}',
  willVersionDraft: 'मसौदा',
  willDocShareDescribed: 'विवरण के अनुसार',
  willDocLate: 'स्वर्गीय ',
  willDocChildOfM: 'पुत्र {{name}}',
  willDocChildOfF: 'पुत्री {{name}}',
  willDocChildOfX: 'संतान {{name}}',
  willDocWifeOf: 'पत्नी {{name}}',
  willDocRelationBrother: 'भाई',
  willDocRelationElderBrother: 'बड़े भाई',
  willDocRelationYoungerBrother: 'छोटे भाई',
  willDocRelationSister: 'बहन',
  willDocRelationElderSister: 'बड़ी बहन',
  willDocRelationYoungerSister: 'छोटी बहन',
  willDocRelationGrandson: 'पौत्र',
  willDocRelationSonsSon: 'पौत्र',
  willDocRelationDaughtersSon: 'दौहित्र',
  willDocRelationGranddaughter: 'पौत्री',
  willDocRelationSonsDaughter: 'पौत्री',
  willDocRelationDaughtersDaughter: 'दौहित्री',
  willDocRelationGreatGrandson: 'प्रपौत्र',
  willDocRelationGreatGranddaughter: 'प्रपौत्री',
  willDocShareWhole: 'संपूर्ण',
  willDocShareEqual: 'समान अंश, अर्थात् {{fraction}}',
  willDocSharePercent: '{{percent}} प्रतिशत अंश',
  willDocFraction2: 'आधा भाग (1/2)',
  willDocFraction3: 'एक-तिहाई (1/3)',
  willDocFraction4: 'एक-चौथाई (1/4)',
  willDocFraction5: 'पाँचवाँ भाग (1/5)',
  willDocFraction6: 'छठा भाग (1/6)',
  willDocFraction7: 'सातवाँ भाग (1/7)',
  willDocFraction8: 'आठवाँ भाग (1/8)',
  willDocFraction9: 'नौवाँ भाग (1/9)',
  willDocFraction10: 'दसवाँ भाग (1/10)',
  willDocFractionN: '{{n}} में से एक भाग (1/{{n}})',
  willDocHeldHuf: 'मेरा अविभाजित सहदायिकी हित',
  willDocHeldHufShare: 'मेरा अविभाजित सहदायिकी हित (लगभग {{share}})',
  willDocExecutorHolder: 'मेरे निष्पादक',
  willDocConditionAge:
    'यह दान {{name}} को {{age}} वर्ष की आयु प्राप्त करने पर निहित होगा। तब तक यह {{name}} के लिए {{holder}} द्वारा धारित किया जाएगा, और इसकी आय का, तथा आवश्यक होने पर मूलधन का भी, {{name}} के भरण-पोषण और शिक्षा के लिए उपयोग किया जा सकेगा। यदि उस आयु को प्राप्त करने से पहले {{name}} की मृत्यु हो जाए, तो यह दान मेरी अवशिष्ट संपत्ति में सम्मिलित हो जाएगा।',
  willDocConditionWish: 'मेरी यह इच्छा है, जो इस दान की शर्त नहीं है और किसी पर बाध्यकारी नहीं है: {{text}}',
  willDocConditionLifeInterest:
    '{{name}} को इस दान और उसकी आय का जीवनपर्यंत उपभोग करने का अधिकार होगा, किंतु उसे बेचने, दान करने या बंधक रखने का अधिकार नहीं होगा; {{name}} की मृत्यु के पश्चात यह पूर्ण स्वामित्व सहित {{remainder}} को प्राप्त होगा।',
  willDocConditionText: 'यह दान निम्नलिखित शर्त के अधीन है: {{text}}',
  willDocSchoolSunni: 'सुन्नी',
  willDocSchoolShia: 'शिया',
  willCoverDraftNotice:
    'मसौदा — इस वसीयत पर अभी हस्ताक्षर नहीं किए जा सकते। नीचे “सुधार आवश्यक” चिह्नित हर बिंदु को ठीक करें, फिर वसीयत दोबारा डाउनलोड करें: ऐसा कोई बिंदु शेष न रहने पर ही वसीयत “मसौदा” शब्द के बिना छपती है। यह पृष्ठ आपकी वसीयत का भाग नहीं है।',
  willKitDateHeading: 'दिनांक और स्थान: हस्ताक्षर के दिन, स्याही से',
  willKitDateText:
    'वसीयत उसी दिन की मानी जाती है जिस दिन उस पर हस्ताक्षर होते हैं। इस वसीयत में दिनांक और स्थान खाली छोड़े गए हैं: हस्ताक्षर के दिन, साक्षियों की उपस्थिति में, इन्हें पहले अनुच्छेद में और अपने हस्ताक्षर के ऊपर स्याही से भरें। हस्ताक्षर एक दिन करके तारीख किसी दूसरे दिन की न डालें।\n\nहस्ताक्षरों से ठीक पहले का अनुच्छेद बताता है कि वसीयत में कितने पृष्ठ हैं: हस्ताक्षर करने से पहले उन्हें गिन लें।',
  willKitWitnessMuslimText:
    'आपकी वसीयत पर लागू विधि, मुस्लिम स्वीय विधि, साक्षियों या किसी प्रकार के अनुप्रमाणन की अपेक्षा नहीं करती: भारतीय उत्तराधिकार अधिनियम की धारा 63 उस पर लागू नहीं होती (धारा 58)। फिर भी दो वयस्क साक्षियों से अपनी उपस्थिति में, एक ही समय पर, हस्ताक्षर करवाएँ: यदि कभी वसीयत पर प्रश्न उठे, तो वे ही सबसे अच्छा प्रमाण हैं कि आपने इसे स्वतंत्र इच्छा से और स्वस्थ मन से किया था।\n\nऐसे साक्षी चुनें जिन्हें वसीयत से कुछ न मिलता हो और जो किसी लाभार्थी के पति या पत्नी न हों।',
  willKitNumbersHeading: 'खाता और पॉलिसी संख्याएँ पूरी छपी हैं',
  willKitNumbersText:
    'ताकि आपका निष्पादक हर संपत्ति को पहचान सके, इस वसीयत में खाता, फ़ोलियो और पॉलिसी संख्याएँ पूरी छपी हैं (स्क्रीन पर वे छिपी रहती हैं)। हस्ताक्षरित वसीयत और उसकी हर प्रति को चेकबुक की तरह सुरक्षित रखें: बैंक लॉकर में, अपने अधिवक्ता के पास, या रजिस्ट्रार के पास जमा करके। इसे ई-मेल से न भेजें और इसकी प्रति ऐसी जगह न छोड़ें जहाँ दूसरे उसे पढ़ सकें।',
  willCoverTitle: 'वसीयत की जाँच',
  willCoverNotice:
    'यह पृष्ठ आपकी वसीयत का भाग नहीं है। इसमें वे बातें दी गई हैं जो वसीयत तैयार करते समय हमें मिलीं। वसीयत पर हस्ताक्षर होने से पहले इसे अलग कर दें।',
  willCoverLevel: 'स्तर',
  willCoverFinding: 'निष्कर्ष',
  willCoverLegalBasis: 'कानूनी आधार',
  willCoverNone: 'चेतावनी देने लायक कुछ नहीं मिला।',

  // The execution kit, printed after the deed
  willKitTitle: 'अपनी वसीयत पर हस्ताक्षर, उसका अनुप्रमाणन और उसे सुरक्षित रखने का तरीका',
  willKitNotice: 'ये पृष्ठ आपकी वसीयत का भाग नहीं हैं। वसीयत पर हस्ताक्षर होने से पहले इन्हें अलग कर दें।',
  willKitElectronicHeading: 'वसीयत पर इलेक्ट्रॉनिक हस्ताक्षर नहीं किए जा सकते',
  willKitElectronicText:
    'भारतीय कानून इलेक्ट्रॉनिक या डिजिटल हस्ताक्षर वाली वसीयत को स्वीकार नहीं करता (सूचना प्रौद्योगिकी अधिनियम, 2000, प्रथम अनुसूची)। वसीयत को अच्छे कागज़ पर, हर पन्ने के केवल एक ओर प्रिंट करें और उस पर स्याही से हस्ताक्षर करें।',
  willKitSignHeading: 'हस्ताक्षर',
  willKitSignText:
    'वसीयत के अंत में, जहाँ आपका नाम छपा है, दोनों साक्षियों की उपस्थिति में हस्ताक्षर करें। हर पृष्ठ के नीचे दी गई पंक्ति पर पूरे या लघु हस्ताक्षर करें, ताकि कोई पृष्ठ बदला न जा सके। वही हस्ताक्षर करें जो आपके बैंक या पहचान के दस्तावेज़ों पर हैं। किसी खाली या अधूरे पृष्ठ पर हस्ताक्षर न करें, और हस्ताक्षर करने के बाद हाथ से कोई बदलाव न करें; यदि कुछ बदलना हो, तो वसीयत फिर से प्रिंट करें।\n\nयदि आप हस्ताक्षर नहीं कर सकते, तो दोनों साक्षियों की उपस्थिति में दिए गए खाने में अपने अँगूठे का निशान लगाएँ, और साक्षी यह दर्ज करें कि आपने ऐसा किया।',
  willKitWitnessHeading: 'दो साक्षी',
  willKitWitnessText:
    'भारतीय उत्तराधिकार अधिनियम, 1925 की धारा 63 के अनुसार कम से कम दो साक्षी आवश्यक हैं। दोनों को आपको हस्ताक्षर करते हुए देखना चाहिए (या आपको यह स्वीकार करते हुए सुनना चाहिए कि हस्ताक्षर आपके ही हैं), और प्रत्येक साक्षी को आपकी उपस्थिति में हस्ताक्षर करने चाहिए। दोनों को एक ही समय उपस्थित रखें, ताकि आवश्यकता पड़ने पर प्रत्येक साक्षी दूसरे के बारे में भी गवाही दे सके। प्रत्येक साक्षी अपने हस्ताक्षर के नीचे अपना नाम और पता लिखे।\n\nऐसे वयस्क और स्वस्थ चित्त व्यक्तियों को चुनें जो लाभार्थी न हों, और न ही किसी लाभार्थी के पति या पत्नी हों: साक्षी को किया गया दान शून्य हो सकता है (धारा 67)। ऐसा कम आयु का साक्षी, जिसके आपके बाद भी जीवित रहने की संभावना हो, अधिक आयु के साक्षी से बेहतर है।',
  willKitDoctorHeading: 'चिकित्सक का प्रमाणपत्र (वैकल्पिक)',
  willKitDoctorText:
    'यदि आप वृद्ध या अस्वस्थ हैं, या आपको आशंका है कि वसीयत पर प्रश्न उठाए जा सकते हैं, तो अपने चिकित्सक से कहें कि जिस दिन आप हस्ताक्षर करें, उसी दिन वे आपकी जाँच करें और इस प्रकार का प्रमाणपत्र लिखकर उस पर हस्ताक्षर करें:\n\n“मैंने, डॉ. ______________ (पंजीकरण संख्या ______), ______________ की जाँच दिनांक ____________ को ____________ बजे की। मेरी राय में वे स्वस्थ चित्त थे/थीं, आज उन्होंने जिस वसीयत पर हस्ताक्षर किए, उसके स्वरूप और प्रभाव को समझते थे/थीं, और किसी दबाव में नहीं थे/थीं।”\n\nप्रमाणपत्र को वसीयत के साथ रखें।',
  willKitRegisterHeading: 'पंजीकरण (वैकल्पिक, पर उचित)',
  willKitRegisterText:
    'वसीयत के वैध होने के लिए पंजीकरण आवश्यक नहीं है, परंतु पंजीकृत वसीयत को चुनौती देना कहीं अधिक कठिन होता है और उसके खो जाने की आशंका भी बहुत कम रहती है। हस्ताक्षरित वसीयत, दोनों साक्षियों और अपने पहचान के दस्तावेज़ों के साथ अपने क्षेत्र के उप-पंजीयक (सब-रजिस्ट्रार) कार्यालय जाएँ। शुल्क थोड़ा होता है, और आप अपने जीवनकाल में कभी भी वसीयत का पंजीकरण करा सकते हैं (रजिस्ट्रीकरण अधिनियम, 1908, धारा 18 और 40–41)।\n\nइसके बजाय आप वसीयत को मुहरबंद लिफ़ाफ़े में ज़िला पंजीयक (रजिस्ट्रार) के पास जमा भी कर सकते हैं (धारा 42–46); वह आपकी मृत्यु के बाद ही खोली जाती है।',
  willKitKeepHeading: 'मूल वसीयत को सुरक्षित रखना',
  willKitKeepText:
    'हस्ताक्षरित मूल वसीयत को किसी सुरक्षित स्थान पर रखें — घर में अग्निरोधी बक्से में, ऐसे बैंक लॉकर में जिसे आपका निष्पादक खोल सके, या अपने वकील के पास — और अपने निष्पादक को बता दें कि वह कहाँ रखी है। उसकी एक प्रति अलग स्थान पर रखें। बाद में की गई वसीयत इस वसीयत को रद्द कर देती है: नई वसीयत बनाने पर पुरानी मूल वसीयतें नष्ट कर दें, और एक से अधिक हस्ताक्षरित वसीयत अपने पास न रखें।',
  willKitProbateHeading: 'आपकी मृत्यु के बाद',
  willKitProbateText:
    'आपका निष्पादक आपकी संपत्ति एकत्र करेगा, आपके ऋण चुकाएगा और इस वसीयत द्वारा किए गए दान सौंपेगा। 21 दिसंबर 2025 से, जब भारतीय उत्तराधिकार अधिनियम की धारा 213 का लोप किया गया, भारत में कहीं भी प्रोबेट (वसीयत की पुष्टि करने वाला न्यायालय का अनुदान) अनिवार्य नहीं रहा; प्रोबेट अब भी लिया जा सकता है, और बैंक तथा पंजीयन कार्यालय प्रायः अब भी इसकी माँग करते हैं।',
  // issue 23: the languages a template lacks clauses in
  willTemplateLanguageIncomplete: '{{language}}: {{count}} खंड अनुपलब्ध',
  willTemplateLanguageIncomplete_one: '{{language}}: {{count}} खंड अनुपलब्ध',
  willTemplateIncompleteTitle: '{{language}} में अधूरा',
  willTemplateCardIncomplete: 'कुछ खंडों का अभी इन भाषाओं में पाठ नहीं है: {{languages}}',
};

const ta: Record<WillLabelKey, string> = {
  // The will check on the screen and on the cover page
  willCheckTitle: 'கையொப்பமிடும் முன்: உயில் சரிபார்ப்பு',
  willCheckIntro: 'கவனமான ஒரு வழக்கறிஞர் படிப்பதைப் போலவே உங்கள் உயிலை நாங்கள் படித்துள்ளோம். அச்சிடுவதற்கு முன், திருத்தியே ஆக வேண்டியவற்றைத் திருத்துங்கள்.',
  willCheckNone: 'எச்சரிக்க வேண்டியது எதுவும் இல்லை. கையொப்பமிடும் முன் உயிலை இன்னொரு முறை முழுமையாகப் படியுங்கள்.',
  willCheckLevelBlocker: 'கட்டாயத் திருத்தம்',
  willCheckLevelWarning: 'எச்சரிக்கை',
  willCheckLevelNote: 'குறிப்பு',
  willCheckLaw: 'சட்ட அடிப்படை',
  willCheckFix: 'இதைத் திருத்துங்கள்',
  willCheckLoadFailed: 'உயில் சரிபார்ப்பை இயக்க முடியவில்லை. மீண்டும் முயலவும்.',
  willCheckDisclaimer:
    'இந்தச் சரிபார்ப்பு சட்ட ஆலோசனை அல்ல. பெரிய சொத்து, குடும்பத் தகராறு, வெளிநாட்டில் சொத்து அல்லது தொழில் இருந்தால், ஒரு வழக்கறிஞரை அணுகுங்கள்.',
  willFindingNoTestator: 'உங்கள் சொந்த விவரங்கள் இல்லை. முதலில் ‘உங்களைப் பற்றி’ பகுதியை நிரப்புங்கள்: உயிலை எழுதுபவர் யார் என்பதை உயில் கூற வேண்டும்.',
  willFindingTestatorMinor: 'நீங்கள் அளித்த பிறந்த தேதியின்படி உங்களுக்கு இன்னும் 18 வயது ஆகவில்லை. மைனர் செல்லுபடியான உயிலை எழுத முடியாது.',
  willFindingWitnessesMissing:
    'உங்கள் முன்னிலையில் உயிலில் கையொப்பமிடும் குறைந்தது இரண்டு சாட்சிகள் தேவை; நீங்கள் பதிவுசெய்துள்ள சாட்சிகளின் எண்ணிக்கை {{count}}. அச்சிடுவதற்கு முன் சாட்சிகளைச் சேர்க்கவும்.',
  willFindingNoExecutor:
    'நிறைவேற்றுநர் எவரும் பெயரிடப்படவில்லை. உயிலைச் செயல்படுத்த ஒருவர் வேண்டும்: நிறைவேற்றுநர் இல்லாவிட்டால் உங்கள் குடும்பத்தினர் நீதிமன்றத்தில் நிர்வாகக் கடிதம் பெற வேண்டியிருக்கலாம். ஒரு நிறைவேற்றுநரையும் ஒரு மாற்று நிறைவேற்றுநரையும் பெயரிடுங்கள்.',
  willFindingWitnessBeneficiary:
    '{{name}} சாட்சியாகவும் இந்த உயிலின் கீழ் கொடை பெறுபவராகவும் உள்ளார். சான்றொப்பமிடும் சாட்சிக்கு, அல்லது சாட்சியின் கணவர் அல்லது மனைவிக்கு அளிக்கப்படும் கொடை செல்லாது (உயிலின் மற்ற பகுதி செல்லும்). வேறு ஒரு சாட்சியைத் தேர்ந்தெடுங்கள்.',
  willFindingSharesNot100:
    'இந்த ஒதுக்கீட்டில் ({{asset}}) அளிக்கப்பட்ட பங்குகளின் கூட்டுத்தொகை {{total}}%; 100% அல்ல. பங்குகளின் கூட்டுத்தொகையைச் சரியாக 100% ஆக்குங்கள்; இல்லையெனில் அதன் ஒரு பகுதி குறித்து உயில் தெளிவற்றதாகிவிடும்.',
  willFindingMinorWithoutGuardian:
    '{{name}} அவர்களுக்கு 18 வயது ஆகவில்லை; இந்தக் கொடைக்குப் பாதுகாவலர் எவரும் பெயரிடப்படவில்லை. {{name}} அவர்களுக்கு 18 வயது நிறைவடையும் வரை அதைப் பொறுப்பில் வைத்திருக்கும் ஒரு பாதுகாவலரைப் பெயரிடுங்கள்.',
  willFindingUnassignedNoResidue:
    'உங்கள் சொத்துகளில் {{count}} யாருக்கும் வழங்கப்படவில்லை; இந்த வார்ப்புருவில் எஞ்சிய சொத்து பற்றிய பிரிவும் இல்லை: அவை உயிலே இல்லாதது போலவே வாரிசுகளுக்குச் செல்லும். அவற்றை ஒதுக்குங்கள், அல்லது எஞ்சிய சொத்துப் பிரிவு உள்ள வார்ப்புருவைத் தேர்ந்தெடுங்கள்.',
  willFindingClassOneHeirLeftOut:
    'முதல் வகுப்பு வாரிசான {{name}} அவர்களுக்கு இந்த உயிலின் கீழ் எதுவும் இல்லை. அது உங்கள் உரிமை; ஆனால் அதற்கான காரணத்தை உயிலில் ஓரிரு வரிகளில் குறிப்பிட்டால், எப்போதாவது உயில் எதிர்க்கப்பட்டாலும் அது நிலைத்து நிற்க உதவும்.',
  willFindingMuslimOneThird:
    'உங்கள் கொடைகள் உங்கள் சொத்தில் சுமார் {{percent}}% ஆகின்றன. முஸ்லிம் தனிநபர் சட்டப்படி உயில் மூலம் மூன்றில் ஒரு பங்கு வரை மட்டுமே வழங்கலாம்; மீதமுள்ளதற்கு உங்கள் மரணத்துக்குப் பின் உங்கள் வாரிசுகளின் ஒப்புதல் தேவை.',
  willFindingMuslimBequestToHeir:
    '{{name}} உங்கள் வாரிசு; அவருக்கு உயிலின் கீழும் கொடை அளிக்கப்படுகிறது. சுன்னி சட்டப்படி, வாரிசுக்கு அளிக்கும் உயில் கொடை உங்கள் மரணத்துக்குப் பின் மற்ற வாரிசுகள் ஒப்புதல் அளித்தால் மட்டுமே செல்லும்.',
  willFindingMarriageRevokes:
    'உங்களுக்குப் பொருந்தும் தனிநபர் சட்டப்படி, இந்த உயிலை எழுதிய பின் நீங்கள் திருமணம் செய்தால் இந்த உயில் ரத்தாகிவிடும். திருமணம் செய்துகொண்டால் புதிய உயில் எழுதுங்கள்.',
  willFindingHufProperty:
    '{{asset}} என்பது கூட்டுக் குடும்பச் சொத்து (HUF அல்லது பங்காளிகளுக்குரிய சொத்து). உயில் மூலம் அதில் உங்களுக்குரிய பங்கை மட்டுமே வழங்க முடியும்; முழுச் சொத்தையும் அல்ல.',
  willFindingWitnessesAdvised:
    'முஸ்லிம் உயிலுக்குச் சாட்சிகள் கட்டாயமில்லை; ஆனால் உங்கள் மறைவுக்குப் பின் உயிலை நிரூபிக்க வேண்டியிருக்கும். நீங்கள் பதிவுசெய்துள்ள சாட்சிகள்: {{count}}. உயிலில் எதையும் பெறாத, வயது வந்த இரண்டு சாட்சிகள் நீங்கள் கையொப்பமிடுவதைப் பார்க்கட்டும்.',
  willFindingSamePersonTwice:
    '“{{name}}”, “{{other}}” ஆகியோர் இருமுறை பதிவான ஒரே நபராகத் தெரிகிறது (பிறந்த தேதி ஒன்றே). பெயரை எல்லா இடங்களிலும் ஒரே மாதிரி எழுதுங்கள்; இருவரும் வெவ்வேறு நபர்கள் என்றால் பிறந்த தேதியைத் திருத்துங்கள்.',
  willFindingExecutorMinor:
    'நிறைவேற்றுநராகப் பெயரிடப்பட்ட {{name}} அவர்களுக்கு 18 வயது ஆகவில்லை. மைனருக்கு உயில் உறுதிச்சான்று (புரோபேட்) வழங்க முடியாது: வயது வந்த ஒருவரை நிறைவேற்றுநராகப் பெயரிடுங்கள்.',
  willFindingSharesOver100:
    '{{asset}} இல் அளிக்கப்பட்ட பங்குகளின் கூட்டுத்தொகை {{total}}%; இது முழுமையை விட அதிகம். எழுதியபடி இந்தக் கொடையை நிறைவேற்ற முடியாது: கூட்டுத்தொகை 100% ஆகும்படி பங்குகளைத் திருத்துங்கள்.',
  willFindingSharesUnder100:
    '{{asset}} இல் அளிக்கப்பட்ட பங்குகளின் கூட்டுத்தொகை {{total}}%. மீதி எஞ்சிய சொத்துப் பிரிவின்படி செல்லும் (அப்பிரிவு இல்லையெனில் உங்கள் சட்டப்படியான வாரிசுகளுக்கு). நீங்கள் விரும்புவது இதுவே என உறுதிசெய்யுங்கள், அல்லது பங்குகளை 100% ஆக்குங்கள்.',
  willFindingDeceasedBeneficiary:
    '{{name}} உயிருடன் இல்லை எனப் பதிவாகியுள்ளது. உங்களுக்கு முன் இறந்தவருக்கு அளிக்கப்பட்ட கொடை காலாவதியாகி எஞ்சிய சொத்தில் சேரும்: அதை வேறொருவருக்கு அளியுங்கள், அல்லது அவருக்குப் பதிலாகப் பெறுபவரைப் பெயரிடுங்கள்.',
  willFindingNoGuardianForMinorChildren:
    'உங்கள் மைனர் குழந்தைகளுக்கு ({{names}}) உயிலில் பாதுகாவலர் எவரும் பெயரிடப்படவில்லை. பெற்றோர் இருவரும் இல்லாதபோது அவர்களைக் கவனிக்க ஒரு பாதுகாவலரையும் ஒரு மாற்றுப் பாதுகாவலரையும் பெயரிடுங்கள்.',
  willFindingGuardianIsSurvivingParent:
    '{{name}} உங்கள் குழந்தைகளின் மற்றொரு பெற்றோர்; நீங்கள் முதலில் இறந்தால் அவரே இயற்கைப் பாதுகாவலர்: அவரைப் பெயரிடுவதால் எதுவும் கூடுவதில்லை. பெற்றோர் இருவரும் இல்லாத நிலைக்கு ஒரு பாதுகாவலரைப் பெயரிடுங்கள்.',
  willFindingMuslimSchoolMissing:
    'உங்கள் முஸ்லிம் சட்டப் பிரிவைத் தேர்ந்தெடுங்கள்: சுன்னி அல்லது ஷியா. அது உங்கள் உயிலுக்குப் பொருந்தும் சட்டத்தை மாற்றுகிறது: சுன்னி சட்டப்படி வாரிசுக்கு அளிக்கும் உயில் கொடைக்கு மற்ற வாரிசுகளின் ஒப்புதல் தேவை; ஷியா சட்டப்படி மூன்றில் ஒரு பங்கிற்குள் தேவையில்லை.',
  willFindingHufNotHinduLaw:
    '{{asset}} கூட்டுக் குடும்பச் (HUF அல்லது பங்காளிகளுக்குரிய) சொத்தாகப் பதிவாகியுள்ளது; ஆனால் இந்து கூட்டுக் குடும்பம் இந்து சட்டத்தின் அமைப்பு, அது உங்களுக்குப் பொருந்தும் தனிநபர் சட்டம் அல்ல. இச்சொத்து உங்களிடம் எவ்வாறு உள்ளது என்பதைச் சரிபார்த்து அதன் உரிமை வகையைத் திருத்துங்கள்.',
  willFindingInsuranceNomineeTakes:
    '{{asset}} இன் நியமனதாரர் {{name}} உங்கள் பெற்றோர், வாழ்க்கைத் துணை அல்லது குழந்தை என்பதால், உயிலில் என்ன எழுதியிருந்தாலும் காப்பீட்டு நிறுவனம் அத்தொகையை {{name}} அவர்களுக்கே உரிமையாளராகச் செலுத்தும். உயிலில் அந்தப் பாலிசியை {{name}} அவர்களுக்கே அளியுங்கள், அல்லது நியமனத்தை மாற்றுங்கள்.',
  willFindingFreeTextInEnglish:
    '“{{field}}” இல் நீங்கள் எழுதியது ஆங்கில எழுத்துகளில் உள்ளது; உயில் வேறு மொழியில் உள்ளது, பத்திரத்தில் அது நீங்கள் எழுதியபடியே அச்சாகும். அதை உயிலின் மொழியில் எழுதுங்கள், அல்லது அப்படியே வேண்டும் என உறுதிசெய்யுங்கள்.',
  willFindingCapacityCertificate:
    'உங்கள் வயது {{age}}. கையொப்பமிடும் நாளில் நீங்கள் தெளிந்த மனநிலையில் உள்ளீர்கள் என ஒரு மருத்துவரிடம் சான்றிதழ் பெறுங்கள்; முடிந்தால் அந்த மருத்துவரே சாட்சிகளில் ஒருவராக இருக்கட்டும். உங்கள் திறன் குறித்துப் பின்னர் எழும் எந்தச் சந்தேகத்துக்கும் அது பதிலாகும்.',
  willFindingThumbReadOver:
    'கையொப்பத்துக்குப் பதிலாக நீங்கள் கைரேகை இடுவீர்கள். சாட்சிகளின் முன்னிலையில் உயில் உங்களுக்குப் படித்துக் காட்டி விளக்கப்பட வேண்டும்; அதைக் குறிப்பிடும் வாசகம் உயிலில் இருக்கட்டும். மருத்துவரின் சான்றிதழும் உதவும்.',
  willFindingPersonalLawUnknown:
    'உங்கள் மதம் பதிவாகவில்லை; எனவே இந்திய வாரிசுரிமைச் சட்டத்தின் பொது விதிகளின்படி உயிலைச் சரிபார்த்தோம். உங்களுக்கு எவை பொருந்தும் என்பதைப் பெரும்பாலும் உங்கள் தனிநபர் சட்டமே தீர்மானிக்கிறது: முடிந்தால் ‘உங்களைப் பற்றி’ பகுதியில் அதைப் பதிவுசெய்யுங்கள்.',
  willLawIsa1925: 'இந்திய வாரிசுரிமைச் சட்டம், 1925',
  willLawHsa1956: 'இந்து வாரிசுரிமைச் சட்டம், 1956',
  willLawHama1956: 'இந்து தத்தெடுப்பு மற்றும் பராமரிப்புச் சட்டம், 1956',
  willLawHmga1956: 'இந்து மைனர் மற்றும் பாதுகாவலர் சட்டம், 1956',
  willLawGwa1890: 'பாதுகாவலர்கள் மற்றும் பாதுகாப்பில் உள்ளோர் சட்டம், 1890',
  willLawInsurance1938: 'காப்பீட்டுச் சட்டம், 1938',
  willLawMajority1875: 'இந்திய மேஜர் வயதுச் சட்டம், 1875',
  willLawMuslimLaw: 'முஸ்லிம் தனிநபர் சட்டம் (ஷரீஅத்)',
  willLawRegistration1908: 'பதிவுச் சட்டம், 1908',
  willLawBsa2023: 'பாரதிய சாக்ஷ்ய அதினியம், 2023',
  willLawSection: '{{act}}, பிரிவு {{section}}',

  // Versions
  willVersionsTitle: 'நீங்கள் பதிவிறக்கிய பதிப்புகள்',
  willVersionsIntro: 'நீங்கள் பதிவிறக்கும் ஒவ்வொரு உயிலும், அப்போதைய சரிபார்ப்புடன், அது இருந்தபடியே இங்கு வைக்கப்படுகிறது.',
  willVersionsEmpty: 'இன்னும் பதிப்புகள் எதுவும் இல்லை. நீங்கள் பதிவிறக்கும் ஒவ்வொரு உயிலும் இங்கு வைக்கப்படும்.',
  willVersionsDate: 'பதிவிறக்கிய தேதி',
  willVersionsTemplate: 'வார்ப்புரு',
  willVersionsLanguage: 'மொழி',
  willVersionsFormat: 'வடிவம்',
  willVersionsSize: 'அளவு',
  willVersionsFindings: 'சரிபார்ப்பு',
  willVersionsFindingsNone: 'கண்டறிந்தவை எதுவும் இல்லை',
  willVersionsNotes_one: 'குறிப்பு {{count}}',
  willVersionsNotes: 'குறிப்பு {{count}}',
  willVersionsWarnings_one: 'எச்சரிக்கை {{count}}',
  willVersionsWarnings: 'எச்சரிக்கை {{count}}',
  willVersionsBlockers_one: 'கட்டாயத் திருத்தம் {{count}}',
  willVersionsBlockers: 'கட்டாயத் திருத்தம் {{count}}',
  willVersionsChanges: 'முந்தைய பதிப்பிலிருந்து மாறியவை',
  willVersionsNoChanges: 'உயிலின் உள்ளடக்கத்தில் எந்த மாற்றமும் இல்லை.',
  willVersionsFirst: 'முதல் பதிப்பு.',
  willVersionsFingerprint: 'SHA-256 கைரேகை',
  willVersionsDownload: 'மீண்டும் பதிவிறக்கு',
  willVersionsLoadFailed: 'உங்கள் பதிப்புகளை ஏற்ற முடியவில்லை.',

  // What changed between two versions
  willChangeTemplate: 'வார்ப்புரு {{from}} என்பதிலிருந்து {{to}} என மாற்றப்பட்டது.',
  willChangeLanguage: 'மொழி {{from}} என்பதிலிருந்து {{to}} என மாற்றப்பட்டது.',
  willChangePersonAdded: 'புதிய {{role}}: {{name}}.',
  willChangePersonRemoved: 'நீக்கப்பட்ட {{role}}: {{name}}.',
  willChangePersonRenamed: '{{role}}: பெயர் {{from}} என்பதிலிருந்து {{to}} என மாற்றப்பட்டது.',
  willChangeAssetAdded: 'சொத்து சேர்க்கப்பட்டது: {{asset}}.',
  willChangeAssetRemoved: 'சொத்து நீக்கப்பட்டது: {{asset}}.',
  willChangeAssetValue: '{{asset}} என்ற சொத்தின் மதிப்பு {{from}} என்பதிலிருந்து {{to}} என மாற்றப்பட்டது.',
  willChangeGiftAdded: '{{name}} அவர்களுக்கு இனி {{asset}} என்ற சொத்தில் {{share}} பங்கு கிடைக்கும்.',
  willChangeGiftRemoved: '{{name}} அவர்களுக்கு இனி {{asset}} என்ற சொத்தில் எதுவும் கிடைக்காது.',
  willChangeShareChanged: '{{asset}} என்ற சொத்தில் {{name}} அவர்களின் பங்கு {{from}} என்பதிலிருந்து {{to}} என மாற்றப்பட்டது.',
  willChangeConditionChanged: '{{asset}} என்ற சொத்தை {{name}} அவர்களுக்கு அளிக்கும் கொடையின் நிபந்தனை மாற்றப்பட்டது.',
  willRoleHeir: 'வாரிசு',
  willRoleBeneficiaryIndividual: 'பயனாளி',
  willRoleBeneficiaryCorporate: 'பயனாளி நிறுவனம்',
  willRoleNonBeneficiaryIndividual: 'பயனாளி அல்லாதவர்',
  willRoleNonBeneficiaryCorporate: 'பயனாளி அல்லாத நிறுவனம்',
  willRoleExecutor: 'நிறைவேற்றுநர்',
  willRoleWitness: 'சாட்சி',
  willRoleRegistrar: 'பதிவாளர்',

  // Words of the deed around the clauses
  willDocToday: '20____-ஆம் ஆண்டு ________________ மாதம் ______-ஆம் தேதியாகிய இன்று',
  willDocHeldShare: 'எனது {{share}} பங்கு',
  willDocHeldAsset: '{{name}} — இதில் {{held}}',
  willVersionDraft: 'வரைவு',
  willDocShareDescribed: 'விவரித்துள்ளபடி',
  willDocLate: 'காலஞ்சென்ற ',
  willDocChildOfM: '{{name}} அவர்களின் மகன்',
  willDocChildOfF: '{{name}} அவர்களின் மகள்',
  willDocChildOfX: '{{name}} அவர்களின் பிள்ளை',
  willDocWifeOf: '{{name}} அவர்களின் மனைவி',
  willDocRelationBrother: 'சகோதரர்',
  willDocRelationElderBrother: 'அண்ணன்',
  willDocRelationYoungerBrother: 'தம்பி',
  willDocRelationSister: 'சகோதரி',
  willDocRelationElderSister: 'அக்காள்',
  willDocRelationYoungerSister: 'தங்கை',
  willDocRelationGrandson: 'பேரன்',
  willDocRelationSonsSon: 'பேரன்',
  willDocRelationDaughtersSon: 'பேரன்',
  willDocRelationGranddaughter: 'பேத்தி',
  willDocRelationSonsDaughter: 'பேத்தி',
  willDocRelationDaughtersDaughter: 'பேத்தி',
  willDocRelationGreatGrandson: 'கொள்ளுப் பேரன்',
  willDocRelationGreatGranddaughter: 'கொள்ளுப் பேத்தி',
  willDocShareWhole: 'முழுவதும்',
  willDocShareEqual: 'சம பங்காக {{fraction}}',
  willDocSharePercent: '{{percent}} சதவீதப் பங்கு',
  willDocFraction2: 'இரண்டில் ஒரு பங்கு (1/2)',
  willDocFraction3: 'மூன்றில் ஒரு பங்கு (1/3)',
  willDocFraction4: 'நான்கில் ஒரு பங்கு (1/4)',
  willDocFraction5: 'ஐந்தில் ஒரு பங்கு (1/5)',
  willDocFraction6: 'ஆறில் ஒரு பங்கு (1/6)',
  willDocFraction7: 'ஏழில் ஒரு பங்கு (1/7)',
  willDocFraction8: 'எட்டில் ஒரு பங்கு (1/8)',
  willDocFraction9: 'ஒன்பதில் ஒரு பங்கு (1/9)',
  willDocFraction10: 'பத்தில் ஒரு பங்கு (1/10)',
  willDocFractionN: '{{n}}-இல் ஒரு பங்கு (1/{{n}})',
  willDocHeldHuf: 'எனது பிரிக்கப்படாத பங்காளி உரிமை',
  willDocHeldHufShare: 'எனது பிரிக்கப்படாத பங்காளி உரிமை (சுமார் {{share}})',
  willDocExecutorHolder: 'என் நிறைவேற்றுநர்',
  willDocConditionAge:
    'இந்தக் கொடை {{name}} என்பவர் {{age}} வயதை அடையும்போது அவருக்கு உரிமையாகும். அதுவரை {{holder}} அதை {{name}} என்பவருக்காக வைத்திருந்து, அதன் வருமானத்தையும், தேவைப்படின் அசலையும், {{name}} என்பவரின் பராமரிப்புக்கும் கல்விக்கும் பயன்படுத்தலாம். அவ்வயதை அடையும் முன் {{name}} என்பவர் இறந்துவிட்டால், இந்தக் கொடை என் எஞ்சிய சொத்தில் சேரும்.',
  willDocConditionWish: 'இது என் விருப்பம் மட்டுமே; இந்தக் கொடையின் நிபந்தனை அல்ல, எவரையும் கட்டுப்படுத்தாது: {{text}}',
  willDocConditionLifeInterest:
    '{{name}} என்பவர் இந்தக் கொடையையும் அதன் வருமானத்தையும் தம் வாழ்நாள் முழுவதும் அனுபவிக்கலாம்; ஆனால் அதை விற்கவோ, தானமாக வழங்கவோ, அடமானம் வைக்கவோ அவருக்கு உரிமை இல்லை. {{name}} என்பவரின் மறைவுக்குப் பின் அது முழு உரிமையுடன் {{remainder}} அவர்களுக்குச் சேரும்.',
  willDocConditionText: 'இந்தக் கொடை பின்வரும் நிபந்தனைக்கு உட்பட்டது: {{text}}',
  willDocSchoolSunni: 'சுன்னி',
  willDocSchoolShia: 'ஷியா',
  willCoverDraftNotice:
    'வரைவு — இந்த உயிலில் இப்போது கையொப்பமிட இயலாது. கீழே “கட்டாயத் திருத்தம்” எனக் குறிக்கப்பட்ட ஒவ்வொன்றையும் சரிசெய்து, உயிலை மீண்டும் பதிவிறக்குங்கள்: அப்படி எதுவும் எஞ்சாத உயில் மட்டுமே “வரைவு” என்ற சொல் இன்றி அச்சிடப்படும். இந்தப் பக்கம் உங்கள் உயிலின் பகுதி அல்ல.',
  willKitDateHeading: 'தேதியும் இடமும்: கையொப்பமிடும் நாளில், மையால்',
  willKitDateText:
    'உயிலின் தேதி என்பது அதில் கையொப்பமிடப்படும் நாளே. இந்த உயிலில் தேதியும் இடமும் காலியாக விடப்பட்டுள்ளன: கையொப்பமிடும் நாளில், சாட்சிகளின் முன்னிலையில், முதல் பத்தியிலும் உங்கள் கையொப்பத்துக்கு மேலும் அவற்றை மையால் எழுதுங்கள். ஒரு நாளில் கையொப்பமிட்டு வேறொரு நாளின் தேதியை இடாதீர்கள்.\n\nகையொப்பங்களுக்கு முன் உள்ள பத்தி உயிலில் எத்தனை பக்கங்கள் உள்ளன என்று கூறுகிறது: கையொப்பமிடும் முன் அவற்றை எண்ணிப் பாருங்கள்.',
  willKitWitnessMuslimText:
    'உங்கள் உயிலுக்குப் பொருந்தும் சட்டமான முஸ்லிம் தனிநபர் சட்டம் சாட்சிகளையோ எவ்வகைச் சான்றொப்பத்தையோ கோரவில்லை: இந்திய வாரிசுரிமைச் சட்டத்தின் பிரிவு 63 அதற்குப் பொருந்தாது (பிரிவு 58). இருந்தாலும், வயது வந்த இரண்டு சாட்சிகள் உங்கள் முன்னிலையில், ஒரே நேரத்தில் கையொப்பமிடச் செய்யுங்கள்: உயில் எப்போதாவது கேள்விக்குள்ளானால், நீங்கள் சுயவிருப்பத்துடனும் தெளிந்த மனநிலையிலும் அதை எழுதினீர்கள் என்பதற்கு அவர்களே சிறந்த சான்று.\n\nஉயிலின் கீழ் எதையும் பெறாதவர்களையும், பெறுபவர் எவரின் கணவரோ மனைவியோ அல்லாதவர்களையும் சாட்சிகளாகத் தேர்ந்தெடுங்கள்.',
  willKitNumbersHeading: 'கணக்கு, பாலிசி எண்கள் முழுமையாக அச்சிடப்பட்டுள்ளன',
  willKitNumbersText:
    'உங்கள் நிறைவேற்றுநர் ஒவ்வொரு சொத்தையும் கண்டறிய, இந்த உயில் கணக்கு, ஃபோலியோ, பாலிசி எண்களை முழுமையாக அச்சிடுகிறது (திரையில் அவை மறைக்கப்பட்டே இருக்கும்). கையொப்பமிட்ட உயிலையும் அதன் ஒவ்வொரு நகலையும் காசோலைப் புத்தகம் போலப் பாதுகாப்பாக வையுங்கள்: வங்கி லாக்கரில், உங்கள் வழக்கறிஞரிடம், அல்லது பதிவாளரிடம் ஒப்படைத்து. அதை மின்னஞ்சலில் அனுப்பாதீர்கள்; பிறர் படிக்கக்கூடிய இடத்தில் நகலை விட்டுவைக்காதீர்கள்.',
  willCoverTitle: 'உயில் சரிபார்ப்பு',
  willCoverNotice:
    'இந்தப் பக்கம் உங்கள் உயிலின் பகுதி அல்ல. உயில் தயாரிக்கப்பட்டபோது நாங்கள் கண்டறிந்தவற்றை இது பட்டியலிடுகிறது. உயிலில் கையொப்பமிடுவதற்கு முன் இதை அகற்றிவிடுங்கள்.',
  willCoverLevel: 'நிலை',
  willCoverFinding: 'கண்டறிந்தது',
  willCoverLegalBasis: 'சட்ட அடிப்படை',
  willCoverNone: 'எச்சரிக்க வேண்டியது எதுவும் கண்டறியப்படவில்லை.',

  // The execution kit, printed after the deed
  willKitTitle: 'உங்கள் உயிலில் கையொப்பமிடுவது, சான்றொப்பம் பெறுவது, அதைப் பாதுகாத்து வைப்பது எப்படி',
  willKitNotice: 'இந்தப் பக்கங்கள் உங்கள் உயிலின் பகுதி அல்ல. உயிலில் கையொப்பமிடுவதற்கு முன் இவற்றை அகற்றிவிடுங்கள்.',
  willKitElectronicHeading: 'உயிலில் மின்னணு முறையில் கையொப்பமிட முடியாது',
  willKitElectronicText:
    'மின்னணுக் கையொப்பம் அல்லது டிஜிட்டல் கையொப்பம் இடப்பட்ட உயிலை இந்தியச் சட்டம் ஏற்பதில்லை (தகவல் தொழில்நுட்பச் சட்டம், 2000, முதல் அட்டவணை). உயிலை நல்ல தாளில், ஒவ்வொரு தாளின் ஒரு பக்கத்தில் மட்டும் அச்சிட்டு, மையால் கையொப்பமிடுங்கள்.',
  willKitSignHeading: 'கையொப்பமிடுதல்',
  willKitSignText:
    'உயிலின் இறுதியில், உங்கள் பெயர் அச்சிடப்பட்டுள்ள இடத்தில், இரண்டு சாட்சிகளின் முன்னிலையிலும் கையொப்பமிடுங்கள். எந்தப் பக்கத்தையும் மாற்ற முடியாதபடி, ஒவ்வொரு பக்கத்தின் அடியிலும் அதற்கென உள்ள கோட்டில் கையொப்பம் அல்லது சுருக்கொப்பம் இடுங்கள். உங்கள் வங்கி அல்லது அடையாள ஆவணங்களில் உள்ள அதே கையொப்பத்தையே பயன்படுத்துங்கள். வெற்றுப் பக்கத்திலோ முழுமையடையாத பக்கத்திலோ கையொப்பமிடாதீர்கள்; கையொப்பமிட்ட பின் கையால் எந்த மாற்றமும் செய்யாதீர்கள்; ஏதேனும் மாற்ற வேண்டியிருந்தால், உயிலை மீண்டும் அச்சிடுங்கள்.\n\nஉங்களால் கையொப்பமிட இயலாவிட்டால், இரண்டு சாட்சிகளின் முன்னிலையிலும், அதற்கென உள்ள கட்டத்தில் உங்கள் பெருவிரல் ரேகையை இடுங்கள்; நீங்கள் அவ்வாறு செய்ததைச் சாட்சிகள் பதிவுசெய்யட்டும்.',
  willKitWitnessHeading: 'இரண்டு சாட்சிகள்',
  willKitWitnessText:
    'இந்திய வாரிசுரிமைச் சட்டம், 1925, பிரிவு 63-இன்படி குறைந்தது இரண்டு சாட்சிகள் தேவை. நீங்கள் கையொப்பமிடுவதை இருவரும் பார்க்க வேண்டும் (அல்லது அது உங்கள் கையொப்பம்தான் என நீங்கள் ஒப்புக்கொள்வதைக் கேட்க வேண்டும்); ஒவ்வொருவரும் உங்கள் முன்னிலையில் கையொப்பமிட வேண்டும். தேவைப்பட்டால் ஒருவர் மற்றவரைப் பற்றியும் சாட்சியம் அளிக்க முடியும்படி, இருவரும் ஒரே நேரத்தில் உடனிருக்கட்டும். ஒவ்வொரு சாட்சியும் தம் கையொப்பத்தின் கீழே தம் பெயரையும் முகவரியையும் எழுத வேண்டும்.\n\nபயனாளியாகவோ பயனாளியின் கணவர் அல்லது மனைவியாகவோ இல்லாத, தெளிந்த மனநிலையுள்ள வயது வந்தவர்களைத் தேர்ந்தெடுங்கள்: சாட்சிக்கு அளிக்கப்படும் கொடை செல்லாததாகலாம் (பிரிவு 67). வயதான ஒருவரைவிட, உங்களுக்குப் பின்னும் உயிருடன் இருக்க வாய்ப்புள்ள இளையவர் ஒருவர் சாட்சியாக இருப்பது நல்லது.',
  willKitDoctorHeading: 'மருத்துவரின் சான்றிதழ் (கட்டாயமில்லை)',
  willKitDoctorText:
    'நீங்கள் வயதானவராகவோ உடல்நலம் குன்றியவராகவோ இருந்தால், அல்லது உயில் கேள்விக்குள்ளாக்கப்படலாம் என எதிர்பார்த்தால், நீங்கள் கையொப்பமிடும் நாளிலேயே உங்களைப் பரிசோதித்து, இதைப் போன்ற ஒரு சான்றிதழை எழுதிக் கையொப்பமிடுமாறு உங்கள் மருத்துவரிடம் கேளுங்கள்:\n\n“மருத்துவர் ______________ (பதிவு எண் ______) ஆகிய நான், ______________ அவர்களை ____________ அன்று ____________ மணிக்குப் பரிசோதித்தேன். என் கருத்துப்படி, அவர் தெளிந்த மனநிலையில் இருந்தார்; இன்று அவர் கையொப்பமிட்ட உயிலின் தன்மையையும் விளைவையும் புரிந்துகொண்டிருந்தார்; எந்த நெருக்குதலுக்கும் உட்பட்டிருக்கவில்லை.”\n\nஇந்தச் சான்றிதழை உயிலுடன் சேர்த்து வைத்திருங்கள்.',
  willKitRegisterHeading: 'பதிவு (கட்டாயமில்லை, ஆனால் விவேகமானது)',
  willKitRegisterText:
    'உயில் செல்லுபடியாகப் பதிவு அவசியமில்லை; ஆனால் பதிவுசெய்யப்பட்ட உயிலை எதிர்த்து வழக்காடுவது மிகக் கடினம்; அது தொலைந்துபோகும் அபாயமும் மிகக் குறைவு. கையொப்பமிட்ட உயில், இரண்டு சாட்சிகள், உங்கள் அடையாள ஆவணங்கள் ஆகியவற்றுடன் உங்கள் பகுதிக்கான சார்பதிவாளர் அலுவலகத்துக்குச் செல்லுங்கள். கட்டணம் குறைவு; உங்கள் வாழ்நாளில் எப்போது வேண்டுமானாலும் பதிவுசெய்யலாம் (பதிவுச் சட்டம், 1908, பிரிவுகள் 18, 40–41).\n\nஅதற்குப் பதிலாக, உயிலை முத்திரையிட்ட உறையில் மாவட்டப் பதிவாளரிடம் ஒப்படைத்தும் வைக்கலாம் (பிரிவுகள் 42–46); உங்கள் மரணத்துக்குப் பின்னரே அது திறக்கப்படும்.',
  willKitKeepHeading: 'மூல உயிலைப் பாதுகாத்தல்',
  willKitKeepText:
    'கையொப்பமிட்ட மூல உயிலைப் பாதுகாப்பான இடத்தில் வையுங்கள் — வீட்டில் தீப்பிடிக்காத பெட்டியில், உங்கள் நிறைவேற்றுநர் திறக்கக்கூடிய வங்கிப் பெட்டகத்தில், அல்லது உங்கள் வழக்கறிஞரிடம் — அது எங்கு உள்ளது என்பதை உங்கள் நிறைவேற்றுநரிடம் தெரிவியுங்கள். அதன் நகல் ஒன்றைத் தனியே வைத்திருங்கள். பின்னர் எழுதும் உயில் இந்த உயிலை ரத்து செய்துவிடும்: புதிய உயில் எழுதும்போது பழைய மூல உயில்களை அழித்துவிடுங்கள்; கையொப்பமிட்ட உயில் ஒன்றுக்கு மேல் வைத்திருக்காதீர்கள்.',
  willKitProbateHeading: 'உங்கள் மரணத்துக்குப் பின்',
  willKitProbateText:
    'உங்கள் நிறைவேற்றுநர் உங்கள் சொத்துகளைத் திரட்டி, உங்கள் கடன்களைச் செலுத்தி, இந்த உயில் அளிக்கும் கொடைகளை உரியவர்களிடம் ஒப்படைப்பார். இந்திய வாரிசுரிமைச் சட்டத்தின் பிரிவு 213 நீக்கப்பட்ட 21 டிசம்பர் 2025 முதல், இந்தியாவில் எங்குமே புரோபேட் (உயிலை உறுதிசெய்து நீதிமன்றம் வழங்கும் சான்று) கட்டாயமில்லை; தேவைப்பட்டால் அதை இன்னும் பெறலாம்; வங்கிகளும் பதிவு அலுவலகங்களும் பெரும்பாலும் இன்னும் அதைக் கேட்கின்றன.',
  // issue 23: the languages a template lacks clauses in
  willTemplateLanguageIncomplete: '{{language}}: {{count}} உட்பிரிவுகள் இல்லை',
  willTemplateLanguageIncomplete_one: '{{language}}: {{count}} உட்பிரிவு இல்லை',
  willTemplateIncompleteTitle: '{{language}} மொழியில் முழுமையாக இல்லை',
  willTemplateCardIncomplete: 'சில உட்பிரிவுகளுக்கு இந்த மொழிகளில் இன்னும் உரை இல்லை: {{languages}}',
};

export const willLabels = { en, hi, ta };
