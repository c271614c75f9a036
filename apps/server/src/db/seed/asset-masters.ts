/**
 * Master data of the asset screens (asset types 1–10, spec part 2 §9), translated. Every name is worded the way an
 * Indian lawyer, bank officer or sub-registrar's office words it (survey number, patta / khata, demat, folio, UAN,
 * PRAN, karta of an HUF), so a person in India recognises the thing they own; acronyms stay in Latin letters where
 * Indians write them so. Ids are stable: forms and saved assets refer to them. Subtype ids are asset type × 100 + n
 * (type 1 → 101, 102…; type 10 → 1001…) so subtypes of different types never collide and the type is readable from
 * the id. No attribute ever asks for a password, PIN, private key or seed phrase.
 */

import { ASSET_KIND_DEFINITIONS, ASSET_KINDS, type TAssetKind } from '@vasiyat/contract';

/** [id, English, Hindi, Tamil] — the same tuple the other master lists use. */
export type AssetMasterEntry = readonly [id: number, en: string, hi: string, ta: string];
/** What an attribute's value is, so the form renders the right input and the server checks it. */
export type AttributeField = 'text' | 'number' | 'date' | 'amount';
export type AttributeMaster = {
  readonly id: number;
  readonly field: AttributeField;
  /** Account, folio, policy and similar numbers: encrypted at rest, shown masked (last four). */
  readonly sensitive?: true;
  /** Subtype attributes: the subtype ids it is asked for; primary attributes: the asset type ids (of the contract's kinds). */
  readonly appliesTo: readonly number[];
  readonly text: readonly [en: string, hi: string, ta: string];
};

/** How the testator holds the asset. Id 2 is the share-based one: the form asks a percentage for it. */
export const OWNERSHIP_TYPES: readonly AssetMasterEntry[] = [
  [1, 'Sole owner (self-acquired)', 'एकल स्वामित्व (स्वअर्जित)', 'தனி உரிமை (சுயார்ஜிதம்)'],
  [2, 'Joint owner with a stated share (%)', 'निश्चित हिस्से (%) सहित संयुक्त स्वामित्व', 'குறிப்பிட்ட பங்குடன் கூட்டு உரிமை (%)'],
  [
    3,
    'Joint with survivorship (either or survivor)',
    'उत्तरजीविता सहित संयुक्त (कोई एक या उत्तरजीवी)',
    'உயிர்வாழ்வோர் உரிமையுடன் கூட்டு (Either or Survivor)',
  ],
  [4, 'Coparcenary share in HUF property', 'हिंदू अविभाजित परिवार (HUF) संपत्ति में सहदायिकी अंश', 'இந்து கூட்டுக் குடும்ப (HUF) சொத்தில் பங்காளி உரிமை'],
  [5, 'Held as nominee or in trust for another', 'नामिती के रूप में या अन्य के लिए न्यास में धारित', 'நியமனதாரராக / பிறருக்காக அறங்காவலராக'],
  [6, 'Inherited (ancestral)', 'उत्तराधिकार में प्राप्त (पैतृक)', 'வாரிசுரிமையில் பெற்றது (பூர்வீகம்)'],
];

/** Yes / no facts asked of every asset. */
export const ASSET_BOOLEANS: readonly AssetMasterEntry[] = [
  [1, 'Mortgaged or pledged (loan outstanding)', 'बंधक या गिरवी रखा है (ऋण बकाया)', 'அடமானம் / அடகு வைக்கப்பட்டுள்ளது (கடன் நிலுவை)'],
  [2, 'Nominee registered', 'नामिती पंजीकृत है', 'நியமனதாரர் பதிவு செய்யப்பட்டுள்ளார்'],
  [3, 'Insured', 'बीमा कराया गया है', 'காப்பீடு செய்யப்பட்டுள்ளது'],
  [4, 'Under dispute or litigation', 'विवाद या मुक़दमे में है', 'தகராறு அல்லது வழக்கில் உள்ளது'],
  [5, 'Documents kept in a bank locker', 'दस्तावेज़ बैंक लॉकर में रखे हैं', 'ஆவணங்கள் வங்கி லாக்கரில் உள்ளன'],
  [6, 'Held jointly with spouse', 'जीवनसाथी के साथ संयुक्त रूप से धारित', 'வாழ்க்கைத் துணையுடன் கூட்டாக உள்ளது'],
  [7, 'Let out on rent or lease', 'किराये या पट्टे पर दिया गया है', 'வாடகை அல்லது குத்தகைக்கு விடப்பட்டுள்ளது'],
];

