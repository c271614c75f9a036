// Fixture wills for the renderers' tests and the benchmark (from '@vasiyat/documents/testing', never the package's
// runtime entry): a realistic Indian will in each language, with names that are hard to set (reph, pulli, conjuncts)
// and a schedule of five assets. The administrator's preview uses the server's sample testator instead
// (apps/server/src/features/templates/sample.ts). Sample text, not legal advice.
import type { TDocumentLanguage, TWillDocument } from '../model.ts';

type TPhrases = {
  names: { testator: string; wife: string; son: string; daughter: string; witness1: string; witness2: string };
  addresses: { witness1: string; witness2: string };
  title: string;
  subtitle: string;
  header: string;
  footerSignature: string;
  pageNumbering: string;
  headings: { declaration: string; revocation: string; executor: string; assets: string; bequests: string; residue: string; debts: string };
  texts: { declaration: string; revocation: string; executor: string; assets: string; bequests: string; residue: string; debts: string };
  assetColumns: [string, string, string, string];
  assets: [string, string][];
  shareColumns: [string, string, string, string];
  relations: { wife: string; son: string; daughter: string };
  attestation: string;
  date: [string, string];
  place: [string, string];
  roles: { testator: string; witness1: string; witness2: string };
  labels: { signature: string; name: string; address: string; thumb: string };
};

const VALUES = ['3,50,00,000', '85,00,000', '42,50,000', '61,20,000', '18,00,000'];

