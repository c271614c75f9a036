/**
 * Master lists of the person forms (spec part 1 §3), translated. Ids are stable: forms and data refer to
 * them (contact types 1 mobile, 2 email, 3 landline; boolean master 8 alive, 7 active).
 * Each entry: [id, English, Hindi, Tamil].
 */
export type MasterEntry = readonly [id: number, en: string, hi: string, ta: string];

import {
  ASSET_BOOLEANS,
  ASSET_SUBTYPES,
  type AttributeField,
  type AttributeMaster,
  OWNERSHIP_TYPES,
  PRIMARY_ATTRIBUTES,
  SUBTYPE_ATTRIBUTES,
} from './asset-masters.ts';

const PLAIN_MASTER_TYPES = [
  'marital_status',
  'religion',
  'relation',
  'boolean',
  'address_type',
  'contact_type',
  'identification_type',
  'corporate_type',
  'assignment_type',
] as const;
type PlainMasterType = (typeof PLAIN_MASTER_TYPES)[number];
/** The asset screens' lists (asset-masters.ts): subtypes by asset type, attribute masters with their kind of value. */
const ASSET_MASTER_TYPES = ['ownership_type', 'asset_boolean', 'asset_subtype', 'subtype_attribute', 'primary_attribute'] as const;
export const MASTER_TYPES = [...PLAIN_MASTER_TYPES, ...ASSET_MASTER_TYPES] as const;
export type MasterType = (typeof MASTER_TYPES)[number];

/** One item of a master list as seeded: where it belongs, what kind of value it asks for, its names. */
export type MasterRow = {
  masterType: MasterType;
  itemId: number;
  sortOrder: number;
  parentIds: number[];
  fieldType: AttributeField | null;
  sensitive: boolean;
  names: { en: string; hi: string; ta: string };
};

const plainRows = (masterType: MasterType, entries: readonly MasterEntry[], parentIdOf: (id: number) => number[] = () => []) =>
  entries.map(
    ([itemId, en, hi, ta], index): MasterRow => ({
      masterType,
      itemId,
      sortOrder: index + 1,
      parentIds: parentIdOf(itemId),
      fieldType: null,
      sensitive: false,
      names: { en, hi, ta },
    }),
  );
const attributeRows = (masterType: MasterType, attributes: readonly AttributeMaster[]) =>
  attributes.map(
    (attribute, index): MasterRow => ({
      masterType,
      itemId: attribute.id,
      sortOrder: index + 1,
      parentIds: [...attribute.appliesTo],
      fieldType: attribute.field,
      sensitive: attribute.sensitive ?? false,
      names: { en: attribute.text[0], hi: attribute.text[1], ta: attribute.text[2] },
    }),
  );

/** Every master item the seed writes. */
export function seedMasterRows(): MasterRow[] {
  return [
    ...PLAIN_MASTER_TYPES.flatMap((type) => plainRows(type, seedMasters[type])),
    ...plainRows('ownership_type', OWNERSHIP_TYPES),
    ...plainRows('asset_boolean', ASSET_BOOLEANS),
    ...Object.entries(ASSET_SUBTYPES).flatMap(([typeId, subtypes]) => plainRows('asset_subtype', subtypes, () => [Number(typeId)])),
    ...attributeRows('subtype_attribute', SUBTYPE_ATTRIBUTES),
    ...attributeRows('primary_attribute', PRIMARY_ATTRIBUTES),
  ];
}

