// The labels each kind of person owns, in English, Hindi and Tamil (the six other languages' are in
// seed/translations/<code>/): the label seed reads this file (the web gets labels from the server, so this text
// never reaches a browser bundle). Keys are
// `<kind in camelCase><Part>` (heirListTitle, heirAdd, ...), as kindLabelKeys names them.
import { kindLabelKeys, type TEntityKind, type TLabelText } from './kinds.ts';

type KindTexts = { readonly listTitle: TLabelText; readonly formTitle: TLabelText; readonly add: TLabelText; readonly hint?: TLabelText };

export const KIND_TEXTS: Partial<Record<TEntityKind, KindTexts>> = {
  heir: {
    listTitle: { en: 'Natural heirs', hi: 'स्वाभाविक उत्तराधिकारी', ta: 'இயற்கை வாரிசுகள்' },
    formTitle: { en: 'Natural heir details', hi: 'स्वाभाविक उत्तराधिकारी का विवरण', ta: 'இயற்கை வாரிசின் விவரங்கள்' },
    add: { en: 'Add natural heir', hi: 'स्वाभाविक उत्तराधिकारी जोड़ें', ta: 'இயற்கை வாரிசைச் சேர்' },
    hint: {
      en: 'Use Extension to add the children who stand in the place of a predeceased heir.',
      hi: 'किसी दिवंगत उत्तराधिकारी के स्थान पर आने वाली उसकी संतानों को जोड़ने के लिए ‘अगली पीढ़ी’ का उपयोग करें।',
      ta: 'முன்பே இறந்த வாரிசின் இடத்தில் வரும் அவரது பிள்ளைகளைச் சேர்க்க ‘அடுத்த தலைமுறை’ என்பதைப் பயன்படுத்தவும்.',
    },
  },
  beneficiary_individual: {
    listTitle: { en: 'Beneficiary individuals', hi: 'लाभार्थी व्यक्ति', ta: 'தனிநபர் பயனாளிகள்' },
    formTitle: { en: 'Beneficiary individual details', hi: 'लाभार्थी व्यक्ति का विवरण', ta: 'தனிநபர் பயனாளியின் விவரங்கள்' },
    add: { en: 'Add beneficiary individual', hi: 'लाभार्थी व्यक्ति जोड़ें', ta: 'தனிநபர் பயனாளியைச் சேர்' },
  },
  non_beneficiary_individual: {
    listTitle: { en: 'Non-beneficiary individuals', hi: 'गैर-लाभार्थी व्यक्ति', ta: 'பயனாளி அல்லாத தனிநபர்கள்' },
    formTitle: { en: 'Non-beneficiary individual details', hi: 'गैर-लाभार्थी व्यक्ति का विवरण', ta: 'பயனாளி அல்லாத தனிநபரின் விவரங்கள்' },
    add: { en: 'Add non-beneficiary individual', hi: 'गैर-लाभार्थी व्यक्ति जोड़ें', ta: 'பயனாளி அல்லாத தனிநபரைச் சேர்' },
  },
  executor: {
    listTitle: { en: 'Executors', hi: 'निष्पादक', ta: 'நிறைவேற்றுநர்கள்' },
    formTitle: { en: 'Executor details', hi: 'निष्पादक का विवरण', ta: 'நிறைவேற்றுநரின் விவரங்கள்' },
    add: { en: 'Add executor', hi: 'निष्पादक जोड़ें', ta: 'நிறைவேற்றுநரைச் சேர்' },
    hint: {
      en: 'An executor carries out your will. An executor may also be a beneficiary.',
      hi: 'निष्पादक आपकी वसीयत को लागू करता है। निष्पादक लाभार्थी भी हो सकता है।',
      ta: 'நிறைவேற்றுநர் உங்கள் உயிலைச் செயல்படுத்துவார். நிறைவேற்றுநர் பயனாளியாகவும் இருக்கலாம்.',
    },
  },
  witness: {
    listTitle: { en: 'Witnesses', hi: 'गवाह', ta: 'சாட்சிகள்' },
    formTitle: { en: 'Witness details', hi: 'गवाह का विवरण', ta: 'சாட்சியின் விவரங்கள்' },
    add: { en: 'Add witness', hi: 'गवाह जोड़ें', ta: 'சாட்சியைச் சேர்' },
    hint: {
      en: 'Your will needs at least two witnesses who see you sign it and sign it in your presence.',
      hi: 'आपकी वसीयत के लिए कम से कम दो गवाह चाहिए, जो आपको हस्ताक्षर करते देखें और आपकी उपस्थिति में स्वयं हस्ताक्षर करें।',
      ta: 'உங்கள் உயிலுக்குக் குறைந்தது இரண்டு சாட்சிகள் தேவை; நீங்கள் கையொப்பமிடுவதை அவர்கள் பார்த்து, உங்கள் முன்னிலையில் கையொப்பமிட வேண்டும்.',
    },
  },
  beneficiary_corporate: {
    listTitle: { en: 'Beneficiary corporates', hi: 'लाभार्थी संस्थाएँ', ta: 'பயனாளி நிறுவனங்கள்' },
    formTitle: { en: 'Beneficiary corporate details', hi: 'लाभार्थी संस्था का विवरण', ta: 'பயனாளி நிறுவனத்தின் விவரங்கள்' },
    add: { en: 'Add beneficiary corporate', hi: 'लाभार्थी संस्था जोड़ें', ta: 'பயனாளி நிறுவனத்தைச் சேர்' },
  },
  non_beneficiary_corporate: {
    listTitle: { en: 'Non-beneficiary corporates', hi: 'गैर-लाभार्थी संस्थाएँ', ta: 'பயனாளி அல்லாத நிறுவனங்கள்' },
    formTitle: { en: 'Non-beneficiary corporate details', hi: 'गैर-लाभार्थी संस्था का विवरण', ta: 'பயனாளி அல்லாத நிறுவனத்தின் விவரங்கள்' },
    add: { en: 'Add non-beneficiary corporate', hi: 'गैर-लाभार्थी संस्था जोड़ें', ta: 'பயனாளி அல்லாத நிறுவனத்தைச் சேர்' },
  },
  registrar: {
    listTitle: { en: 'Registrar', hi: 'पंजीयक', ta: 'பதிவாளர்' },
    formTitle: { en: 'Registrar details', hi: 'पंजीयक का विवरण', ta: 'பதிவாளர் விவரங்கள்' },
    add: { en: 'Add registrar', hi: 'पंजीयक जोड़ें', ta: 'பதிவாளரைச் சேர்' },
  },
};

const PARTS = ['listTitle', 'formTitle', 'add', 'hint'] as const;

/** The labels the kinds own, in one language, for the label seed. */
export function kindLabels(language: keyof TLabelText): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [kind, texts] of Object.entries(KIND_TEXTS) as [TEntityKind, KindTexts][]) {
    const keys = kindLabelKeys(kind);
    for (const part of PARTS) {
      const text = texts[part];
      const key = keys[part];
      if (text && key) labels[key] = text[language];
    }
  }
  return labels;
}