const PHRASES: Record<TDocumentLanguage, TPhrases> = {
  en: {
    names: {
      testator: 'Ramesh Kumar Sharma',
      wife: 'Smt. Kamala Sharma',
      son: 'Shri Arjun Sharma',
      daughter: 'Smt. Priya Iyer',
      witness1: 'Dr. Suresh Nair',
      witness2: 'Shri Krishna Gopal Verma',
    },
    addresses: { witness1: '45 Lodhi Road, New Delhi 110003', witness2: '8 Ring Road, New Delhi 110029' },
    title: 'LAST WILL AND TESTAMENT',
    subtitle: 'of Ramesh Kumar Sharma',
    header: 'Last Will and Testament of Ramesh Kumar Sharma',
    footerSignature: 'Signature of the Testator',
    pageNumbering: 'Page {page} of {pages}',
    headings: {
      declaration: 'Declaration',
      revocation: 'Revocation of earlier wills',
      executor: 'Appointment of Executor',
      assets: 'Schedule of assets',
      bequests: 'Bequests',
      residue: 'Residuary estate',
      debts: 'Debts and funeral expenses',
    },
    texts: {
      declaration:
        'I, Ramesh Kumar Sharma, son of Shri Hariprasad Sharma, aged 68 years, residing at 12 Gandhi Marg, New Delhi 110001, being of sound mind and acting of my own free will, without any coercion or undue influence, make this my last Will and Testament.',
      revocation: 'I revoke all wills, codicils and testamentary dispositions made by me before this Will.',
      executor:
        'I appoint my son, Shri Arjun Sharma, as the Executor of this Will. If he is unable or unwilling to act, I appoint my daughter, Smt. Priya Iyer, as the alternate Executor. No Executor shall be required to furnish any bond or security.',
      assets: 'I am the absolute owner of the following properties, which are self-acquired and free from all encumbrances:',
      bequests:
        'I bequeath my properties to the following beneficiaries in the shares set out below. If a beneficiary dies before me, that share shall pass to his or her children in equal parts.',
      residue:
        'Everything I own that is not named in this Will, including property acquired after this Will is signed, shall pass to my wife, Smt. Kamala Sharma, or, if she dies before me, to my children in equal shares.',
      debts: 'My Executor shall pay my debts, funeral expenses and the costs of administering my estate before distributing it.',
    },
    assetColumns: ['No.', 'Description of asset', 'Location / identifier', 'Approx. value (₹)'],
    assets: [
      ['Residential house (ground + 2 floors)', '12 Gandhi Marg, New Delhi'],
      ['Agricultural land, 4.5 acres', 'Khasra No. 118, Village Rampur'],
      ['Fixed deposits', 'State Bank of India, A/c ****4821'],
      ['Shares and mutual funds', 'Demat A/c IN30021411223344'],
      ['Gold jewellery', 'Bank locker No. 57'],
    ],
    shareColumns: ['Beneficiary', 'Relationship', 'Asset', 'Share'],
    relations: { wife: 'Wife', son: 'Son', daughter: 'Daughter' },
    attestation:
      'Signed by the above-named Testator as his last Will in our presence, all of us being present at the same time, and we, at his request and in his presence and in the presence of each other, have signed our names below as attesting witnesses.',
    date: ['Date', '14 March 2025'],
    place: ['Place', 'New Delhi'],
    roles: { testator: 'Testator', witness1: 'Witness 1', witness2: 'Witness 2' },
    labels: { signature: 'Signature', name: 'Name', address: 'Address', thumb: 'Left thumb impression' },
  },
  hi: {
    names: {
      testator: 'रमेश कुमार वर्मा',
      wife: 'श्रीमती कमला वर्मा',
      son: 'श्री अर्जुन वर्मा',
      daughter: 'श्रीमती प्रिया अय्यर',
      witness1: 'डॉ. सुरेश नायर',
      witness2: 'श्री कृष्ण गोपाल शर्मा',
    },
    addresses: { witness1: '45, लोधी रोड, नई दिल्ली 110003', witness2: '8, रिंग रोड, नई दिल्ली 110029' },
    title: 'अंतिम वसीयतनामा',
    subtitle: 'वसीयतकर्ता: रमेश कुमार वर्मा',
    header: 'रमेश कुमार वर्मा का अंतिम वसीयतनामा',
    footerSignature: 'वसीयतकर्ता के हस्ताक्षर',
    pageNumbering: 'पृष्ठ {page} / {pages}',
    headings: {
      declaration: 'घोषणा',
      revocation: 'पूर्व वसीयतों का निरसन',
      executor: 'निष्पादक की नियुक्ति',
      assets: 'संपत्ति की अनुसूची',
      bequests: 'वसीयती दान',
      residue: 'अवशिष्ट संपत्ति',
      debts: 'ऋण और अंत्येष्टि व्यय',
    },
    texts: {
      declaration:
        'मैं, रमेश कुमार वर्मा, पुत्र श्री हरिप्रसाद वर्मा, आयु 68 वर्ष, निवासी 12, गांधी मार्ग, नई दिल्ली 110001, पूर्ण स्वस्थ चित्त से और बिना किसी दबाव या अनुचित प्रभाव के, अपनी स्वेच्छा से यह अंतिम वसीयतनामा लिखता हूँ।',
      revocation: 'मैं अपने द्वारा इससे पहले की गई सभी वसीयतों, कोडिसिलों और वसीयती व्यवस्थाओं को निरस्त करता हूँ।',
      executor:
        'मैं अपने पुत्र श्री अर्जुन वर्मा को इस वसीयत का निष्पादक नियुक्त करता हूँ। यदि वे कार्य करने में असमर्थ या अनिच्छुक हों, तो मेरी पुत्री श्रीमती प्रिया अय्यर वैकल्पिक निष्पादक होंगी। किसी निष्पादक से कोई बंधपत्र या प्रतिभूति नहीं माँगी जाएगी।',
      assets: 'मैं निम्नलिखित संपत्तियों का पूर्ण स्वामी हूँ, जो मेरी स्वअर्जित हैं और सभी भारों से मुक्त हैं:',
      bequests:
        'मैं अपनी संपत्ति नीचे दी गई तालिका के अनुसार अपने लाभार्थियों को देता हूँ। यदि कोई लाभार्थी मुझसे पहले मर जाए, तो उसका हिस्सा उसकी संतानों में बराबर बँटेगा।',
      residue:
        'इस वसीयत में जिन संपत्तियों का उल्लेख नहीं है, इस वसीयत के बाद अर्जित संपत्ति सहित, वे मेरी पत्नी श्रीमती कमला वर्मा को मिलेंगी; यदि वे मुझसे पहले न रहें, तो मेरी संतानों में बराबर बँटेंगी।',
      debts: 'मेरा निष्पादक संपत्ति बाँटने से पहले मेरे ऋण, अंत्येष्टि व्यय और संपत्ति के प्रशासन का खर्च चुकाएगा।',
    },
    assetColumns: ['क्रम', 'संपत्ति का विवरण', 'स्थान / पहचान', 'अनुमानित मूल्य (₹)'],
    assets: [
      ['आवासीय मकान (भूतल + 2 मंज़िल)', '12, गांधी मार्ग, नई दिल्ली'],
      ['कृषि भूमि, 4.5 एकड़', 'खसरा संख्या 118, ग्राम रामपुर'],
      ['सावधि जमा', 'भारतीय स्टेट बैंक, खाता ****4821'],
      ['शेयर और म्यूचुअल फ़ंड', 'डीमैट खाता IN30021411223344'],
      ['सोने के आभूषण', 'बैंक लॉकर संख्या 57'],
    ],
    shareColumns: ['लाभार्थी', 'संबंध', 'संपत्ति', 'हिस्सा'],
    relations: { wife: 'पत्नी', son: 'पुत्र', daughter: 'पुत्री' },
    attestation:
      'उपर्युक्त वसीयतकर्ता ने हम सबकी एक साथ उपस्थिति में इस पर अपनी अंतिम वसीयत के रूप में हस्ताक्षर किए, और हमने उनके अनुरोध पर, उनकी तथा एक-दूसरे की उपस्थिति में, साक्षी के रूप में नीचे हस्ताक्षर किए।',
    date: ['दिनांक', '14 मार्च 2025'],
    place: ['स्थान', 'नई दिल्ली'],
    roles: { testator: 'वसीयतकर्ता', witness1: 'साक्षी 1', witness2: 'साक्षी 2' },
    labels: { signature: 'हस्ताक्षर', name: 'नाम', address: 'पता', thumb: 'बाएँ अंगूठे का निशान' },
  },
  mr: {
    names: {
      testator: 'सूर्यकांत देशपांडे',
      wife: 'श्रीमती सुनीता देशपांडे',
      son: 'श्री ज्ञानेश्वर देशपांडे',
      daughter: 'श्रीमती अपर्णा कुलकर्णी',
      witness1: 'श्री पुरुषोत्तम जोशी',
      witness2: 'डॉ. मीरा गोखले',
    },
    addresses: { witness1: '12, लक्ष्मी रोड, पुणे 411030', witness2: '5, बाणेर रोड, पुणे 411045' },
    title: 'मृत्युपत्र',
    subtitle: 'मृत्युपत्र करणार: सूर्यकांत देशपांडे',
    header: 'सूर्यकांत देशपांडे यांचे मृत्युपत्र',
    footerSignature: 'मृत्युपत्र करणाऱ्याची सही',
    pageNumbering: 'पान {page} / {pages}',
    headings: {
      declaration: 'घोषणा',
      revocation: 'पूर्वीची मृत्युपत्रे रद्द',
      executor: 'व्यवस्थापकाची नेमणूक',
      assets: 'मिळकतीची यादी',
      bequests: 'वाटप',
      residue: 'उर्वरित मिळकत',
      debts: 'कर्ज व अंत्यविधी खर्च',
    },
    texts: {
      declaration:
        'मी, सूर्यकांत देशपांडे, श्री विनायक देशपांडे यांचा मुलगा, वय 70 वर्षे, राहणार 24, कर्वे रोड, पुणे 411004, पूर्ण शुद्धीवर असताना आणि कोणत्याही दबावाशिवाय स्वखुशीने हे माझे अंतिम मृत्युपत्र करीत आहे.',
      revocation: 'यापूर्वी मी केलेली सर्व मृत्युपत्रे आणि पुरवणी मृत्युपत्रे मी याद्वारे रद्द करीत आहे.',
      executor:
        'मी माझा मुलगा श्री ज्ञानेश्वर देशपांडे यांची या मृत्युपत्राचे व्यवस्थापक म्हणून नेमणूक करीत आहे. ते असमर्थ असल्यास माझी मुलगी श्रीमती अपर्णा कुलकर्णी व्यवस्थापक असतील.',
      assets: 'खालील मिळकती माझ्या स्वकष्टार्जित असून त्यांवर कोणताही बोजा नाही:',
      bequests: 'माझ्या मिळकतीचे वाटप खालील तक्त्याप्रमाणे करावे. एखादा लाभार्थी माझ्या आधी मृत्यू पावल्यास त्याचा हिस्सा त्याच्या मुलांमध्ये समान वाटावा.',
      residue: 'या मृत्युपत्रात उल्लेख नसलेली माझी सर्व मिळकत माझ्या पत्नीस मिळेल; ती हयात नसल्यास माझ्या मुलांमध्ये समान वाटली जाईल.',
      debts: 'व्यवस्थापकाने वाटपापूर्वी माझे कर्ज, अंत्यविधीचा खर्च आणि व्यवस्थापनाचा खर्च भागवावा.',
    },
    assetColumns: ['अ. क्र.', 'मिळकतीचे वर्णन', 'ठिकाण / ओळख', 'अंदाजे किंमत (₹)'],
    assets: [
      ['राहते घर (तळमजला + 2 मजले)', '24, कर्वे रोड, पुणे'],
      ['शेतजमीन, 3 एकर', 'गट क्रमांक 215, मौजे वाघोली'],
      ['मुदत ठेवी', 'बँक ऑफ महाराष्ट्र, खाते ****7310'],
      ['शेअर्स व म्युच्युअल फंड', 'डिमॅट खाते IN30115122334455'],
      ['सोन्याचे दागिने', 'बँक लॉकर क्रमांक 12'],
    ],
    shareColumns: ['लाभार्थी', 'नाते', 'मिळकत', 'हिस्सा'],
    relations: { wife: 'पत्नी', son: 'मुलगा', daughter: 'मुलगी' },
    attestation:
      'वरील मृत्युपत्र करणाऱ्याने आम्हा सर्वांच्या एकाच वेळी उपस्थितीत या मृत्युपत्रावर सही केली आणि आम्ही त्यांच्या विनंतीवरून, त्यांच्या व एकमेकांच्या उपस्थितीत साक्षीदार म्हणून सह्या केल्या.',
    date: ['दिनांक', '14 मार्च 2025'],
    place: ['ठिकाण', 'पुणे'],
    roles: { testator: 'मृत्युपत्र करणार', witness1: 'साक्षीदार 1', witness2: 'साक्षीदार 2' },
    labels: { signature: 'सही', name: 'नाव', address: 'पत्ता', thumb: 'डाव्या अंगठ्याचा ठसा' },
  },
  ta: {
    names: {
      testator: 'கார்த்திக் ராமசாமி',
      wife: 'திருமதி லக்ஷ்மி கார்த்திக்',
      son: 'திரு. கௌதம் கார்த்திக்',
      daughter: 'திருமதி ப்ரியா ஐயர்',
      witness1: 'டாக்டர் ஸ்ரீநிவாசன் ஐயங்கார்',
      witness2: 'திரு. செந்தில் குமார்',
    },
    addresses: { witness1: '18, மயிலாப்பூர், சென்னை 600004', witness2: '7, அடையாறு, சென்னை 600020' },
    title: 'இறுதி உயில் சாசனம்',
    subtitle: 'உயில் எழுதுபவர்: கார்த்திக் ராமசாமி',
    header: 'கார்த்திக் ராமசாமி அவர்களின் இறுதி உயில் சாசனம்',
    footerSignature: 'உயில் எழுதுபவரின் கையொப்பம்',
    pageNumbering: 'பக்கம் {page} / {pages}',
    headings: {
      declaration: 'உறுதிமொழி',
      revocation: 'முந்தைய உயில்கள் ரத்து',
      executor: 'நிறைவேற்றுநர் நியமனம்',
      assets: 'சொத்துக்களின் அட்டவணை',
      bequests: 'சொத்துப் பங்கீடு',
      residue: 'மீதமுள்ள சொத்துக்கள்',
      debts: 'கடன்கள் மற்றும் இறுதிச் சடங்குச் செலவுகள்',
    },
    texts: {
      declaration:
        'நான், கார்த்திக் ராமசாமி, திரு. சுப்பிரமணியன் ராமசாமி அவர்களின் மகன், வயது 66, சென்னை, தியாகராய நகர், கிருஷ்ணா தெரு எண் 5-இல் வசிப்பவர், முழு மன நலத்துடனும், யாருடைய வற்புறுத்தலும் இன்றி, என் சொந்த விருப்பத்தின் பேரில் இந்த இறுதி உயில் சாசனத்தை எழுதுகிறேன்.',
      revocation: 'இதற்கு முன் நான் எழுதிய அனைத்து உயில்களையும் ரத்து செய்கிறேன்.',
      executor:
        'என் மகன் திரு. கௌதம் கார்த்திக் அவர்களை இந்த உயிலின் நிறைவேற்றுநராக நியமிக்கிறேன். அவர் செயல்பட இயலாவிட்டால், என் மகள் திருமதி ப்ரியா ஐயர் நிறைவேற்றுநராக இருப்பார்.',
      assets: 'கீழ்க்கண்ட சொத்துக்கள் என் சுய சம்பாத்தியம்; அவற்றின் மீது எந்த வில்லங்கமும் இல்லை:',
      bequests:
        'என் சொத்துக்கள் கீழே உள்ள அட்டவணையின்படி என் வாரிசுகளுக்குப் பிரிக்கப்பட வேண்டும். பயனாளி எனக்கு முன் இறந்தால், அவரது பங்கு அவரது பிள்ளைகளுக்குச் சமமாகச் சேரும்.',
      residue: 'இந்த உயிலில் குறிப்பிடப்படாத என் அனைத்துச் சொத்துக்களும் என் மனைவிக்குச் சேரும்; அவர் உயிருடன் இல்லையெனில் என் பிள்ளைகளுக்குச் சமமாகச் சேரும்.',
      debts: 'பங்கீட்டுக்கு முன் என் கடன்களையும் இறுதிச் சடங்குச் செலவுகளையும் நிறைவேற்றுநர் செலுத்துவார்.',
    },
    assetColumns: ['எண்', 'சொத்தின் விவரம்', 'இடம் / அடையாளம்', 'தோராய மதிப்பு (₹)'],
    assets: [
      ['குடியிருப்பு வீடு (தரைத்தளம் + 2 மாடிகள்)', '5, கிருஷ்ணா தெரு, சென்னை'],
      ['விவசாய நிலம், 4 ஏக்கர்', 'சர்வே எண் 118, காஞ்சிபுரம்'],
      ['நிரந்தர வைப்புத்தொகை', 'இந்தியன் வங்கி, கணக்கு ****5512'],
      ['பங்குகள் மற்றும் பரஸ்பர நிதிகள்', 'டிமேட் கணக்கு IN30039412345678'],
      ['தங்க நகைகள்', 'வங்கி லாக்கர் எண் 31'],
    ],
    shareColumns: ['பயனாளி', 'உறவு', 'சொத்து', 'பங்கு'],
    relations: { wife: 'மனைவி', son: 'மகன்', daughter: 'மகள்' },
    attestation:
      'மேலே குறிப்பிட்ட உயில் எழுதுபவர் எங்கள் அனைவரின் ஒரே நேர முன்னிலையில் இதைத் தமது இறுதி உயிலாகக் கையொப்பமிட்டார்; அவரது வேண்டுகோளின்படி, அவரது முன்னிலையிலும் ஒருவர் மற்றவர் முன்னிலையிலும் நாங்கள் சாட்சிகளாகக் கீழே கையொப்பமிட்டோம்.',
    date: ['தேதி', '14 மார்ச் 2025'],
    place: ['இடம்', 'சென்னை'],
    roles: { testator: 'உயில் எழுதுபவர்', witness1: 'சாட்சி 1', witness2: 'சாட்சி 2' },
    labels: { signature: 'கையொப்பம்', name: 'பெயர்', address: 'முகவரி', thumb: 'இடது கை பெருவிரல் ரேகை' },
  },
  te: {
    names: {
      testator: 'సూర్య నారాయణ వర్మ',
      wife: 'శ్రీమతి లక్ష్మి వర్మ',
      son: 'శ్రీ కృష్ణ వర్మ',
      daughter: 'శ్రీమతి ఆర్య రెడ్డి',
      witness1: 'డాక్టర్ శ్రీనివాస్ రావు',
      witness2: 'శ్రీ విష్ణు ప్రసాద్',
    },
    // అమీర్‌పేట్ carries a zero-width non-joiner, as Telugu writes many English-derived names.
    addresses: { witness1: '12, జూబ్లీ హిల్స్, హైదరాబాద్ 500033', witness2: '45, అమీర్‌పేట్, హైదరాబాద్ 500016' },
    title: 'వీలునామా',
    subtitle: 'వీలునామా రాసినవారు: సూర్య నారాయణ వర్మ',
    header: 'సూర్య నారాయణ వర్మ గారి వీలునామా',
    footerSignature: 'వీలునామా రాసినవారి సంతకం',
    pageNumbering: 'పేజీ {page} / {pages}',
    headings: {
      declaration: 'ప్రకటన',
      revocation: 'పూర్వ వీలునామాల రద్దు',
      executor: 'కార్యనిర్వాహకుని నియామకం',
      assets: 'ఆస్తుల పట్టిక',
      bequests: 'ఆస్తుల పంపకం',
      residue: 'మిగిలిన ఆస్తి',
      debts: 'అప్పులు మరియు అంత్యక్రియల ఖర్చులు',
    },
    texts: {
      declaration:
        'నేను, సూర్య నారాయణ వర్మ, శ్రీ వెంకటేశ్వర వర్మ గారి కుమారుడిని, వయస్సు 67 సంవత్సరాలు, హైదరాబాద్, బంజారా హిల్స్, 8-2-293 లో నివసిస్తున్నాను. పూర్తి స్పృహతో, ఎవరి ఒత్తిడి లేకుండా, నా స్వంత ఇష్టంతో ఈ వీలునామాను వ్రాస్తున్నాను.',
      revocation: 'ఇంతకు ముందు నేను వ్రాసిన అన్ని వీలునామాలను రద్దు చేస్తున్నాను.',
      executor: 'నా కుమారుడు శ్రీ కృష్ణ వర్మను ఈ వీలునామా కార్యనిర్వాహకునిగా నియమిస్తున్నాను. అతను వ్యవహరించలేని పక్షంలో, నా కుమార్తె శ్రీమతి ఆర్య రెడ్డి కార్యనిర్వాహకురాలిగా ఉంటారు.',
      assets: 'క్రింది ఆస్తులు నా స్వార్జితం; వాటిపై ఎటువంటి భారం లేదు:',
      bequests: 'నా ఆస్తులను క్రింది పట్టిక ప్రకారం నా వారసులకు పంచాలి. ఎవరైనా లబ్ధిదారు నాకంటే ముందే మరణిస్తే, వారి వాటా వారి పిల్లలకు సమానంగా చెందుతుంది.',
      residue: 'ఈ వీలునామాలో పేర్కొనని నా ఆస్తులన్నీ నా భార్యకు చెందుతాయి; ఆమె జీవించి లేకపోతే నా పిల్లలకు సమానంగా చెందుతాయి.',
      debts: 'పంపకానికి ముందు నా అప్పులు, అంత్యక్రియల ఖర్చులను కార్యనిర్వాహకుడు చెల్లించాలి.',
    },
    assetColumns: ['క్ర. సం.', 'ఆస్తి వివరణ', 'స్థలం / గుర్తింపు', 'సుమారు విలువ (₹)'],
    assets: [
      ['నివాస గృహం (గ్రౌండ్ + 2 అంతస్తులు)', '8-2-293, బంజారా హిల్స్, హైదరాబాద్'],
      ['వ్యవసాయ భూమి, 5 ఎకరాలు', 'సర్వే నం. 118, గ్రామం కొండాపూర్'],
      ['ఫిక్స్‌డ్ డిపాజిట్లు', 'ఆంధ్రా బ్యాంక్, ఖాతా ****6620'],
      ['షేర్లు మరియు మ్యూచువల్ ఫండ్లు', 'డీమ్యాట్ ఖాతా IN30021455667788'],
      ['బంగారు ఆభరణాలు', 'బ్యాంక్ లాకర్ నం. 9'],
    ],
    shareColumns: ['లబ్ధిదారు', 'సంబంధం', 'ఆస్తి', 'వాటా'],
    relations: { wife: 'భార్య', son: 'కుమారుడు', daughter: 'కుమార్తె' },
    attestation:
      'పై వీలునామా రాసినవారు మా అందరి సమక్షంలో ఒకేసారి దీనిపై తమ చివరి వీలునామాగా సంతకం చేశారు; వారి కోరిక మేరకు, వారి సమక్షంలో మరియు ఒకరి సమక్షంలో ఒకరు, మేము సాక్షులుగా క్రింద సంతకం చేశాము.',
    date: ['తేదీ', '14 మార్చి 2025'],
    place: ['స్థలం', 'హైదరాబాద్'],
    roles: { testator: 'వీలునామా రాసినవారు', witness1: 'సాక్షి 1', witness2: 'సాక్షి 2' },
    labels: { signature: 'సంతకం', name: 'పేరు', address: 'చిరునామా', thumb: 'ఎడమ బొటనవేలి ముద్ర' },
  },
  kn: {
    names: {
      testator: 'ಕೃಷ್ಣ ಮೂರ್ತಿ',
      wife: 'ಶ್ರೀಮತಿ ಲಕ್ಷ್ಮೀ ಮೂರ್ತಿ',
      son: 'ಶ್ರೀ ಸೂರ್ಯ ಪ್ರಕಾಶ್',
      daughter: 'ಶ್ರೀಮತಿ ಕ್ಷಮಾ ರಾವ್',
      witness1: 'ಡಾ. ಅನಂತ ಭಟ್',
      witness2: 'ಶ್ರೀ ರಾಘವೇಂದ್ರ ಶಾಸ್ತ್ರಿ',
    },
    addresses: { witness1: '22, ಮಲ್ಲೇಶ್ವರಂ, ಬೆಂಗಳೂರು 560003', witness2: '9, ಬಸವನಗುಡಿ, ಬೆಂಗಳೂರು 560004' },
    title: 'ಉಯಿಲು',
    subtitle: 'ಉಯಿಲು ಬರೆದವರು: ಕೃಷ್ಣ ಮೂರ್ತಿ',
    header: 'ಕೃಷ್ಣ ಮೂರ್ತಿ ಅವರ ಉಯಿಲು',
    footerSignature: 'ಉಯಿಲು ಬರೆದವರ ಸಹಿ',
    pageNumbering: 'ಪುಟ {page} / {pages}',
    headings: {
      declaration: 'ಘೋಷಣೆ',
      revocation: 'ಹಿಂದಿನ ಉಯಿಲುಗಳ ರದ್ದತಿ',
      executor: 'ನಿರ್ವಾಹಕರ ನೇಮಕ',
      assets: 'ಆಸ್ತಿಗಳ ಪಟ್ಟಿ',
      bequests: 'ಆಸ್ತಿ ಹಂಚಿಕೆ',
      residue: 'ಉಳಿದ ಆಸ್ತಿ',
      debts: 'ಸಾಲಗಳು ಮತ್ತು ಅಂತ್ಯಸಂಸ್ಕಾರದ ವೆಚ್ಚ',
    },
    texts: {
      declaration:
        'ನಾನು, ಕೃಷ್ಣ ಮೂರ್ತಿ, ಶ್ರೀ ಶ್ರೀನಿವಾಸ ಮೂರ್ತಿ ಅವರ ಮಗ, ವಯಸ್ಸು 69 ವರ್ಷ, ಬೆಂಗಳೂರು, ಜಯನಗರ 4ನೇ ಬ್ಲಾಕ್, 14 ರಲ್ಲಿ ವಾಸವಾಗಿರುವವನು, ಸಂಪೂರ್ಣ ಪ್ರಜ್ಞೆಯಿಂದ ಮತ್ತು ಯಾರ ಒತ್ತಡವೂ ಇಲ್ಲದೆ ನನ್ನ ಸ್ವಇಚ್ಛೆಯಿಂದ ಈ ಉಯಿಲನ್ನು ಬರೆಯುತ್ತಿದ್ದೇನೆ.',
      revocation: 'ಇದಕ್ಕೂ ಮೊದಲು ನಾನು ಬರೆದ ಎಲ್ಲ ಉಯಿಲುಗಳನ್ನು ರದ್ದುಗೊಳಿಸುತ್ತೇನೆ.',
      executor:
        'ನನ್ನ ಮಗ ಶ್ರೀ ಸೂರ್ಯ ಪ್ರಕಾಶ್ ಅವರನ್ನು ಈ ಉಯಿಲಿನ ನಿರ್ವಾಹಕರನ್ನಾಗಿ ನೇಮಿಸುತ್ತೇನೆ. ಅವರು ಕಾರ್ಯನಿರ್ವಹಿಸಲು ಅಸಮರ್ಥರಾದರೆ, ನನ್ನ ಮಗಳು ಶ್ರೀಮತಿ ಕ್ಷಮಾ ರಾವ್ ನಿರ್ವಾಹಕರಾಗಿರುತ್ತಾರೆ.',
      assets: 'ಕೆಳಗಿನ ಆಸ್ತಿಗಳು ನನ್ನ ಸ್ವಯಾರ್ಜಿತ; ಅವುಗಳ ಮೇಲೆ ಯಾವುದೇ ಋಣಭಾರವಿಲ್ಲ:',
      bequests: 'ನನ್ನ ಆಸ್ತಿಗಳನ್ನು ಕೆಳಗಿನ ಕೋಷ್ಟಕದಂತೆ ನನ್ನ ವಾರಸುದಾರರಿಗೆ ಹಂಚಬೇಕು. ಯಾವುದೇ ಫಲಾನುಭವಿ ನನಗಿಂತ ಮೊದಲು ಮರಣ ಹೊಂದಿದರೆ, ಅವರ ಪಾಲು ಅವರ ಮಕ್ಕಳಿಗೆ ಸಮನಾಗಿ ಸೇರುತ್ತದೆ.',
      residue: 'ಈ ಉಯಿಲಿನಲ್ಲಿ ಹೆಸರಿಸದ ನನ್ನ ಎಲ್ಲ ಆಸ್ತಿಗಳು ನನ್ನ ಪತ್ನಿಗೆ ಸೇರುತ್ತವೆ; ಅವರು ಜೀವಂತವಾಗಿಲ್ಲದಿದ್ದರೆ ನನ್ನ ಮಕ್ಕಳಿಗೆ ಸಮನಾಗಿ ಸೇರುತ್ತವೆ.',
      debts: 'ಹಂಚಿಕೆಗೆ ಮೊದಲು ನನ್ನ ಸಾಲಗಳು ಮತ್ತು ಅಂತ್ಯಸಂಸ್ಕಾರದ ವೆಚ್ಚವನ್ನು ನಿರ್ವಾಹಕರು ಪಾವತಿಸಬೇಕು.',
    },
    assetColumns: ['ಕ್ರ. ಸಂ.', 'ಆಸ್ತಿಯ ವಿವರ', 'ಸ್ಥಳ / ಗುರುತು', 'ಅಂದಾಜು ಮೌಲ್ಯ (₹)'],
    assets: [
      ['ವಾಸದ ಮನೆ (ನೆಲಮಹಡಿ + 2 ಮಹಡಿ)', '14, ಜಯನಗರ, ಬೆಂಗಳೂರು'],
      ['ಕೃಷಿ ಭೂಮಿ, 3 ಎಕರೆ', 'ಸರ್ವೆ ನಂ. 118, ಹೊಸಕೋಟೆ'],
      ['ನಿಶ್ಚಿತ ಠೇವಣಿಗಳು', 'ಕೆನರಾ ಬ್ಯಾಂಕ್, ಖಾತೆ ****3301'],
      ['ಷೇರುಗಳು ಮತ್ತು ಮ್ಯೂಚುವಲ್ ಫಂಡ್‌ಗಳು', 'ಡಿಮ್ಯಾಟ್ ಖಾತೆ IN30023399887766'],
      ['ಚಿನ್ನದ ಆಭರಣಗಳು', 'ಬ್ಯಾಂಕ್ ಲಾಕರ್ ನಂ. 21'],
    ],
    shareColumns: ['ಫಲಾನುಭವಿ', 'ಸಂಬಂಧ', 'ಆಸ್ತಿ', 'ಪಾಲು'],
    relations: { wife: 'ಪತ್ನಿ', son: 'ಮಗ', daughter: 'ಮಗಳು' },
    attestation:
      'ಮೇಲೆ ಹೆಸರಿಸಿದ ಉಯಿಲು ಬರೆದವರು ನಮ್ಮೆಲ್ಲರ ಏಕಕಾಲದ ಸಮ್ಮುಖದಲ್ಲಿ ಇದಕ್ಕೆ ತಮ್ಮ ಅಂತಿಮ ಉಯಿಲಾಗಿ ಸಹಿ ಮಾಡಿದರು; ಅವರ ಕೋರಿಕೆಯ ಮೇರೆಗೆ, ಅವರ ಸಮ್ಮುಖದಲ್ಲಿ ಮತ್ತು ಪರಸ್ಪರರ ಸಮ್ಮುಖದಲ್ಲಿ ನಾವು ಸಾಕ್ಷಿಗಳಾಗಿ ಕೆಳಗೆ ಸಹಿ ಮಾಡಿದ್ದೇವೆ.',
    date: ['ದಿನಾಂಕ', '14 ಮಾರ್ಚ್ 2025'],
    place: ['ಸ್ಥಳ', 'ಬೆಂಗಳೂರು'],
    roles: { testator: 'ಉಯಿಲು ಬರೆದವರು', witness1: 'ಸಾಕ್ಷಿ 1', witness2: 'ಸಾಕ್ಷಿ 2' },
    labels: { signature: 'ಸಹಿ', name: 'ಹೆಸರು', address: 'ವಿಳಾಸ', thumb: 'ಎಡ ಹೆಬ್ಬೆರಳಿನ ಗುರುತು' },
  },
  ml: {
    names: {
      testator: 'കൃഷ്ണൻ നായർ',
      wife: 'ശ്രീമതി ലക്ഷ്മി അമ്മ',
      son: 'ശ്രീ സൂര്യ നാരായണൻ',
      daughter: 'ശ്രീമതി മീര മേനോൻ',
      witness1: 'ഡോ. ജോസഫ് മാത്യു',
      witness2: 'ശ്രീ അനിൽ കുമാർ',
    },
    addresses: { witness1: '22, പട്ടം, തിരുവനന്തപുരം 695004', witness2: '7, കവടിയാർ, തിരുവനന്തപുരം 695003' },
    title: 'ഒസ്യത്ത്',
    subtitle: 'ഒസ്യത്ത് എഴുതുന്നയാൾ: കൃഷ്ണൻ നായർ',
    header: 'കൃഷ്ണൻ നായരുടെ ഒസ്യത്ത്',
    footerSignature: 'ഒസ്യത്ത് എഴുതുന്നയാളുടെ ഒപ്പ്',
    pageNumbering: 'പേജ് {page} / {pages}',
    headings: {
      declaration: 'പ്രഖ്യാപനം',
      revocation: 'മുൻ ഒസ്യത്തുകൾ റദ്ദാക്കൽ',
      executor: 'നടത്തിപ്പുകാരന്റെ നിയമനം',
      assets: 'സ്വത്തുക്കളുടെ പട്ടിക',
      bequests: 'സ്വത്ത് വിഭജനം',
      residue: 'ശേഷിക്കുന്ന സ്വത്ത്',
      debts: 'കടങ്ങളും ശവസംസ്കാര ചെലവുകളും',
    },
    texts: {
      declaration:
        'ഞാൻ, കൃഷ്ണൻ നായർ, ശ്രീ ഗോപാലൻ നായരുടെ മകൻ, വയസ്സ് 71, തിരുവനന്തപുരം, വഴുതക്കാട്, ടി.സി. 15/1024-ൽ താമസിക്കുന്നു. പൂർണ്ണ ബോധത്തോടെയും ആരുടെയും നിർബന്ധമില്ലാതെയും എന്റെ സ്വന്തം ഇഷ്ടപ്രകാരം ഈ ഒസ്യത്ത് എഴുതുന്നു.',
      revocation: 'ഇതിനുമുമ്പ് ഞാൻ എഴുതിയ എല്ലാ ഒസ്യത്തുകളും ഞാൻ റദ്ദാക്കുന്നു.',
      executor:
        'എന്റെ മകൻ ശ്രീ സൂര്യ നാരായണനെ ഈ ഒസ്യത്തിന്റെ നടത്തിപ്പുകാരനായി ഞാൻ നിയമിക്കുന്നു. അദ്ദേഹത്തിന് പ്രവർത്തിക്കാൻ കഴിയാത്തപക്ഷം എന്റെ മകൾ ശ്രീമതി മീര മേനോൻ നടത്തിപ്പുകാരിയായിരിക്കും.',
      assets: 'താഴെപ്പറയുന്ന സ്വത്തുക്കൾ എന്റെ സ്വയാർജിതമാണ്; അവയിൽ യാതൊരു ബാധ്യതയുമില്ല:',
      bequests:
        'എന്റെ സ്വത്തുക്കൾ താഴെയുള്ള പട്ടിക പ്രകാരം എന്റെ അവകാശികൾക്ക് വിഭജിക്കണം. ഏതെങ്കിലും ഗുണഭോക്താവ് എനിക്കുമുമ്പ് മരിച്ചാൽ, അവരുടെ ഓഹരി അവരുടെ മക്കൾക്ക് തുല്യമായി ലഭിക്കും.',
      residue: 'ഈ ഒസ്യത്തിൽ പരാമർശിക്കാത്ത എന്റെ എല്ലാ സ്വത്തുക്കളും എന്റെ ഭാര്യയ്ക്ക് ലഭിക്കും; അവർ ജീവിച്ചിരിപ്പില്ലെങ്കിൽ എന്റെ മക്കൾക്ക് തുല്യമായി ലഭിക്കും.',
      debts: 'വിഭജനത്തിനുമുമ്പ് എന്റെ കടങ്ങളും ശവസംസ്കാര ചെലവുകളും നടത്തിപ്പുകാരൻ അടയ്ക്കണം.',
    },
    assetColumns: ['ക്രമ നം.', 'സ്വത്തിന്റെ വിവരണം', 'സ്ഥലം / തിരിച്ചറിയൽ', 'ഏകദേശ മൂല്യം (₹)'],
    assets: [
      ['വീട് (താഴത്തെ നില + 2 നിലകൾ)', 'വഴുതക്കാട്, തിരുവനന്തപുരം'],
      ['കൃഷിഭൂമി, 2 ഏക്കർ', 'സർവേ നം. 118, ക്ഷേത്രം റോഡ്, ആറ്റിങ്ങൽ'],
      ['സ്ഥിര നിക്ഷേപങ്ങൾ', 'ഫെഡറൽ ബാങ്ക്, അക്കൗണ്ട് ****4410'],
      ['ഓഹരികളും മ്യൂച്വൽ ഫണ്ടുകളും', 'ഡീമാറ്റ് അക്കൗണ്ട് IN30163711223344'],
      ['സ്വർണ്ണാഭരണങ്ങൾ', 'ബാങ്ക് ലോക്കർ നം. 8'],
    ],
    shareColumns: ['ഗുണഭോക്താവ്', 'ബന്ധം', 'സ്വത്ത്', 'ഓഹരി'],
    relations: { wife: 'ഭാര്യ', son: 'മകൻ', daughter: 'മകൾ' },
    attestation:
      'മുകളിൽ പേരുള്ള ഒസ്യത്ത് എഴുതുന്നയാൾ ഞങ്ങളെല്ലാവരുടെയും ഒരേസമയത്തെ സാന്നിധ്യത്തിൽ ഇത് തന്റെ അന്തിമ ഒസ്യത്തായി ഒപ്പുവച്ചു; അദ്ദേഹത്തിന്റെ അഭ്യർത്ഥനപ്രകാരം, അദ്ദേഹത്തിന്റെയും പരസ്പരവും സാന്നിധ്യത്തിൽ ഞങ്ങൾ സാക്ഷികളായി താഴെ ഒപ്പുവച്ചു.',
    date: ['തീയതി', '14 മാർച്ച് 2025'],
    place: ['സ്ഥലം', 'തിരുവനന്തപുരം'],
    roles: { testator: 'ഒസ്യത്ത് എഴുതുന്നയാൾ', witness1: 'സാക്ഷി 1', witness2: 'സാക്ഷി 2' },
    labels: { signature: 'ഒപ്പ്', name: 'പേര്', address: 'വിലാസം', thumb: 'ഇടത് പെരുവിരലടയാളം' },
  },
  bn: {
    names: {
      testator: 'সূর্য চট্টোপাধ্যায়',
      wife: 'শ্রীমতী লক্ষ্মী চট্টোপাধ্যায়',
      son: 'শ্রী কৃষ্ণ চট্টোপাধ্যায়',
      daughter: 'শ্রীমতী মিতা বন্দ্যোপাধ্যায়',
      witness1: 'ডাঃ অনির্বাণ মুখোপাধ্যায়',
      witness2: 'শ্রী প্রদীপ সেন',
    },
    addresses: { witness1: '১২, গড়িয়াহাট রোড, কলকাতা ৭০০০১৯', witness2: '৭, সল্টলেক, কলকাতা ৭০০০৬৪' },
    title: 'শেষ উইল',
    subtitle: 'উইলকারী: সূর্য চট্টোপাধ্যায়',
    header: 'সূর্য চট্টোপাধ্যায়ের শেষ উইল',
    footerSignature: 'উইলকারীর স্বাক্ষর',
    pageNumbering: 'পৃষ্ঠা {page} / {pages}',
    headings: {
      declaration: 'ঘোষণা',
      revocation: 'পূর্ববর্তী উইল বাতিল',
      executor: 'নির্বাহক নিয়োগ',
      assets: 'সম্পত্তির তালিকা',
      bequests: 'সম্পত্তি বণ্টন',
      residue: 'অবশিষ্ট সম্পত্তি',
      debts: 'ঋণ ও অন্ত্যেষ্টির ব্যয়',
    },
    texts: {
      declaration:
        'আমি, সূর্য চট্টোপাধ্যায়, শ্রী অমিত চট্টোপাধ্যায়ের পুত্র, বয়স ৭০ বছর, ৩২, বালিগঞ্জ প্লেস, কলকাতা ৭০০০১৯-এর বাসিন্দা, সম্পূর্ণ সুস্থ মস্তিষ্কে এবং কারও চাপ ছাড়া স্বেচ্ছায় এই শেষ উইল সম্পাদন করছি।',
      revocation: 'এর আগে আমার করা সমস্ত উইল আমি বাতিল করছি।',
      executor: 'আমি আমার পুত্র শ্রী কৃষ্ণ চট্টোপাধ্যায়কে এই উইলের নির্বাহক নিযুক্ত করছি। তিনি অক্ষম হলে আমার কন্যা শ্রীমতী মিতা বন্দ্যোপাধ্যায় নির্বাহক হবেন।',
      assets: 'নিম্নলিখিত সম্পত্তি আমার স্বোপার্জিত এবং সমস্ত দায়মুক্ত:',
      bequests:
        'আমার সম্পত্তি নিচের সারণি অনুযায়ী আমার উত্তরাধিকারীদের মধ্যে বণ্টন করা হবে। কোনো উপকারভোগী আমার আগে মারা গেলে তাঁর অংশ তাঁর সন্তানদের মধ্যে সমান ভাগে যাবে।',
      residue: 'এই উইলে উল্লেখ করা হয়নি এমন আমার সমস্ত সম্পত্তি আমার স্ত্রী পাবেন; তিনি জীবিত না থাকলে আমার সন্তানরা সমান ভাগে পাবে।',
      debts: 'বণ্টনের আগে নির্বাহক আমার ঋণ ও অন্ত্যেষ্টির ব্যয় পরিশোধ করবেন।',
    },
    assetColumns: ['ক্রমিক', 'সম্পত্তির বিবরণ', 'স্থান / পরিচয়', 'আনুমানিক মূল্য (₹)'],
    assets: [
      ['বসতবাড়ি (একতলা + ২ তলা)', '৩২, বালিগঞ্জ প্লেস, কলকাতা'],
      ['কৃষিজমি, ৬ বিঘা', 'দাগ নং ১১৮, গ্রাম রামপুর'],
      ['স্থায়ী আমানত', 'ইউকো ব্যাংক, অ্যাকাউন্ট ****৪৮২১'],
      ['শেয়ার ও মিউচুয়াল ফান্ড', 'ডিম্যাট অ্যাকাউন্ট IN30021411229900'],
      ['সোনার গয়না', 'ব্যাংক লকার নং ৫৭'],
    ],
    shareColumns: ['উপকারভোগী', 'সম্পর্ক', 'সম্পত্তি', 'অংশ'],
    relations: { wife: 'স্ত্রী', son: 'পুত্র', daughter: 'কন্যা' },
    attestation:
      'উপরোক্ত উইলকারী আমাদের সকলের একই সময়ে উপস্থিতিতে এটিকে তাঁর শেষ উইল হিসেবে স্বাক্ষর করেছেন; তাঁর অনুরোধে, তাঁর এবং পরস্পরের উপস্থিতিতে আমরা সাক্ষী হিসেবে নিচে স্বাক্ষর করলাম।',
    date: ['তারিখ', '১৪ মার্চ ২০২৫'],
    place: ['স্থান', 'কলকাতা'],
    roles: { testator: 'উইলকারী', witness1: 'সাক্ষী ১', witness2: 'সাক্ষী ২' },
    labels: { signature: 'স্বাক্ষর', name: 'নাম', address: 'ঠিকানা', thumb: 'বাঁ হাতের বুড়ো আঙুলের ছাপ' },
  },
  gu: {
    names: {
      testator: 'સૂર્યકાંત પટેલ',
      wife: 'શ્રીમતી કૃષ્ણાબેન પટેલ',
      son: 'શ્રી આર્ય પટેલ',
      daughter: 'શ્રીમતી ક્ષમા શાહ',
      witness1: 'ડૉ. રાજેશ વર્મા',
      witness2: 'શ્રી મહેશ દેસાઈ',
    },
    addresses: { witness1: '22, નવરંગપુરા, અમદાવાદ 380009', witness2: '9, સેટેલાઇટ રોડ, અમદાવાદ 380015' },
    title: 'વસિયતનામું',
    subtitle: 'વસિયત કરનાર: સૂર્યકાંત પટેલ',
    header: 'સૂર્યકાંત પટેલનું વસિયતનામું',
    footerSignature: 'વસિયત કરનારની સહી',
    pageNumbering: 'પાનું {page} / {pages}',
    headings: {
      declaration: 'ઘોષણા',
      revocation: 'અગાઉનાં વસિયતનામાં રદ',
      executor: 'વહીવટકર્તાની નિમણૂક',
      assets: 'મિલકતની યાદી',
      bequests: 'મિલકતની વહેંચણી',
      residue: 'બાકીની મિલકત',
      debts: 'દેવું અને અંતિમ સંસ્કારનો ખર્ચ',
    },
    texts: {
      declaration:
        'હું, સૂર્યકાંત પટેલ, શ્રી પ્રવીણભાઈ પટેલનો પુત્ર, ઉંમર 66 વર્ષ, રહેઠાણ 17, આશ્રમ રોડ, અમદાવાદ 380009, સંપૂર્ણ સ્વસ્થ ચિત્તે અને કોઈના દબાણ વિના સ્વેચ્છાએ આ મારું અંતિમ વસિયતનામું લખું છું.',
      revocation: 'આ પહેલાં મેં કરેલાં તમામ વસિયતનામાં હું રદ કરું છું.',
      executor: 'હું મારા પુત્ર શ્રી આર્ય પટેલને આ વસિયતનામાના વહીવટકર્તા તરીકે નીમું છું. તેઓ અસમર્થ હોય તો મારી પુત્રી શ્રીમતી ક્ષમા શાહ વહીવટકર્તા રહેશે.',
      assets: 'નીચેની મિલકતો મારી સ્વોપાર્જિત છે અને તમામ બોજાથી મુક્ત છે:',
      bequests: 'મારી મિલકત નીચેના કોઠા મુજબ મારા વારસદારોમાં વહેંચવી. કોઈ લાભાર્થી મારા પહેલાં મૃત્યુ પામે તો તેનો હિસ્સો તેનાં સંતાનોમાં સરખે ભાગે વહેંચાશે.',
      residue: 'આ વસિયતનામામાં જેનો ઉલ્લેખ નથી તેવી મારી તમામ મિલકત મારી પત્નીને મળશે; તે હયાત ન હોય તો મારાં સંતાનોને સરખે ભાગે મળશે.',
      debts: 'વહેંચણી પહેલાં વહીવટકર્તા મારું દેવું અને અંતિમ સંસ્કારનો ખર્ચ ચૂકવશે.',
    },
    assetColumns: ['ક્રમ', 'મિલકતનું વર્ણન', 'સ્થળ / ઓળખ', 'અંદાજિત કિંમત (₹)'],
    assets: [
      ['રહેણાંક મકાન (ભોંયતળિયું + 2 માળ)', '17, આશ્રમ રોડ, અમદાવાદ'],
      ['ખેતીની જમીન, 5 એકર', 'સર્વે નં. 118, ગામ સાણંદ'],
      ['ફિક્સ્ડ ડિપોઝિટ', 'બેંક ઓફ બરોડા, ખાતું ****2290'],
      ['શેર અને મ્યુચ્યુઅલ ફંડ', 'ડીમેટ ખાતું IN30051311112222'],
      ['સોનાના દાગીના', 'બેંક લોકર નં. 14'],
    ],
    shareColumns: ['લાભાર્થી', 'સંબંધ', 'મિલકત', 'હિસ્સો'],
    relations: { wife: 'પત્ની', son: 'પુત્ર', daughter: 'પુત્રી' },
    attestation:
      'ઉપર જણાવેલ વસિયત કરનારે અમારા સૌની એકસાથે હાજરીમાં આ પર પોતાના અંતિમ વસિયતનામા તરીકે સહી કરી છે; તેમની વિનંતીથી, તેમની અને એકબીજાની હાજરીમાં અમે સાક્ષી તરીકે નીચે સહી કરી છે.',
    date: ['તારીખ', '14 માર્ચ 2025'],
    place: ['સ્થળ', 'અમદાવાદ'],
    roles: { testator: 'વસિયત કરનાર', witness1: 'સાક્ષી 1', witness2: 'સાક્ષી 2' },
    labels: { signature: 'સહી', name: 'નામ', address: 'સરનામું', thumb: 'ડાબા અંગૂઠાનું નિશાન' },
  },
};

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Bengali wills write numbers in Bengali digits; the others here use the international ones. */
function localDigits(language: TDocumentLanguage, text: string): string {
  return language === 'bn' ? text.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)]!) : text;
}

