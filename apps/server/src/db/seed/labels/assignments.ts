// Labels of asset assignment added with issue 9 (the rest were seeded with the foundation): the messages of
// the assignment rules, the running summary and each beneficiary's share of the estate, in each language.

const en = {
  assignmentProportionLocked: 'The proportion is fixed by the assignment type.',
  assignmentTooManyDocuments: 'Maximum 3 documents allowed per beneficiary.',
  assignmentMinorNeedsGuardian: 'This beneficiary is a minor and needs a guardian.',
  assignmentSummaryTitle: 'In words',
  assignmentSummaryShare: '{{name}} receives {{share}}% of {{asset}}',
  assignmentSummaryDescribed: '{{name}} receives {{asset}} as described',
  assignmentSummaryPartOwned: 'my {{percent}}% share in {{asset}}',
  assignmentSharesTitle: 'Each beneficiary’s share of your estate',
  assignmentSharesEstate: 'Your estate (your part of every asset): {{value}}',
  assignmentSharesRow: '{{value}} ({{share}}% of the estate)',
  assignmentSharesDescribed: '{{count}} bequests as described',
  assignmentColumnShares: 'Beneficiaries and shares',
  // the screens (issue 9)
  assignmentColumnSelect: 'Select',
  assignmentColumnValue: 'Value',
  assignmentSelectedCount: '{{count}} selected',
  assignmentRowActions: 'Actions for {{name}}',
  assignmentBeneficiaryShare: '{{name}}: {{share}}%',
  assignmentBeneficiaryDescribed: '{{name}}: as described',
  assignmentSummaryEmpty: 'Choose the assignment type and the beneficiaries to read the assignment in words here.',
  assignmentNoBeneficiaries:
    'You have no beneficiaries yet. Add beneficiaries, or mark natural heirs as beneficiaries, before assigning assets.',
  assignmentEntriesEmpty: 'Enter the number of beneficiaries to fill in each one’s part.',
  assignmentLockedHint: 'The assignment type and the number of beneficiaries stay as first saved. Delete the assignment to assign again.',
  assignmentProportionDescribed: 'No percentage: describe each beneficiary’s share instead.',
  assignmentCountLocked: 'This assignment type gives the asset to one beneficiary.',
  // A share of an asset owned in part is its own sentence: Hindi and Tamil inflect the part before the share.
  assignmentSummaryShareOfPart: '{{name}} receives {{share}}% of my {{percent}}% share in {{asset}}',
};

const hi: Record<keyof typeof en, string> = {
  assignmentProportionLocked: 'अनुपात आवंटन के प्रकार से तय होता है।',
  assignmentTooManyDocuments: 'प्रति लाभार्थी अधिकतम 3 दस्तावेज़ की अनुमति है।',
  assignmentMinorNeedsGuardian: 'यह लाभार्थी नाबालिग है और इसके लिए अभिभावक आवश्यक है।',
  assignmentSummaryTitle: 'शब्दों में',
  assignmentSummaryShare: '{{name}} को {{asset}} का {{share}}% मिलेगा',
  assignmentSummaryDescribed: '{{name}} को {{asset}} वर्णन के अनुसार मिलेगा',
  assignmentSummaryPartOwned: '{{asset}} में मेरा {{percent}}% हिस्सा',
  assignmentSharesTitle: 'आपकी संपदा में प्रत्येक लाभार्थी का हिस्सा',
  assignmentSharesEstate: 'आपकी संपदा (हर संपत्ति में आपका हिस्सा): {{value}}',
  assignmentSharesRow: '{{value}} (संपदा का {{share}}%)',
  assignmentSharesDescribed: 'वर्णन के अनुसार {{count}} वसीयती दान',
  assignmentColumnShares: 'लाभार्थी और हिस्से',
  assignmentColumnSelect: 'चुनें',
  assignmentColumnValue: 'मूल्य',
  assignmentSelectedCount: '{{count}} चुनी गईं',
  assignmentRowActions: '{{name}} के लिए कार्रवाइयाँ',
  assignmentBeneficiaryShare: '{{name}}: {{share}}%',
  assignmentBeneficiaryDescribed: '{{name}}: वर्णन के अनुसार',
  assignmentSummaryEmpty: 'आवंटन का प्रकार और लाभार्थी चुनें, फिर आवंटन यहाँ शब्दों में पढ़ें।',
  assignmentNoBeneficiaries:
    'अभी आपके कोई लाभार्थी नहीं हैं। संपत्ति आवंटित करने से पहले लाभार्थी जोड़ें, या प्राकृतिक उत्तराधिकारियों को लाभार्थी के रूप में चिह्नित करें।',
  assignmentEntriesEmpty: 'हर लाभार्थी का हिस्सा भरने के लिए लाभार्थियों की संख्या लिखें।',
  assignmentLockedHint: 'आवंटन का प्रकार और लाभार्थियों की संख्या पहली बार सहेजे गए अनुसार ही रहते हैं। दोबारा आवंटित करने के लिए यह आवंटन हटाएँ।',
  assignmentProportionDescribed: 'कोई प्रतिशत नहीं: इसके बजाय हर लाभार्थी के हिस्से का वर्णन करें।',
  assignmentCountLocked: 'इस प्रकार के आवंटन में संपत्ति एक ही लाभार्थी को दी जाती है।',
  assignmentSummaryShareOfPart: '{{name}} को {{asset}} में मेरे {{percent}}% हिस्से का {{share}}% मिलेगा',
};

