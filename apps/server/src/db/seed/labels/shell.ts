// Labels of the shell and the people screens added with issue 7: the administrator's own greeting line
// and the title of an heir's extension form, in each language.

const en = {
  adminDashboardIntro: 'Maintain the clause library in every language and compose the will templates testators choose from.',
  heirExtensionTitle: 'Children of {{name}}',
};

const hi: Record<keyof typeof en, string> = {
  adminDashboardIntro: 'हर भाषा में खंड-संग्रह बनाए रखें और वे वसीयत टेम्पलेट बनाएँ जिनमें से वसीयतकर्ता चुनते हैं।',
  heirExtensionTitle: '{{name}} की संतान',
};

const ta: Record<keyof typeof en, string> = {
  adminDashboardIntro: 'ஒவ்வொரு மொழியிலும் உட்பிரிவுத் தொகுப்பைப் பராமரித்து, உயிலாளர்கள் தேர்ந்தெடுக்கும் உயில் வார்ப்புருக்களை உருவாக்குங்கள்.',
  heirExtensionTitle: '{{name}} அவர்களின் பிள்ளைகள்',
};

export const shellLabels = { en, hi, ta };