/** Subtypes by asset type id (1 fixed … 10 insurance); subtype id = type id × 100 + n. */
export const ASSET_SUBTYPES: Readonly<Record<number, readonly AssetMasterEntry[]>> = {
  // 1 Fixed (immovable) property
  1: [
    [101, 'Independent house', 'स्वतंत्र मकान', 'தனி வீடு'],
    [102, 'Flat / apartment', 'फ़्लैट / अपार्टमेंट', 'அடுக்ககக் குடியிருப்பு (ஃபிளாட்)'],
    [103, 'Residential plot', 'आवासीय भूखंड (प्लॉट)', 'குடியிருப்பு மனை'],
    [104, 'Agricultural land', 'कृषि भूमि', 'விவசாய நிலம்'],
    [105, 'Commercial property (shop / office)', 'वाणिज्यिक संपत्ति (दुकान / कार्यालय)', 'வணிகச் சொத்து (கடை / அலுவலகம்)'],
    [106, 'Farmhouse', 'फ़ार्महाउस', 'பண்ணை வீடு'],
    [107, 'Industrial land / shed', 'औद्योगिक भूमि / शेड', 'தொழிற்சாலை நிலம் / கொட்டகை (ஷெட்)'],
  ],
  // 2 Movable property
  2: [
    [201, 'Car', 'कार', 'கார்'],
    [202, 'Two-wheeler', 'दोपहिया वाहन', 'இரு சக்கர வாகனம்'],
    [203, 'Jewellery and gold ornaments', 'आभूषण और सोने के गहने', 'நகைகள் மற்றும் தங்க ஆபரணங்கள்'],
    [204, 'Silver articles', 'चाँदी के सामान', 'வெள்ளிப் பொருட்கள்'],
    [205, 'Art and antiques', 'कलाकृतियाँ और प्राचीन वस्तुएँ', 'கலைப் பொருட்கள் மற்றும் பழம்பொருட்கள்'],
    [206, 'Household goods and furniture', 'घरेलू सामान और फ़र्नीचर', 'வீட்டு உபயோகப் பொருட்கள் மற்றும் தளவாடங்கள்'],
    [207, 'Livestock', 'पशुधन', 'கால்நடைகள்'],
    [208, 'Tractor / farm machinery', 'ट्रैक्टर / कृषि यंत्र', 'டிராக்டர் / வேளாண் இயந்திரங்கள்'],
  ],
  // 3 Financial assets
  3: [
    [301, 'Savings account', 'बचत खाता', 'சேமிப்புக் கணக்கு'],
    [302, 'Current account', 'चालू खाता', 'நடப்புக் கணக்கு'],
    [303, 'Fixed deposit (FD)', 'सावधि जमा (FD)', 'நிரந்தர வைப்பு (FD)'],
    [304, 'Recurring deposit (RD)', 'आवर्ती जमा (RD)', 'தொடர் வைப்பு (RD)'],
    [305, 'Mutual fund units', 'म्यूचुअल फ़ंड यूनिट', 'பரஸ்பர நிதி (மியூச்சுவல் ஃபண்ட்) அலகுகள்'],
    [306, 'Shares in a demat account', 'डीमैट खाते में शेयर', 'டீமேட் கணக்கில் உள்ள பங்குகள்'],
    [307, 'Public Provident Fund (PPF)', 'लोक भविष्य निधि (PPF)', 'பொது வருங்கால வைப்பு நிதி (PPF)'],
    [308, "Employees' Provident Fund (EPF)", 'कर्मचारी भविष्य निधि (EPF)', 'ஊழியர் வருங்கால வைப்பு நிதி (EPF)'],
    [309, 'National Pension System (NPS)', 'राष्ट्रीय पेंशन प्रणाली (NPS)', 'தேசிய ஓய்வூதியத் திட்டம் (NPS)'],
    [310, 'Bonds and debentures', 'बॉन्ड और डिबेंचर', 'பத்திரங்கள் மற்றும் கடன் பத்திரங்கள் (டிபெஞ்சர்)'],
    [
      311,
      'Post office savings schemes (NSC, KVP, SCSS, MIS)',
      'डाकघर बचत योजनाएँ (NSC, KVP, SCSS, MIS)',
      'அஞ்சலகச் சேமிப்புத் திட்டங்கள் (NSC, KVP, SCSS, MIS)',
    ],
    [312, 'Sovereign Gold Bonds (SGB)', 'सॉवरेन गोल्ड बॉन्ड (SGB)', 'இறையாண்மைத் தங்கப் பத்திரங்கள் (SGB)'],
    [313, 'Sukanya Samriddhi account', 'सुकन्या समृद्धि खाता', 'செல்வமகள் சேமிப்புத் திட்டக் கணக்கு (சுகன்யா சம்ரித்தி)'],
    [314, 'Cash', 'नकद राशि', 'ரொக்கப் பணம்'],
  ],
  // 4 Other assets
  4: [
    [401, 'Money lent to others (receivables)', 'दूसरों को दिया गया उधार (प्राप्य राशि)', 'பிறருக்குக் கொடுத்த கடன் (வரவேண்டிய தொகை)'],
    [402, 'Security deposit', 'प्रतिभूति जमा (सिक्योरिटी डिपॉज़िट)', 'பாதுகாப்பு வைப்புத் தொகை (முன்பணம்)'],
    [403, 'Business stock / inventory', 'व्यापारिक माल / स्टॉक', 'வணிகச் சரக்கு இருப்பு'],
    [404, 'Anything else', 'अन्य कोई संपत्ति', 'வேறு ஏதேனும் சொத்து'],
  ],
  // 5 Intellectual property
  5: [
    [501, 'Patent', 'पेटेंट', 'காப்புரிமை (பேட்டன்ட்)'],
    [502, 'Trademark', 'ट्रेडमार्क', 'வணிகச் சின்னம் (டிரேட்மார்க்)'],
    [503, 'Copyright', 'कॉपीराइट (प्रतिलिप्यधिकार)', 'பதிப்புரிமை (காப்பிரைட்)'],
    [504, 'Industrial design', 'औद्योगिक डिज़ाइन', 'தொழில்துறை வடிவமைப்பு'],
    [505, 'Royalty income', 'रॉयल्टी आय', 'உரிமைத்தொகை (ராயல்டி) வருமானம்'],
  ],
  // 6 Miscellaneous
  6: [
    [601, 'Collections (coins, stamps)', 'संग्रह (सिक्के, डाक टिकट)', 'சேகரிப்புகள் (நாணயங்கள், அஞ்சல்தலைகள்)'],
    [602, 'Family heirlooms', 'पुश्तैनी वस्तुएँ', 'பரம்பரைப் பொருட்கள்'],
    [603, 'Personal papers and letters', 'निजी कागज़ात और पत्र', 'தனிப்பட்ட ஆவணங்கள் மற்றும் கடிதங்கள்'],
    [604, 'Pets', 'पालतू पशु', 'செல்லப் பிராணிகள்'],
    [605, 'Other personal effects', 'अन्य निजी सामान', 'பிற தனிப்பட்ட உடைமைகள்'],
  ],
  // 7 Positions held
  7: [
    [701, 'Directorship in a company', 'कंपनी में निदेशक पद', 'நிறுவனத்தில் இயக்குநர் பதவி'],
    [702, 'Partnership share in a firm', 'भागीदारी फर्म में हिस्सा', 'கூட்டாண்மை நிறுவனத்தில் பங்கு'],
    [703, "LLP partner's interest", 'LLP में भागीदार का हित', 'LLP-இல் கூட்டாளியின் பங்குரிமை'],
    [704, 'Trusteeship', 'न्यासी पद (ट्रस्टीशिप)', 'அறங்காவலர் பதவி'],
    [705, 'Karta of an HUF', 'हिंदू अविभाजित परिवार (HUF) का कर्ता', 'இந்து கூட்டுக் குடும்பத்தின் (HUF) கர்த்தா'],
    [706, 'Proprietorship business', 'एकल स्वामित्व व्यवसाय (प्रोप्राइटरशिप)', 'தனியுரிமை வணிகம் (புரொப்ரைட்டர்ஷிப்)'],
  ],
  // 8 Subscriptions and memberships
  8: [
    [801, 'Magazine or newspaper', 'पत्रिका या समाचार-पत्र', 'இதழ் அல்லது செய்தித்தாள்'],
    [802, 'Streaming service (OTT)', 'स्ट्रीमिंग सेवा (OTT)', 'ஸ்ட்ரீமிங் சேவை (OTT)'],
    [803, 'Club membership', 'क्लब सदस्यता', 'மன்ற (கிளப்) உறுப்பினர் உரிமை'],
    [804, 'Gym or sports membership', 'जिम या खेल सदस्यता', 'உடற்பயிற்சிக் கூடம் / விளையாட்டு உறுப்பினர் உரிமை'],
    [805, 'Software licence', 'सॉफ़्टवेयर लाइसेंस', 'மென்பொருள் உரிமம்'],
  ],
  // 9 Digital assets
  9: [
    [901, 'Email account', 'ईमेल खाता', 'மின்னஞ்சல் கணக்கு'],
    [902, 'Social media account', 'सोशल मीडिया खाता', 'சமூக ஊடகக் கணக்கு'],
    [903, 'Cryptocurrency wallet', 'क्रिप्टोकरेंसी वॉलेट', 'கிரிப்டோகரன்சி வாலெட்'],
    [904, 'Domain name', 'डोमेन नाम', 'டொமைன் பெயர்'],
    [905, 'Cloud storage', 'क्लाउड स्टोरेज', 'கிளவுட் சேமிப்பகம்'],
    [906, 'UPI / mobile wallet', 'UPI / मोबाइल वॉलेट', 'UPI / கைபேசி வாலெட்'],
    [907, 'Website or blog', 'वेबसाइट या ब्लॉग', 'இணையதளம் அல்லது வலைப்பதிவு'],
    [908, 'Online business store', 'ऑनलाइन व्यवसाय स्टोर', 'இணைய வணிகக் கடை'],
  ],
  // 10 Insurance
  10: [
    [1001, 'Term life insurance', 'टर्म जीवन बीमा', 'டேர்ம் ஆயுள் காப்பீடு'],
    [1002, 'Endowment policy', 'एंडोमेंट (बंदोबस्ती) पॉलिसी', 'எண்டோவ்மென்ட் பாலிசி'],
    [1003, 'Unit-linked insurance plan (ULIP)', 'यूनिट लिंक्ड बीमा योजना (ULIP)', 'யூனிட் இணைக்கப்பட்ட காப்பீட்டுத் திட்டம் (ULIP)'],
    [1004, 'Whole-life policy', 'आजीवन (होल लाइफ़) बीमा पॉलिसी', 'முழு ஆயுள் காப்பீட்டுப் பாலிசி'],
    [1005, 'Health insurance', 'स्वास्थ्य बीमा', 'மருத்துவக் காப்பீடு'],
    [1006, 'Vehicle insurance', 'वाहन बीमा', 'வாகனக் காப்பீடு'],
    [1007, 'Property / home insurance', 'संपत्ति / गृह बीमा', 'சொத்து / வீட்டுக் காப்பீடு'],
    [1008, 'Personal accident cover', 'व्यक्तिगत दुर्घटना बीमा', 'தனிநபர் விபத்துக் காப்பீடு'],
  ],
};