// The will check and the execution kit come from later features; until then the fixture's are English.
const COVER: NonNullable<TWillDocument['cover']> = {
  title: 'Will check',
  notice: 'This page is not part of your will. Read it, correct what it asks, and remove it before you sign.',
  labels: {
    level: 'Level',
    finding: 'Finding',
    legalBasis: 'Legal basis',
    levels: { blocker: 'Must fix', warning: 'Warning', note: 'Note' },
  },
  findings: [
    {
      level: 'blocker',
      text: 'The shares of the fixed deposits add up to 90 %, not 100 %.',
      legalBasis: 'Every asset must be fully distributed',
    },
    {
      level: 'warning',
      text: 'Witness 2 is related to a beneficiary. A bequest to an attesting witness or to their spouse is void.',
      legalBasis: 'Indian Succession Act 1925, s.67',
    },
    {
      level: 'note',
      text: 'Registration is optional; you may register the will with the sub-registrar, or deposit it in a sealed cover.',
      legalBasis: 'Registration Act 1908, ss.18, 42–46',
    },
  ],
};

const APPENDIX: NonNullable<TWillDocument['appendix']> = {
  title: 'Execution kit',
  sections: [
    {
      heading: 'Before you sign',
      paragraphs: [
        'Print the will on plain A4 paper, single-sided. Do not sign it electronically: the Information Technology Act 2000 does not apply to wills.',
        'Choose two adult witnesses who receive nothing under the will and whose spouses receive nothing under it.',
      ],
    },
    {
      heading: 'Signing',
      paragraphs: [
        'Sign, or put your initials, at the foot of every page, and sign in full on the last page in the presence of both witnesses together.',
        'Each witness then signs in your presence, and writes his or her name and address below the signature.',
      ],
    },
  ],
};

