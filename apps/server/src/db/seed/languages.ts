/** Languages offered (DESIGN §5); labels exist in full for en, hi and ta, others fall back to English key by key. */
export const seedLanguages = [
  { languageCode: 'en', languageName: 'English', englishName: 'English' },
  { languageCode: 'hi', languageName: 'हिन्दी', englishName: 'Hindi' },
  { languageCode: 'ta', languageName: 'தமிழ்', englishName: 'Tamil' },
  { languageCode: 'te', languageName: 'తెలుగు', englishName: 'Telugu' },
  { languageCode: 'kn', languageName: 'ಕನ್ನಡ', englishName: 'Kannada' },
  { languageCode: 'ml', languageName: 'മലയാളം', englishName: 'Malayalam' },
  { languageCode: 'mr', languageName: 'मराठी', englishName: 'Marathi' },
  { languageCode: 'gu', languageName: 'ગુજરાતી', englishName: 'Gujarati' },
  { languageCode: 'bn', languageName: 'বাংলা', englishName: 'Bengali' },
] as const;