const ta: Record<keyof typeof en, string> = {
  assignmentProportionLocked: 'விகிதம் ஒதுக்கீட்டு வகையால் நிர்ணயிக்கப்படுகிறது.',
  assignmentTooManyDocuments: 'ஒரு பயனாளிக்கு அதிகபட்சம் 3 ஆவணங்கள் அனுமதிக்கப்படும்.',
  assignmentMinorNeedsGuardian: 'இந்தப் பயனாளி மைனர்; ஒரு பாதுகாவலர் தேவை.',
  assignmentSummaryTitle: 'சொற்களில்',
  assignmentSummaryShare: '{{name}} அவர்களுக்கு {{asset}} இல் {{share}}% கிடைக்கும்',
  assignmentSummaryDescribed: '{{name}} அவர்களுக்கு {{asset}} விவரித்தபடி கிடைக்கும்',
  assignmentSummaryPartOwned: '{{asset}} இல் எனது {{percent}}% பங்கு',
  assignmentSharesTitle: 'உங்கள் சொத்தில் ஒவ்வொரு பயனாளியின் பங்கு',
  assignmentSharesEstate: 'உங்கள் சொத்து (ஒவ்வொரு சொத்திலும் உங்கள் பங்கு): {{value}}',
  assignmentSharesRow: '{{value}} (சொத்தின் {{share}}%)',
  assignmentSharesDescribed: 'விவரித்தபடி {{count}} கொடைகள்',
  assignmentColumnShares: 'பயனாளிகளும் பங்குகளும்',
  assignmentColumnSelect: 'தேர்வு',
  assignmentColumnValue: 'மதிப்பு',
  assignmentSelectedCount: '{{count}} தேர்ந்தெடுக்கப்பட்டன',
  assignmentRowActions: '{{name}} தொடர்பான செயல்கள்',
  assignmentBeneficiaryShare: '{{name}}: {{share}}%',
  assignmentBeneficiaryDescribed: '{{name}}: விவரித்தபடி',
  assignmentSummaryEmpty: 'ஒதுக்கீட்டு வகையையும் பயனாளிகளையும் தேர்ந்தெடுத்தால், ஒதுக்கீட்டை இங்கே சொற்களில் படிக்கலாம்.',
  assignmentNoBeneficiaries:
    'உங்களுக்கு இன்னும் பயனாளிகள் இல்லை. சொத்துகளை ஒதுக்கும் முன் பயனாளிகளைச் சேர்க்கவும், அல்லது இயற்கை வாரிசுகளைப் பயனாளிகளாகக் குறிக்கவும்.',
  assignmentEntriesEmpty: 'ஒவ்வொருவரின் பங்கையும் நிரப்ப, பயனாளிகளின் எண்ணிக்கையை உள்ளிடவும்.',
  assignmentLockedHint: 'ஒதுக்கீட்டு வகையும் பயனாளிகளின் எண்ணிக்கையும் முதலில் சேமித்தபடியே இருக்கும். மீண்டும் ஒதுக்க, இந்த ஒதுக்கீட்டை நீக்கவும்.',
  assignmentProportionDescribed: 'சதவீதம் இல்லை: அதற்குப் பதிலாக ஒவ்வொரு பயனாளியின் பங்கையும் விவரிக்கவும்.',
  assignmentCountLocked: 'இந்த ஒதுக்கீட்டு வகையில் சொத்து ஒரே ஒரு பயனாளிக்கு வழங்கப்படும்.',
  assignmentSummaryShareOfPart: '{{name}} அவர்களுக்கு {{asset}} இல் எனது {{percent}}% பங்கில் {{share}}% கிடைக்கும்',
};

export const assignmentLabels = { en, hi, ta };
