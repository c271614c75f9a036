// Words that are hard to set and to copy back out of a PDF, per language: reph (र्), pulli (ர்),
// conjuncts (ర్య, ર્ય, ক্ষ, ക്ഷ, ಕ್ಷ), vowel signs below a consonant (कु, कृ), nukta, and names.
import type { TDocumentLanguage, TWillDocument } from '../model.ts';
import { sampleWill } from './sample-will.ts';

export const HARD_WORDS: Record<TDocumentLanguage, string[]> = {
  en: ['Testament', 'Executor', 'Śrīnivāsan', 'Iyer', 'bequeath'],
  hi: ['वर्मा', 'शर्मा', 'अर्जुन', 'पूर्व', 'क्षत्रिय', 'श्री', 'कृष्ण', 'कुमार', 'कृषि', 'ज़मीन', 'हस्ताक्षर', 'ट्रस्ट', 'संपत्ति', 'निष्पादक'],
  mr: ['मृत्युपत्र', 'देशपांडे', 'कर्ज', 'सूर्यकांत', 'ज्ञानेश्वर', 'पुरुषोत्तम', 'कुलकर्णी', 'मृत्यू'],
  ta: ['கார்த்திக்', 'லக்ஷ்மி', 'ஸ்ரீ', 'கௌதம்', 'சொத்துக்கள்', 'உயில்', 'ராமசாமி', 'ஸ்ரீநிவாசன்', 'க்ஷேத்ரம்', 'ர்'],
  te: ['సూర్య', 'వర్మ', 'కృష్ణ', 'వెంకటేశ్వర', 'రాష్ట్ర', 'లక్ష్మి', 'ఆస్తి', 'వీలునామా', 'శ్రీనివాస్', 'సాక్షి', 'ఆర్య', 'ర్య', 'విష్ణు'],
  kn: ['ಕೃಷ್ಣ', 'ಕ್ಷೇತ್ರ', 'ಸೂರ್ಯ', 'ಮೂರ್ತಿ', 'ಶ್ರೀನಿವಾಸ', 'ಆಸ್ತಿ', 'ಉಯಿಲು', 'ಸಾಕ್ಷಿ', 'ಕ್ಷ'],
  ml: ['കൃഷ്ണൻ', 'ക്ഷേത്രം', 'പൂർണ്ണ', 'സൂര്യ', 'നായർ', 'ലക്ഷ്മി', 'ഒസ്യത്ത്', 'സാക്ഷി', 'ക്ഷ'],
  gu: ['સૂર્ય', 'કૃષ્ણ', 'વર્મા', 'ક્ષેત્ર', 'પ્રવીણભાઈ', 'પટેલ', 'મિલકત', 'સાક્ષી', 'શ્રી', 'રાષ્ટ્ર', 'આર્ય', 'ર્ય'],
  bn: ['সূর্য', 'লক্ষ্মী', 'চট্টোপাধ্যায়', 'পুত্র', 'স্ত্রী', 'প্রতি', 'ব্যক্তি', 'সাক্ষী', 'স্বাক্ষর', 'সম্পত্তি', 'কৃষ্ণ', 'কুমার', 'ক্ষ'],
};

/** The sample will with one more clause that uses every hard word of its language in running text, in regular and bold. */
export function hardWordsWill(language: TDocumentLanguage): TWillDocument {
  const will = sampleWill(language);
  const words = HARD_WORDS[language];
  const sentence = words.map((word) => `${word} (${word}), ${word}.`).join(' ');
  return {
    ...will,
    clauses: [...will.clauses, { heading: words.join(' '), blocks: [{ type: 'paragraph', text: sentence }] }],
  };
}

/** An English will that quotes the hard words of every language: one document with all nine scripts. */
export function mixedScriptWill(): TWillDocument {
  const will = sampleWill('en');
  const quoted = Object.values(HARD_WORDS).map((words) => ({ type: 'paragraph' as const, text: words.join(' ') }));
  return { ...will, clauses: [...will.clauses, { heading: 'Names in other scripts', blocks: quoted }] };
}
