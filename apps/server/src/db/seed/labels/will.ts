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
    'No executor is named. Without one, your family has to apply to a court for letters of administration before anything can be handed over.',
  willFindingWitnessBeneficiary:
    '{{name}} is both a witness and a beneficiary. A gift to an attesting witness (or to a witness’s husband or wife) can be void under section 67: choose another witness.',
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
    '{{name}} is your heir and also receives under the will. Under Muslim personal law a bequest to an heir needs the other heirs’ consent.',
  willFindingMarriageRevokes:
    'Under your personal law a marriage after this will revokes it (Indian Succession Act, section 69). Make a new will if you marry.',
  willFindingHufProperty:
    '{{asset}} is joint family (HUF or coparcenary) property. A will passes only your own share in it, not the whole.',

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
  willVersionsFindingsCount: '{{blockers}} must fix, {{warnings}} warnings, {{notes}} notes',
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
  willDocToday: 'this {{ordinal}} day of {{month}} {{year}}',
  willDocHeldShare: 'my {{share}} share in',
  willDocShareDescribed: 'as described',
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
    'किसी निष्पादक का नाम नहीं दिया गया है। निष्पादक न होने पर, कुछ भी सौंपे जाने से पहले आपके परिवार को न्यायालय में प्रशासन-पत्र के लिए आवेदन करना होगा।',
  willFindingWitnessBeneficiary:
    '{{name}} साक्षी भी हैं और लाभार्थी भी। धारा 67 के अंतर्गत अनुप्रमाणक साक्षी (अथवा साक्षी के पति या पत्नी) को किया गया दान शून्य हो सकता है: कोई दूसरा साक्षी चुनें।',
  willFindingSharesNot100:
    'इस आवंटन ({{asset}}) में दिए गए हिस्सों का योग {{total}}% है, 100% नहीं। हिस्सों का योग ठीक 100% करें, अन्यथा वसीयत में उसका कुछ भाग अनिश्चित रह जाएगा।',
  willFindingMinorWithoutGuardian:
    '{{name}} की आयु 18 वर्ष से कम है और इस दान के लिए कोई संरक्षक नामित नहीं किया गया है। ऐसा संरक्षक नामित करें जो {{name}} के वयस्क होने तक इसे सँभालकर रखे।',
  willFindingUnassignedNoResidue:
    'आपकी संपत्तियों में से {{count}} किसी को नहीं दी गई हैं और इस टेम्पलेट में अवशिष्ट संपत्ति का कोई खंड नहीं है: वे ऐसे हस्तांतरित होंगी मानो कोई वसीयत थी ही नहीं। उन्हें आवंटित करें, या अवशिष्ट संपत्ति के खंड वाला टेम्पलेट चुनें।',
  willFindingClassOneHeirLeftOut:
    '{{name}} प्रथम श्रेणी के उत्तराधिकारी हैं, पर इस वसीयत के अंतर्गत उन्हें कुछ नहीं मिलता। ऐसा करना आपका अधिकार है, किंतु वसीयत में इसका कारण संक्षेप में लिख देने से, कभी चुनौती दी जाए तो वसीयत को टिके रहने में मदद मिलती है।',
  willFindingMuslimOneThird:
    'आपके वसीयती दान आपकी संपत्ति के लगभग {{percent}}% तक पहुँचते हैं। मुस्लिम स्वीय विधि के अंतर्गत वसीयत द्वारा केवल एक-तिहाई संपत्ति दी जा सकती है; शेष के लिए आपकी मृत्यु के बाद आपके उत्तराधिकारियों की सहमति आवश्यक है।',
  willFindingMuslimBequestToHeir:
    '{{name}} आपके उत्तराधिकारी हैं और उन्हें वसीयत के अंतर्गत भी कुछ मिलता है। मुस्लिम स्वीय विधि के अंतर्गत किसी उत्तराधिकारी के पक्ष में की गई वसीयत के लिए अन्य उत्तराधिकारियों की सहमति आवश्यक है।',
  willFindingMarriageRevokes:
    'आप पर लागू स्वीय विधि के अंतर्गत, इस वसीयत के बाद होने वाला विवाह इसे प्रतिसंहृत (रद्द) कर देता है (भारतीय उत्तराधिकार अधिनियम, धारा 69)। विवाह करें तो नई वसीयत बनाएँ।',
  willFindingHufProperty:
    '{{asset}} संयुक्त परिवार की संपत्ति (HUF या सहदायिकी संपत्ति) है। वसीयत द्वारा उसमें केवल आपका अपना अंश दिया जा सकता है, पूरी संपत्ति नहीं।',

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
  willVersionsFindingsCount: '{{blockers}} सुधार आवश्यक, {{warnings}} चेतावनियाँ, {{notes}} टिप्पणियाँ',
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
  willDocToday: 'आज दिनांक {{ordinal}} {{month}} {{year}}',
  willDocHeldShare: 'मेरा {{share}} अंश',
  willDocShareDescribed: 'विवरण के अनुसार',
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
    'நிறைவேற்றுநர் எவரும் பெயரிடப்படவில்லை. நிறைவேற்றுநர் இல்லாவிட்டால், எதையும் ஒப்படைப்பதற்கு முன் உங்கள் குடும்பத்தினர் நீதிமன்றத்தில் நிர்வாகக் கடிதம் கோரி விண்ணப்பிக்க வேண்டியிருக்கும்.',
  willFindingWitnessBeneficiary:
    '{{name}} சாட்சியாகவும் பயனாளியாகவும் உள்ளார். சான்றொப்பமிடும் சாட்சிக்கு (அல்லது சாட்சியின் கணவர் அல்லது மனைவிக்கு) அளிக்கப்படும் கொடை பிரிவு 67-இன்படி செல்லாததாகலாம்: வேறு ஒரு சாட்சியைத் தேர்ந்தெடுங்கள்.',
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
    '{{name}} உங்கள் வாரிசு; அவருக்கு உயிலின் கீழும் கொடை அளிக்கப்படுகிறது. முஸ்லிம் தனிநபர் சட்டப்படி, வாரிசுக்கு அளிக்கப்படும் உயில் கொடைக்கு மற்ற வாரிசுகளின் ஒப்புதல் தேவை.',
  willFindingMarriageRevokes:
    'உங்களுக்குப் பொருந்தும் தனிநபர் சட்டப்படி, இந்த உயிலுக்குப் பின் நடைபெறும் திருமணம் இந்த உயிலை ரத்து செய்துவிடும் (இந்திய வாரிசுரிமைச் சட்டம், பிரிவு 69). திருமணம் செய்துகொண்டால் புதிய உயில் எழுதுங்கள்.',
  willFindingHufProperty:
    '{{asset}} என்பது கூட்டுக் குடும்பச் சொத்து (HUF அல்லது பங்காளிகளுக்குரிய சொத்து). உயில் மூலம் அதில் உங்களுக்குரிய பங்கை மட்டுமே வழங்க முடியும்; முழுச் சொத்தையும் அல்ல.',

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
  willVersionsFindingsCount: 'கட்டாயத் திருத்தம் {{blockers}}, எச்சரிக்கை {{warnings}}, குறிப்பு {{notes}}',
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
  willDocToday: '{{year}}-ஆம் ஆண்டு {{month}} மாதம் {{ordinal}}-ஆம் தேதியாகிய இன்று',
  willDocHeldShare: 'என் {{share}} பங்கு',
  willDocShareDescribed: 'விவரித்துள்ளபடி',
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
    'இந்திய வாரிசுரிமைச் சட்டம், 1925, பிரிவு 63-இன்படி குறைந்தது இரண்டு சாட்சிகள் தேவை. நீங்கள் கையொப்பமிடுவதை இருவரும் பார்க்க வேண்டும் (அல்லது அது உங்கள் கையொப்பம்தான் என நீங்கள் ஒப்புக்கொள்வதைக் கேட்க வேண்டும்); ஒவ்வொருவரும் உங்கள் முன்னிலையில் கையொப்பமிட வேண்டும். தேவைப்பட்டால் ஒருவர் மற்றவரைப் பற்றியும் சாட்சியம் அளிக்க முடியும்படி, இருவரும் ஒரே நேரத்தில் உடனிருக்கட்டும். ஒவ்வொரு சாட்சியும் தம் கையொப்பத்தின் கீழே தம் பெயரையும் முகவரியையும் எழுத வேண்டும்.\n\nபயனாளியாகவோ பயனாளியின் கணவர் அல்லது மனைவியாகவோ இல்லாத, நல்ல மனநிலையுள்ள வயது வந்தவர்களைத் தேர்ந்தெடுங்கள்: சாட்சிக்கு அளிக்கப்படும் கொடை செல்லாததாகலாம் (பிரிவு 67). வயதான ஒருவரைவிட, உங்களுக்குப் பின்னும் உயிருடன் இருக்க வாய்ப்புள்ள இளையவர் ஒருவர் சாட்சியாக இருப்பது நல்லது.',
  willKitDoctorHeading: 'மருத்துவரின் சான்றிதழ் (விருப்பத்தேர்வு)',
  willKitDoctorText:
    'நீங்கள் வயதானவராகவோ உடல்நலம் குன்றியவராகவோ இருந்தால், அல்லது உயில் கேள்விக்குள்ளாக்கப்படலாம் என எதிர்பார்த்தால், நீங்கள் கையொப்பமிடும் நாளிலேயே உங்களைப் பரிசோதித்து, இதைப் போன்ற ஒரு சான்றிதழை எழுதிக் கையொப்பமிடுமாறு உங்கள் மருத்துவரிடம் கேளுங்கள்:\n\n“மருத்துவர் ______________ (பதிவு எண் ______) ஆகிய நான், ______________ அவர்களை ____________ அன்று ____________ மணிக்குப் பரிசோதித்தேன். என் கருத்துப்படி, அவர் நல்ல மனநிலையில் இருந்தார்; இன்று அவர் கையொப்பமிட்ட உயிலின் தன்மையையும் விளைவையும் புரிந்துகொண்டிருந்தார்; எந்த நெருக்குதலுக்கும் உட்பட்டிருக்கவில்லை.”\n\nஇந்தச் சான்றிதழை உயிலுடன் சேர்த்து வைத்திருங்கள்.',
  willKitRegisterHeading: 'பதிவு (விருப்பத்தேர்வு, ஆனால் விவேகமானது)',
  willKitRegisterText:
    'உயில் செல்லுபடியாகப் பதிவு அவசியமில்லை; ஆனால் பதிவுசெய்யப்பட்ட உயிலை எதிர்த்து வழக்காடுவது மிகக் கடினம்; அது தொலைந்துபோகும் அபாயமும் மிகக் குறைவு. கையொப்பமிட்ட உயில், இரண்டு சாட்சிகள், உங்கள் அடையாள ஆவணங்கள் ஆகியவற்றுடன் உங்கள் பகுதிக்கான சார்பதிவாளர் அலுவலகத்துக்குச் செல்லுங்கள். கட்டணம் குறைவு; உங்கள் வாழ்நாளில் எப்போது வேண்டுமானாலும் பதிவுசெய்யலாம் (பதிவுச் சட்டம், 1908, பிரிவுகள் 18, 40–41).\n\nஅதற்குப் பதிலாக, உயிலை முத்திரையிட்ட உறையில் மாவட்டப் பதிவாளரிடம் ஒப்படைத்தும் வைக்கலாம் (பிரிவுகள் 42–46); உங்கள் மரணத்துக்குப் பின்னரே அது திறக்கப்படும்.',
  willKitKeepHeading: 'மூல உயிலைப் பாதுகாத்தல்',
  willKitKeepText:
    'கையொப்பமிட்ட மூல உயிலைப் பாதுகாப்பான இடத்தில் வையுங்கள் — வீட்டில் தீப்பிடிக்காத பெட்டியில், உங்கள் நிறைவேற்றுநர் திறக்கக்கூடிய வங்கிப் பெட்டகத்தில், அல்லது உங்கள் வழக்கறிஞரிடம் — அது எங்கு உள்ளது என்பதை உங்கள் நிறைவேற்றுநரிடம் தெரிவியுங்கள். அதன் நகல் ஒன்றைத் தனியே வைத்திருங்கள். பின்னர் எழுதும் உயில் இந்த உயிலை ரத்து செய்துவிடும்: புதிய உயில் எழுதும்போது பழைய மூல உயில்களை அழித்துவிடுங்கள்; கையொப்பமிட்ட உயில் ஒன்றுக்கு மேல் வைத்திருக்காதீர்கள்.',
  willKitProbateHeading: 'உங்கள் மரணத்துக்குப் பின்',
  willKitProbateText:
    'உங்கள் நிறைவேற்றுநர் உங்கள் சொத்துகளைத் திரட்டி, உங்கள் கடன்களைச் செலுத்தி, இந்த உயில் அளிக்கும் கொடைகளை உரியவர்களிடம் ஒப்படைப்பார். இந்திய வாரிசுரிமைச் சட்டத்தின் பிரிவு 213 நீக்கப்பட்ட 2025 டிசம்பர் 21 முதல், இந்தியாவில் எங்குமே புரோபேட் (உயிலை உறுதிசெய்து நீதிமன்றம் வழங்கும் சான்று) கட்டாயமில்லை; தேவைப்பட்டால் அதை இன்னும் பெறலாம்; வங்கிகளும் பதிவு அலுவலகங்களும் பெரும்பாலும் இன்னும் அதைக் கேட்கின்றன.',
};

export const willLabels = { en, hi, ta };
