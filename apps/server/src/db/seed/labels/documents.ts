// The words the will deed prints around its clauses (title, running header, page numbers, signature and
// attestation blocks), in each language. The clauses themselves are the administrators' clause library.

const en = {
  willDocTitle: 'LAST WILL AND TESTAMENT',
  willDocSubtitle: 'of {{name}}',
  willDocHeader: 'Last will and testament of {{name}}',
  willDocKeywords: 'will, testament, bequest',
  willDocPageNumbering: 'Page {page} of {pages}',
  willDocFooterSignature: 'Signature of the testator',
  willDocFooterThumb: 'Signature or left thumb impression of the testator',
  willDocDate: 'Date',
  willDocPlace: 'Place',
  willDocTestator: 'Testator',
  willDocWitness: 'Witness {{number}}',
  willDocSignature: 'Signature',
  willDocName: 'Name',
  willDocAddress: 'Address',
  willDocThumbImpression: 'Left thumb impression of the testator (if unable to sign)',
  willDocDraftMark: 'DRAFT — NOT FOR SIGNING',
  willDocPages: 'This will consists of {pages} pages.',
  willDocParentage: 'Son / daughter / wife of',
  willDocAge: 'Age',
  willDocOccupation: 'Occupation',
  willDocAttestation:
    'Signed by the testator as the last will, in the presence of us both, present at the same time, who at the testator’s request and in the testator’s presence and in the presence of each other have signed our names below as attesting witnesses.',
};

const hi: Record<keyof typeof en, string> = {
  willDocTitle: 'अंतिम वसीयतनामा',
  willDocSubtitle: 'वसीयतकर्ता: {{name}}',
  willDocHeader: '{{name}} का अंतिम वसीयतनामा',
  willDocKeywords: 'वसीयत, वसीयतनामा, वसीयती दान',
  willDocPageNumbering: 'पृष्ठ {page} / {pages}',
  willDocFooterSignature: 'वसीयतकर्ता के हस्ताक्षर',
  willDocFooterThumb: 'वसीयतकर्ता के हस्ताक्षर या बाएँ अँगूठे का निशान',
  willDocDate: 'दिनांक',
  willDocPlace: 'स्थान',
  willDocTestator: 'वसीयतकर्ता',
  willDocWitness: 'साक्षी {{number}}',
  willDocSignature: 'हस्ताक्षर',
  willDocName: 'नाम',
  willDocAddress: 'पता',
  willDocThumbImpression: 'वसीयतकर्ता के बाएँ अँगूठे का निशान (हस्ताक्षर न कर सकने पर)',
  willDocDraftMark: 'मसौदा — हस्ताक्षर हेतु नहीं',
  willDocPages: 'यह वसीयत {pages} पृष्ठों की है।',
  willDocParentage: 'पुत्र / पुत्री / पत्नी',
  willDocAge: 'आयु',
  willDocOccupation: 'व्यवसाय',
  willDocAttestation:
    'वसीयतकर्ता ने यह अंतिम वसीयत हम दोनों साक्षियों की उपस्थिति में, जब हम एक ही समय पर उपस्थित थे, हस्ताक्षरित की, और हमने वसीयतकर्ता के अनुरोध पर, वसीयतकर्ता की उपस्थिति में तथा एक-दूसरे की उपस्थिति में, अनुप्रमाणक साक्षियों के रूप में नीचे अपने हस्ताक्षर किए।',
};

const ta: Record<keyof typeof en, string> = {
  willDocTitle: 'இறுதி உயில் சாசனம்',
  willDocSubtitle: 'உயிலாளர்: {{name}}',
  willDocHeader: 'இறுதி உயில் சாசனம் — {{name}}',
  willDocKeywords: 'உயில், உயில் சாசனம், கொடை',
  willDocPageNumbering: 'பக்கம் {page} / {pages}',
  willDocFooterSignature: 'உயிலாளரின் கையொப்பம்',
  willDocFooterThumb: 'உயிலாளரின் கையொப்பம் அல்லது இடது கைப் பெருவிரல் ரேகை',
  willDocDate: 'தேதி',
  willDocPlace: 'இடம்',
  willDocTestator: 'உயிலாளர்',
  willDocWitness: 'சாட்சி {{number}}',
  willDocSignature: 'கையொப்பம்',
  willDocName: 'பெயர்',
  willDocAddress: 'முகவரி',
  willDocThumbImpression: 'உயிலாளரின் இடது கைப் பெருவிரல் ரேகை (கையொப்பமிட இயலாவிட்டால்)',
  willDocDraftMark: 'வரைவு — கையொப்பமிடுவதற்கு அல்ல',
  willDocPages: 'இந்த உயில் {pages} பக்கங்களைக் கொண்டது.',
  willDocParentage: 'தந்தை / கணவர் பெயர்',
  willDocAge: 'வயது',
  willDocOccupation: 'தொழில்',
  willDocAttestation:
    'உயிலாளர் இதைத் தமது இறுதி உயிலாக, ஒரே நேரத்தில் உடனிருந்த எங்கள் இருவரின் முன்னிலையில் கையொப்பமிட்டார்; உயிலாளரின் வேண்டுகோளின்படி, உயிலாளரின் முன்னிலையிலும் ஒருவர் மற்றவரின் முன்னிலையிலும், சான்றொப்பமிடும் சாட்சிகளாக நாங்கள் கீழே கையொப்பமிட்டோம்.',
};

export const documentLabels = { en, hi, ta };
