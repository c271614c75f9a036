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
};

export const assignmentLabels = { en, hi, ta };