/** The sample will in one language; `cover` and `appendix` add the pages around the deed. */
export function sampleWill(language: TDocumentLanguage, options: { cover?: boolean; appendix?: boolean } = {}): TWillDocument {
  const p = PHRASES[language];
  const n = p.names;
  const digits = (text: string) => localDigits(language, text);
  const asset = (index: number) => `${digits(String(index + 1))}. ${p.assets[index]![0]}`;
  const share = (name: string, relation: string, index: number, percent: number) => [name, relation, asset(index), digits(`${percent} %`)];
  return {
    metadata: {
      title: `${p.title} — ${n.testator}`,
      author: n.testator,
      language,
      subject: p.title,
      keywords: [p.title, n.testator],
      date: '2025-03-14',
    },
    title: p.title,
    subtitle: p.subtitle,
    cover: options.cover ? COVER : undefined,
    header: p.header,
    footer: { signature: p.footerSignature, pageNumbering: p.pageNumbering, witnessInitials: [] },
    clauses: [
      { heading: p.headings.declaration, blocks: [{ type: 'paragraph', text: p.texts.declaration }] },
      { heading: p.headings.revocation, blocks: [{ type: 'paragraph', text: p.texts.revocation }] },
      { heading: p.headings.executor, blocks: [{ type: 'paragraph', text: p.texts.executor }] },
      {
        heading: p.headings.assets,
        blocks: [
          { type: 'paragraph', text: p.texts.assets },
          {
            type: 'table',
            columns: [
              { header: p.assetColumns[0], width: 0.6, align: 'right' },
              { header: p.assetColumns[1], width: 3.2, align: 'left' },
              { header: p.assetColumns[2], width: 3.2, align: 'left' },
              { header: p.assetColumns[3], width: 1.8, align: 'right' },
            ],
            rows: p.assets.map(([description, location], i) => [digits(String(i + 1)), description, location, digits(VALUES[i]!)]),
          },
        ],
      },
      {
        heading: p.headings.bequests,
        blocks: [
          { type: 'paragraph', text: p.texts.bequests },
          {
            type: 'table',
            columns: [
              { header: p.shareColumns[0], width: 2.6, align: 'left' },
              { header: p.shareColumns[1], width: 1.3, align: 'left' },
              { header: p.shareColumns[2], width: 3.2, align: 'left' },
              { header: p.shareColumns[3], width: 0.9, align: 'right' },
            ],
            rows: [
              share(n.wife, p.relations.wife, 0, 100),
              share(n.son, p.relations.son, 1, 50),
              share(n.daughter, p.relations.daughter, 1, 50),
              share(n.son, p.relations.son, 2, 50),
              share(n.daughter, p.relations.daughter, 2, 50),
              share(n.wife, p.relations.wife, 3, 100),
              share(n.daughter, p.relations.daughter, 4, 100),
            ],
          },
        ],
      },
      { heading: p.headings.residue, blocks: [{ type: 'paragraph', text: p.texts.residue }] },
      { heading: p.headings.debts, blocks: [{ type: 'paragraph', text: p.texts.debts }] },
    ],
    execution: { date: { label: p.date[0], value: p.date[1] }, place: { label: p.place[0], value: p.place[1] } },
    attestation: p.attestation,
    signatures: {
      testator: { role: p.roles.testator, name: n.testator, thumbImpression: { label: p.labels.thumb } },
      witnesses: [
        { role: p.roles.witness1, name: n.witness1, address: p.addresses.witness1, parentage: '', age: '', occupation: '' },
        { role: p.roles.witness2, name: n.witness2, address: p.addresses.witness2, parentage: '', age: '', occupation: '' },
      ],
      labels: { signature: p.labels.signature, name: p.labels.name, address: p.labels.address, parentage: '', age: '', occupation: '' },
    },
    appendix: options.appendix ? APPENDIX : undefined,
  };
}