export const seedMasters: Record<PlainMasterType, readonly MasterEntry[]> = {
  marital_status: [
    [1, 'Single', 'अविवाहित', 'திருமணமாகாதவர்'],
    [2, 'Married', 'विवाहित', 'திருமணமானவர்'],
    [3, 'Widowed', 'विधवा / विधुर', 'விதவை / தபுதாரர்'],
    [4, 'Divorced', 'तलाकशुदा', 'விவாகரத்து பெற்றவர்'],
    [5, 'Separated', 'अलग रह रहे', 'பிரிந்து வாழ்பவர்'],
  ],
  religion: [
    [1, 'Hindu', 'हिंदू', 'இந்து'],
    [2, 'Muslim', 'मुस्लिम', 'முஸ்லிம்'],
    [3, 'Christian', 'ईसाई', 'கிறிஸ்தவர்'],
    [4, 'Sikh', 'सिख', 'சீக்கியர்'],
    [5, 'Buddhist', 'बौद्ध', 'பௌத்தர்'],
    [6, 'Jain', 'जैन', 'சமணர் (ஜைனர்)'],
    [7, 'Parsi (Zoroastrian)', 'पारसी (ज़रथुश्त्री)', 'பார்சி (சொராஸ்டிரியர்)'],
    [8, 'Jewish', 'यहूदी', 'யூதர்'],
    [9, 'Other', 'अन्य', 'பிற'],
    [10, 'Prefer not to say', 'बताना नहीं चाहते', 'தெரிவிக்க விரும்பவில்லை'],
  ],
  // Indian family relations, as the natural-heir tree needs them (Hindu Succession Act Class I and II heirs).
  relation: [
    [1, 'Spouse', 'जीवनसाथी', 'வாழ்க்கைத் துணை'],
    [2, 'Husband', 'पति', 'கணவர்'],
    [3, 'Wife', 'पत्नी', 'மனைவி'],
    [4, 'Son', 'पुत्र', 'மகன்'],
    [5, 'Daughter', 'पुत्री', 'மகள்'],
    [6, 'Father', 'पिता', 'தந்தை'],
    [7, 'Mother', 'माता', 'தாய்'],
    [8, 'Brother', 'भाई', 'சகோதரர்'],
    [9, 'Sister', 'बहन', 'சகோதரி'],
    [10, 'Grandson', 'पोता / नाती', 'பேரன்'],
    [11, 'Granddaughter', 'पोती / नातिन', 'பேத்தி'],
    [12, 'Son-in-law', 'दामाद', 'மருமகன்'],
    [13, 'Daughter-in-law', 'बहू', 'மருமகள்'],
    [14, 'Grandfather', 'दादा / नाना', 'தாத்தா'],
    [15, 'Grandmother', 'दादी / नानी', 'பாட்டி'],
    [16, 'Nephew', 'भतीजा / भांजा', 'சகோதரர் / சகோதரியின் மகன்'],
    [17, 'Niece', 'भतीजी / भांजी', 'சகோதரர் / சகோதரியின் மகள்'],
    [18, 'Uncle', 'चाचा / ताऊ / मामा / फूफा / मौसा', 'பெரியப்பா / சித்தப்பா / மாமா'],
    [19, 'Aunt', 'चाची / ताई / बुआ / मौसी / मामी', 'பெரியம்மா / சித்தி / அத்தை / மாமி'],
    [20, 'Great-grandson', 'परपोता / परनाती', 'கொள்ளுப் பேரன்'],
    [21, 'Great-granddaughter', 'परपोती / परनातिन', 'கொள்ளுப் பேத்தி'],
    [22, 'Stepson', 'सौतेला पुत्र', 'வாழ்க்கைத் துணையின் மகன் (முந்தைய திருமணம்)'],
    [23, 'Stepdaughter', 'सौतेली पुत्री', 'வாழ்க்கைத் துணையின் மகள் (முந்தைய திருமணம்)'],
    [24, 'Adopted son', 'दत्तक पुत्र', 'தத்து மகன்'],
    [25, 'Adopted daughter', 'दत्तक पुत्री', 'தத்து மகள்'],
    [26, 'Cousin', 'चचेरे / ममेरे / फुफेरे / मौसेरे भाई-बहन', 'ஒன்றுவிட்ட சகோதரர் / சகோதரி'],
    [27, 'Other relative', 'अन्य संबंधी', 'பிற உறவினர்'],
  ],
  boolean: [
    [2, 'Minor (under 18)', 'नाबालिग (18 वर्ष से कम)', 'மைனர் (18 வயதுக்குக் குறைவானவர்)'],
    [3, 'Dependent on me', 'मुझ पर आश्रित', 'என்னைச் சார்ந்திருப்பவர்'],
    [6, 'Also a beneficiary', 'लाभार्थी भी', 'பயனாளியும் ஆவார்'],
    [7, 'Active', 'सक्रिय', 'செயலில் உள்ளது'],
    [8, 'Alive', 'जीवित', 'உயிருடன் உள்ளார்'],
  ],
  address_type: [
    [1, 'Permanent', 'स्थायी पता', 'நிரந்தர முகவரி'],
    [2, 'Current', 'वर्तमान पता', 'தற்போதைய முகவரி'],
    [3, 'Office', 'कार्यालय का पता', 'அலுவலக முகவரி'],
    [4, 'Correspondence', 'पत्राचार का पता', 'கடிதத் தொடர்பு முகவரி'],
  ],
  contact_type: [
    [1, 'Mobile', 'मोबाइल', 'கைபேசி'],
    [2, 'Email', 'ईमेल', 'மின்னஞ்சல்'],
    [3, 'Landline', 'लैंडलाइन', 'தரைவழித் தொலைபேசி'],
  ],
  identification_type: [
    [1, 'Aadhaar', 'आधार', 'ஆதார்'],
    [2, 'PAN', 'पैन', 'பான்'],
    [3, 'Passport', 'पासपोर्ट', 'கடவுச்சீட்டு (பாஸ்போர்ட்)'],
    [4, 'Voter ID', 'मतदाता पहचान पत्र', 'வாக்காளர் அடையாள அட்டை'],
    [5, 'Driving licence', 'ड्राइविंग लाइसेंस', 'ஓட்டுநர் உரிமம்'],
    [6, 'Ration card', 'राशन कार्ड', 'குடும்ப அட்டை'],
    [7, 'Company registration (CIN)', 'कंपनी पंजीकरण (CIN)', 'நிறுவனப் பதிவு (CIN)'],
    [8, 'GSTIN', 'जीएसटी पहचान संख्या (GSTIN)', 'ஜிஎஸ்டி அடையாள எண் (GSTIN)'],
    [9, 'Trust or society registration', 'ट्रस्ट या सोसाइटी पंजीकरण', 'அறக்கட்டளை அல்லது சங்கப் பதிவு'],
  ],
  // spec part 2 §9: how an assignment gives its assets (ids 10-50; what each asks is ASSIGNMENT_TYPE_DEFINITIONS).
  assignment_type: [
    [10, 'Absolutely to one beneficiary (100%)', 'पूर्णतः एक लाभार्थी को (100%)', 'முழுமையாக ஒரே பயனாளிக்கு (100%)'],
    [20, 'Equally among the beneficiaries', 'लाभार्थियों में बराबर हिस्सों में', 'பயனாளிகளுக்குச் சம பங்குகளாக'],
    [30, 'In the shares described', 'वर्णित हिस्सों में', 'விவரிக்கப்பட்ட பங்குகளின்படி'],
    [40, 'Equally, with each share described', 'बराबर हिस्सों में, प्रत्येक हिस्से के वर्णन सहित', 'சம பங்குகளாக, ஒவ்வொரு பங்கின் விவரத்துடன்'],
    [50, 'As described, without percentages', 'वर्णन के अनुसार, बिना प्रतिशत के', 'விவரித்தபடி, சதவீதம் இல்லாமல்'],
  ],
  corporate_type: [
    [1, 'Private limited company', 'प्राइवेट लिमिटेड कंपनी', 'தனியார் வரையறுக்கப்பட்ட நிறுவனம்'],
    [2, 'Public limited company', 'पब्लिक लिमिटेड कंपनी', 'பொது வரையறுக்கப்பட்ட நிறுவனம்'],
    [3, 'Limited liability partnership', 'सीमित दायित्व भागीदारी (LLP)', 'வரையறுக்கப்பட்ட பொறுப்புக் கூட்டாண்மை (LLP)'],
    [4, 'Partnership firm', 'भागीदारी फर्म', 'கூட்டாண்மை நிறுவனம்'],
    [5, 'Sole proprietorship', 'एकल स्वामित्व', 'தனியுரிமை நிறுவனம்'],
    [6, 'Public charitable trust', 'सार्वजनिक धर्मार्थ ट्रस्ट', 'பொதுத் தொண்டு அறக்கட்டளை'],
    [7, 'Private trust', 'निजी ट्रस्ट', 'தனியார் அறக்கட்டளை'],
    [8, 'Society', 'सोसाइटी', 'சங்கம்'],
    [9, 'Section 8 (not-for-profit) company', 'धारा 8 (गैर-लाभकारी) कंपनी', 'பிரிவு 8 (இலாப நோக்கற்ற) நிறுவனம்'],
    [10, 'Hindu undivided family (HUF)', 'हिंदू अविभाजित परिवार (HUF)', 'இந்து கூட்டுக் குடும்பம் (HUF)'],
    [11, 'Government body', 'सरकारी निकाय', 'அரசு அமைப்பு'],
  ],
};