/** The asset type ids of these kinds (the contract's asset-kinds.ts). */
const kinds = (...names: TAssetKind[]): number[] => names.map((name) => ASSET_KIND_DEFINITIONS[name].typeId);
/** Every kind's type id but these. */
const kindsExcept = (...names: TAssetKind[]): number[] => kinds(...ASSET_KINDS.filter((kind) => !names.includes(kind)));
/** Every kind's type id: a kind added to the contract is asked for these attributes too. */
const EVERY_KIND = kinds(...ASSET_KINDS);
/** Every subtype of these kinds: a subtype added to one of them is asked for the attribute too. */
const subtypesOf = (...names: TAssetKind[]): number[] =>
  kinds(...names).flatMap((typeId) => (ASSET_SUBTYPES[typeId] ?? []).map(([id]) => id));

/**
 * Attributes asked per subtype. Where the original documents are kept is a primary attribute (asked of every asset),
 * so it is not repeated here.
 */
export const SUBTYPE_ATTRIBUTES: readonly AttributeMaster[] = [
  // Fixed property
  {
    id: 1,
    field: 'text',
    appliesTo: subtypesOf('fixed'),
    text: ['Survey number', 'सर्वे नंबर / खसरा संख्या', 'புல எண் (சர்வே எண்)'],
  },
  {
    id: 2,
    field: 'text',
    appliesTo: subtypesOf('fixed'),
    text: ['Khata / patta number', 'खाता / पट्टा संख्या', 'பட்டா / கதா எண்'],
  },
  {
    id: 3,
    field: 'text',
    appliesTo: [101, 102, 103, 105, 106, 107],
    text: ['Property tax assessment number', 'संपत्ति कर निर्धारण संख्या', 'சொத்து வரி மதிப்பீட்டு எண்'],
  },
  {
    id: 4,
    field: 'text',
    appliesTo: subtypesOf('fixed'),
    text: ['Sale deed / title deed registration number', 'विक्रय विलेख / स्वत्व विलेख पंजीकरण संख्या', 'கிரயப் பத்திரம் / உரிமைப் பத்திரப் பதிவு எண்'],
  },
  {
    id: 5,
    field: 'date',
    appliesTo: subtypesOf('fixed'),
    text: ['Date of registration', 'पंजीकरण की तिथि', 'பதிவு செய்த தேதி'],
  },
  {
    id: 6,
    field: 'number',
    appliesTo: [101, 102, 103, 105, 106, 107],
    text: ['Area (square feet)', 'क्षेत्रफल (वर्ग फ़ुट)', 'பரப்பளவு (சதுர அடி)'],
  },
  {
    id: 7,
    field: 'number',
    appliesTo: [104, 106, 107],
    text: ['Land area (acres)', 'भूमि का क्षेत्रफल (एकड़)', 'நிலப் பரப்பளவு (ஏக்கர்)'],
  },
  {
    id: 8,
    field: 'text',
    appliesTo: subtypesOf('fixed'),
    text: ['Sub-registrar office', 'उप-पंजीयक कार्यालय', 'சார்பதிவாளர் அலுவலகம்'],
  },
  {
    id: 9,
    field: 'text',
    appliesTo: subtypesOf('fixed'),
    text: ['Village or town, taluk and district', 'गाँव या नगर, तहसील और ज़िला', 'கிராமம் அல்லது நகரம், வட்டம் மற்றும் மாவட்டம்'],
  },
  {
    id: 10,
    field: 'text',
    appliesTo: [101, 103, 104, 106, 107],
    text: ['Boundaries (north, south, east, west)', 'चौहद्दी (उत्तर, दक्षिण, पूर्व, पश्चिम)', 'நான்கு எல்லைகள் (வடக்கு, தெற்கு, கிழக்கு, மேற்கு)'],
  },
  {
    id: 11,
    field: 'text',
    appliesTo: [102, 105],
    text: [
      'Flat / unit number and building or society name',
      'फ़्लैट / यूनिट संख्या और भवन या सोसाइटी का नाम',
      'வீடு / அலகு எண் மற்றும் கட்டடம் அல்லது சங்கத்தின் பெயர்',
    ],
  },
  {
    id: 12,
    field: 'text',
    appliesTo: [102],
    text: ['Society share certificate number', 'सोसाइटी शेयर प्रमाणपत्र संख्या', 'வீட்டுவசதிச் சங்கப் பங்குச் சான்றிதழ் எண்'],
  },

  // Vehicles and farm machinery
  {
    id: 13,
    field: 'text',
    appliesTo: [201, 202, 208, 1006],
    text: ['Vehicle registration number', 'वाहन पंजीकरण संख्या', 'வாகனப் பதிவு எண்'],
  },
  {
    id: 14,
    field: 'text',
    sensitive: true,
    appliesTo: [201, 202, 208],
    text: ['Chassis number', 'चेसिस संख्या', 'சேசிஸ் எண்'],
  },
  {
    id: 15,
    field: 'text',
    appliesTo: [201, 202, 208],
    text: ['Engine number', 'इंजन संख्या', 'என்ஜின் எண்'],
  },

  // Jewellery, valuables and personal things
  {
    id: 16,
    field: 'number',
    appliesTo: [203, 204],
    text: ['Weight (grams)', 'वज़न (ग्राम)', 'எடை (கிராம்)'],
  },
  {
    id: 17,
    field: 'text',
    appliesTo: [203, 204],
    text: ['Purity (e.g. 22 carat, 925 silver)', 'शुद्धता (जैसे 22 कैरेट, 925 चाँदी)', 'தூய்மை (எ.கா. 22 காரட், 925 வெள்ளி)'],
  },
  {
    id: 18,
    field: 'text',
    appliesTo: [...subtypesOf('miscellaneous'), 203, 204, 205, 206, 207, 403, 404],
    text: ['Description of the items', 'वस्तुओं का विवरण', 'பொருட்களின் விவரம்'],
  },
  {
    id: 19,
    field: 'text',
    appliesTo: [...subtypesOf('miscellaneous'), 203, 204, 205, 206, 207, 208, 314, 403],
    text: ['Where it is kept', 'कहाँ रखा है', 'வைக்கப்பட்டுள்ள இடம்'],
  },

  // Bank accounts and deposits
  {
    id: 20,
    field: 'text',
    sensitive: true,
    appliesTo: [301, 302, 303, 304, 311, 313],
    text: ['Account number', 'खाता संख्या', 'கணக்கு எண்'],
  },
  {
    id: 21,
    field: 'text',
    appliesTo: [301, 302, 303, 304, 307, 313],
    text: ['IFSC code', 'IFSC कोड', 'IFSC குறியீடு'],
  },
  {
    id: 22,
    field: 'text',
    appliesTo: [301, 302, 303, 304, 307, 311, 313],
    text: ['Bank or post office, and branch', 'बैंक या डाकघर, और शाखा', 'வங்கி அல்லது அஞ்சலகம், மற்றும் கிளை'],
  },
  {
    id: 23,
    field: 'date',
    appliesTo: [303, 304, 307, 310, 311, 312, 313],
    text: ['Maturity date', 'परिपक्वता तिथि', 'முதிர்வு தேதி'],
  },
  {
    id: 24,
    field: 'amount',
    appliesTo: [303, 304, 311, 402],
    text: ['Deposit amount', 'जमा राशि', 'வைப்புத் தொகை'],
  },
  {
    id: 25,
    field: 'amount',
    appliesTo: [314, 401],
    text: ['Amount', 'राशि', 'தொகை'],
  },

  // Mutual funds, shares, bonds
  {
    id: 26,
    field: 'text',
    sensitive: true,
    appliesTo: [305],
    text: ['Folio number', 'फ़ोलियो संख्या', 'ஃபோலியோ எண்'],
  },
  {
    id: 27,
    field: 'text',
    appliesTo: [305],
    text: ['Fund house (AMC) name', 'फ़ंड हाउस (AMC) का नाम', 'ஃபண்ட் நிறுவனம் (AMC) பெயர்'],
  },
  {
    id: 28,
    field: 'text',
    appliesTo: [305, 309, 311],
    text: ['Scheme name', 'योजना का नाम', 'திட்டத்தின் பெயர்'],
  },
  {
    id: 29,
    field: 'number',
    appliesTo: [305, 306, 312],
    text: ['Quantity held (units, shares or grams)', 'धारित मात्रा (यूनिट, शेयर या ग्राम)', 'வைத்துள்ள அளவு (அலகுகள், பங்குகள் அல்லது கிராம்)'],
  },
  {
    id: 30,
    field: 'text',
    sensitive: true,
    appliesTo: [306, 310, 312],
    text: ['DP ID / client ID', 'DP ID / क्लाइंट ID', 'DP ID / கிளையன்ட் ID'],
  },
  {
    id: 31,
    field: 'text',
    appliesTo: [306, 310, 312],
    text: ['Depository (NSDL / CDSL)', 'डिपॉज़िटरी (NSDL / CDSL)', 'டெபாசிட்டரி (NSDL / CDSL)'],
  },
  {
    id: 32,
    field: 'text',
    sensitive: true,
    appliesTo: [310, 311, 312],
    text: ['Certificate or holding number', 'प्रमाणपत्र या होल्डिंग संख्या', 'சான்றிதழ் அல்லது இருப்பு எண்'],
  },

  // Provident fund and pension
  {
    id: 33,
    field: 'text',
    sensitive: true,
    appliesTo: [307],
    text: ['PPF account number', 'PPF खाता संख्या', 'PPF கணக்கு எண்'],
  },
  {
    id: 34,
    field: 'text',
    sensitive: true,
    appliesTo: [308],
    text: ['Universal Account Number (UAN)', 'यूनिवर्सल खाता संख्या (UAN)', 'யுனிவர்சல் கணக்கு எண் (UAN)'],
  },
  {
    id: 35,
    field: 'text',
    appliesTo: [308],
    text: ["Employer's name", 'नियोक्ता का नाम', 'வேலை அளிப்பவரின் பெயர்'],
  },
  {
    id: 36,
    field: 'text',
    sensitive: true,
    appliesTo: [309],
    text: ['Permanent Retirement Account Number (PRAN)', 'स्थायी सेवानिवृत्ति खाता संख्या (PRAN)', 'நிரந்தர ஓய்வூதியக் கணக்கு எண் (PRAN)'],
  },

  // Receivables, deposits, business stock, anything else
  {
    id: 37,
    field: 'text',
    appliesTo: [401, 402],
    text: ['Owed by (person or organisation)', 'देनदार (व्यक्ति या संस्था)', 'செலுத்த வேண்டியவர் (நபர் அல்லது நிறுவனம்)'],
  },
  {
    id: 38,
    field: 'text',
    appliesTo: [401, 402, 404, 505, 604],
    text: ['Reference number', 'संदर्भ संख्या', 'குறிப்பு எண்'],
  },
  {
    id: 39,
    field: 'text',
    appliesTo: [403, 706],
    text: ['GSTIN', 'जीएसटी पहचान संख्या (GSTIN)', 'ஜிஎஸ்டி அடையாள எண் (GSTIN)'],
  },

  // Intellectual property
  {
    id: 40,
    field: 'text',
    appliesTo: subtypesOf('intellectual'),
    text: ['Title of the work, invention or mark', 'कृति, आविष्कार या चिह्न का शीर्षक', 'படைப்பு, கண்டுபிடிப்பு அல்லது சின்னத்தின் தலைப்பு'],
  },
  {
    id: 41,
    field: 'text',
    appliesTo: [501, 502, 503, 504],
    text: ['Application / registration number', 'आवेदन / पंजीकरण संख्या', 'விண்ணப்ப / பதிவு எண்'],
  },
  {
    id: 42,
    field: 'date',
    appliesTo: [501, 502, 503, 504],
    text: ['Date of filing', 'दाखिल करने की तिथि', 'தாக்கல் செய்த தேதி'],
  },
  {
    id: 43,
    field: 'text',
    appliesTo: [501, 502, 503, 504],
    text: ['Registry and jurisdiction', 'रजिस्ट्री और क्षेत्राधिकार', 'பதிவகம் மற்றும் அதிகார வரம்பு'],
  },
  {
    id: 44,
    field: 'text',
    appliesTo: [505],
    text: ['Paid by (publisher or licensee)', 'भुगतानकर्ता (प्रकाशक या लाइसेंसधारी)', 'செலுத்துபவர் (பதிப்பாளர் அல்லது உரிமம் பெற்றவர்)'],
  },

  // Positions held
  {
    id: 45,
    field: 'text',
    appliesTo: subtypesOf('position'),
    text: [
      'Name of the company, firm, trust, HUF or business',
      'कंपनी, फर्म, ट्रस्ट, HUF या व्यवसाय का नाम',
      'நிறுவனம், அறக்கட்டளை, HUF அல்லது வணிகத்தின் பெயர்',
    ],
  },
  {
    id: 46,
    field: 'text',
    appliesTo: [701, 702, 703, 704],
    text: [
      'Registration number (CIN, LLPIN, firm or trust)',
      'पंजीकरण संख्या (CIN, LLPIN, फर्म या ट्रस्ट)',
      'பதிவு எண் (CIN, LLPIN, நிறுவனம் அல்லது அறக்கட்டளை)',
    ],
  },
  {
    id: 47,
    field: 'text',
    sensitive: true,
    appliesTo: [701],
    text: ['Director Identification Number (DIN)', 'निदेशक पहचान संख्या (DIN)', 'இயக்குநர் அடையாள எண் (DIN)'],
  },
  {
    id: 48,
    field: 'number',
    appliesTo: [702, 703],
    text: ['Share (percentage)', 'हिस्सा (प्रतिशत)', 'பங்கு (சதவீதம்)'],
  },
  {
    id: 49,
    field: 'text',
    sensitive: true,
    appliesTo: [702, 703, 704, 705],
    text: ['PAN of the firm, trust or HUF', 'फर्म, ट्रस्ट या HUF का PAN', 'நிறுவனம், அறக்கட்டளை அல்லது HUF-இன் PAN'],
  },

  // Subscriptions and digital accounts
  {
    id: 50,
    field: 'text',
    appliesTo: [...subtypesOf('subscription'), 901, 902, 903, 905, 906, 907, 908],
    text: ['Provider or platform', 'सेवा प्रदाता या प्लेटफ़ॉर्म', 'சேவை வழங்குநர் அல்லது தளம்'],
  },
  {
    id: 51,
    field: 'text',
    sensitive: true,
    appliesTo: subtypesOf('subscription'),
    text: ['Membership or subscriber number', 'सदस्यता या ग्राहक संख्या', 'உறுப்பினர் அல்லது சந்தாதாரர் எண்'],
  },
  {
    id: 52,
    field: 'date',
    appliesTo: [...subtypesOf('subscription'), 904, 907],
    text: ['Renewal date', 'नवीनीकरण की तिथि', 'புதுப்பிக்கும் தேதி'],
  },
  {
    id: 53,
    field: 'text',
    appliesTo: [901, 902, 904, 905, 906, 907, 908],
    text: ['Account ID or username (never the password)', 'खाता ID या यूज़रनेम (पासवर्ड नहीं)', 'கணக்கு ID அல்லது பயனர் பெயர் (கடவுச்சொல் அல்ல)'],
  },
  {
    id: 54,
    field: 'text',
    appliesTo: [903],
    text: [
      'Wallet public address (never a private key or seed phrase)',
      'वॉलेट का सार्वजनिक पता (प्राइवेट की या सीड फ़्रेज़ नहीं)',
      'வாலெட் பொது முகவரி (தனிப்பட்ட சாவி / சீட் சொற்றொடர் அல்ல)',
    ],
  },
  {
    id: 55,
    field: 'text',
    appliesTo: [904],
    text: ['Domain registrar', 'डोमेन रजिस्ट्रार', 'டொமைன் பதிவாளர்'],
  },
  {
    id: 56,
    field: 'text',
    appliesTo: [904, 907, 908],
    text: ['Web address (domain or URL)', 'वेब पता (डोमेन या URL)', 'இணைய முகவரி (டொமைன் அல்லது URL)'],
  },
  {
    id: 57,
    field: 'text',
    appliesTo: subtypesOf('digital'),
    text: ['Where the recovery instructions are kept', 'रिकवरी (पुनर्प्राप्ति) निर्देश कहाँ रखे हैं', 'மீட்பு வழிமுறைகள் வைக்கப்பட்டுள்ள இடம்'],
  },

  // Insurance (the nominee is a primary attribute of type 10)
  {
    id: 58,
    field: 'text',
    sensitive: true,
    appliesTo: subtypesOf('insurance'),
    text: ['Policy number', 'पॉलिसी संख्या', 'பாலிசி எண்'],
  },
  {
    id: 59,
    field: 'text',
    appliesTo: subtypesOf('insurance'),
    text: ['Insurer', 'बीमा कंपनी', 'காப்பீட்டு நிறுவனம்'],
  },
  {
    id: 60,
    field: 'amount',
    appliesTo: subtypesOf('insurance'),
    text: ['Sum assured / sum insured', 'बीमा राशि (सम एश्योर्ड)', 'காப்பீட்டுத் தொகை'],
  },
  {
    id: 61,
    field: 'date',
    appliesTo: subtypesOf('insurance'),
    text: ['Maturity or expiry date', 'परिपक्वता या समाप्ति तिथि', 'முதிர்வு அல்லது காலாவதி தேதி'],
  },
];