const FIRST_NAMES = ['अर्जुन', 'कृष्ण', 'प्रिया', 'सूर्यकांत', 'लक्ष्मी', 'ज्ञानेश्वर', 'क्षमा', 'पुरुषोत्तम', 'श्रुति', 'ऋषि', 'द्रौपदी', 'त्र्यंबक'];
const SURNAMES = ['वर्मा', 'शर्मा', 'त्रिपाठी', 'द्विवेदी', 'श्रीवास्तव', 'चतुर्वेदी', 'कुलकर्णी', 'मिश्र'];
const RELATIONS = ['पुत्र', 'पुत्री', 'पौत्र', 'पौत्री', 'भतीजा', 'भतीजी', 'भाई', 'बहन', 'पुत्रवधू', 'दामाद'];
const ASSET_KINDS = ['आवासीय फ़्लैट', 'कृषि भूमि', 'सावधि जमा', 'बचत खाता', 'म्यूचुअल फ़ंड', 'शेयर', 'सोने के आभूषण', 'वाहन', 'दुकान', 'भूखंड'];
const INDIAN_NUMBER = new Intl.NumberFormat('en-IN');
const PLACES = ['नई दिल्ली', 'लखनऊ', 'वाराणसी', 'प्रयागराज', 'कानपुर', 'जयपुर', 'भोपाल', 'पटना'];

/**
 * The benchmark's will (DESIGN §11): Hindi, 60 people, 300 assets and 100 bequests, built on the
 * Hindi sample so it reads like one will.
 */
export function largeWill(): TWillDocument {
  const base = sampleWill('hi');
  const people = Array.from({ length: 60 }, (_, i) => ({
    name: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${SURNAMES[(i * 7) % SURNAMES.length]}`,
    relation: RELATIONS[i % RELATIONS.length]!,
    age: String(18 + ((i * 13) % 60)),
  }));
  const assets = Array.from({ length: 300 }, (_, i) => [
    String(i + 1),
    `${ASSET_KINDS[i % ASSET_KINDS.length]}, क्रम ${i + 1}`,
    `${PLACES[i % PLACES.length]}, खाता / खसरा संख्या ${1000 + i * 37}`,
    INDIAN_NUMBER.format((((i * 7919) % 900) + 100) * 1000),
  ]);
  const bequests = Array.from({ length: 100 }, (_, i) => {
    const person = people[(i * 11) % people.length]!;
    const asset = assets[(i * 3) % assets.length]!;
    return [person.name, person.relation, `${asset[0]}. ${asset[1]}`, `${[100, 50, 25][i % 3]} %`];
  });
  const [declaration, revocation, executor, schedule, bequest, ...rest] = base.clauses;
  const table = (block: TWillDocument['clauses'][number]['blocks'][number] | undefined) => {
    if (block?.type !== 'table') throw new Error('the Hindi sample changed: its schedules are no longer tables');
    return block;
  };
  return {
    ...base,
    clauses: [
      declaration!,
      revocation!,
      {
        heading: 'परिवार और लाभार्थी',
        blocks: [
          { type: 'paragraph', text: 'मेरे परिवार के सदस्य और इस वसीयत के लाभार्थी निम्नलिखित हैं:' },
          {
            type: 'table',
            columns: [
              { header: 'क्रम', width: 0.6, align: 'right' },
              { header: 'नाम', width: 3, align: 'left' },
              { header: 'संबंध', width: 2, align: 'left' },
              { header: 'आयु', width: 0.8, align: 'right' },
            ],
            rows: people.map((p, i) => [String(i + 1), p.name, p.relation, p.age]),
          },
        ],
      },
      executor!,
      { ...schedule!, blocks: [schedule!.blocks[0]!, { ...table(schedule!.blocks[1]), rows: assets }] },
      { ...bequest!, blocks: [bequest!.blocks[0]!, { ...table(bequest!.blocks[1]), rows: bequests }] },
      ...rest,
    ],
  };
}