/**
 * Attributes asked of every asset of the listed asset types (1 fixed … 10 insurance). The address is not one of them:
 * the asset's location tab holds it.
 */
export const PRIMARY_ATTRIBUTES: readonly AttributeMaster[] = [
  {
    id: 1,
    field: 'date',
    appliesTo: EVERY_KIND,
    text: ['Date of acquisition', 'अर्जन की तिथि', 'பெற்ற தேதி'],
  },
  {
    id: 2,
    field: 'text',
    appliesTo: kindsExcept('subscription', 'digital', 'insurance'),
    text: [
      'How acquired (purchased, gifted, inherited, allotted)',
      'कैसे प्राप्त हुआ (क्रय, उपहार, उत्तराधिकार, आवंटन)',
      'பெற்ற விதம் (கிரயம், தானம், வாரிசுரிமை, ஒதுக்கீடு)',
    ],
  },
  {
    id: 3,
    field: 'amount',
    appliesTo: kinds('fixed', 'movable', 'financial', 'intellectual'),
    text: ['Purchase price', 'क्रय मूल्य', 'வாங்கிய விலை'],
  },
  {
    id: 4,
    field: 'amount',
    appliesTo: kindsExcept('subscription', 'digital', 'insurance'),
    text: ['Estimated current market value', 'अनुमानित वर्तमान बाज़ार मूल्य', 'தற்போதைய சந்தை மதிப்பு (மதிப்பீடு)'],
  },
  {
    id: 5,
    field: 'date',
    appliesTo: kindsExcept('subscription', 'digital', 'insurance'),
    text: ['Value estimated on', 'मूल्य आकलन की तिथि', 'மதிப்பிடப்பட்ட தேதி'],
  },
  {
    id: 6,
    field: 'text',
    appliesTo: EVERY_KIND,
    text: ['Where the original documents are kept', 'मूल दस्तावेज़ कहाँ रखे हैं', 'அசல் ஆவணங்கள் வைக்கப்பட்டுள்ள இடம்'],
  },
  {
    id: 7,
    field: 'text',
    appliesTo: kinds('financial', 'insurance'),
    text: ['Nominee registered with the institution', 'संस्था में पंजीकृत नामिती', 'நிறுவனத்தில் பதிவுசெய்யப்பட்ட நியமனதாரர்'],
  },
  {
    id: 8,
    field: 'amount',
    appliesTo: kinds('fixed', 'financial', 'intellectual', 'position'),
    text: ['Approximate annual income from it', 'इससे अनुमानित वार्षिक आय', 'இதிலிருந்து தோராயமான ஆண்டு வருமானம்'],
  },
  {
    id: 9,
    field: 'text',
    appliesTo: kinds('fixed', 'movable', 'financial', 'insurance'),
    text: ['Lender, if mortgaged or pledged', 'ऋणदाता (यदि बंधक या गिरवी हो)', 'கடன் வழங்கியவர் (அடமானம் / அடகு இருந்தால்)'],
  },
];
