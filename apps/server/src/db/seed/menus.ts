import { ASSET_KIND_DEFINITIONS, ASSET_KINDS, PERSON_KIND_DEFINITIONS, ROLE_ADMIN, ROLE_TESTATOR, SCREEN_PATHS } from '@vasiyat/contract';

type Text = { en: [string, string]; hi: [string, string]; ta: [string, string] };
export type SeedMenu = { menuId: number; parentId: number | null; roles: number[]; url: string; requires?: 'self'; text: Text };

const T = ROLE_TESTATOR;
const A = ROLE_ADMIN;

// Every address is the contract's: a person kind's list (kinds.ts), an asset kind's list (asset-kinds.ts) or a
// screen of SCREEN_PATHS (screens.ts); none is written here.
const people = PERSON_KIND_DEFINITIONS;

type AssetMenuText = readonly [typeId: number, en: readonly [string, string], hi: readonly [string, string], ta: readonly [string, string]];

/**
 * The Assets tile's items: one per asset kind of the contract, in its order, menu id 129 + the kind's type id,
 * its address the kind's list. A kind without its words here fails the seed (and the menus test) by name.
 */
function assetMenus(texts: readonly AssetMenuText[]): SeedMenu[] {
  return ASSET_KINDS.map((kind) => {
    const { typeId, routes } = ASSET_KIND_DEFINITIONS[kind];
    const text = texts.find(([id]) => id === typeId);
    if (!text) throw new Error(`The asset kind ${kind} has no menu words in seed/menus.ts`);
    const [, en, hi, ta] = text;
    return { menuId: 129 + typeId, parentId: 101, roles: [T], url: routes.list, text: { en: [...en], hi: [...hi], ta: [...ta] } };
  });
}

/**
 * Menus per role (spec part 1 §6, part 2 §2 and §9). Top-level tiles 124, 91, 101, 125, 127 for the testator
 * and 126 for the administrator; submenus 109–118 in the spec's order, other submenus after them.
 * Each text is [name, description].
 */
export const seedMenus: SeedMenu[] = [
  // testator tiles
  {
    menuId: 124,
    parentId: null,
    roles: [T],
    url: SCREEN_PATHS.testator,
    text: {
      en: ['About me', 'Your personal details, addresses, contacts and identity documents.'],
      hi: ['मेरे बारे में', 'आपका व्यक्तिगत विवरण, पते, संपर्क और पहचान दस्तावेज़।'],
      ta: ['என்னைப் பற்றி', 'உங்கள் தனிப்பட்ட விவரங்கள், முகவரிகள், தொடர்புகள் மற்றும் அடையாள ஆவணங்கள்.'],
    },
  },
  {
    menuId: 91,
    parentId: null,
    roles: [T],
    url: SCREEN_PATHS.testator,
    text: {
      en: ['Family and people', 'Your heirs, beneficiaries, executors, witnesses, organisations and registrar.'],
      hi: ['परिवार और लोग', 'आपके उत्तराधिकारी, लाभार्थी, निष्पादक, गवाह, संस्थाएँ और पंजीयक।'],
      ta: ['குடும்பம் மற்றும் நபர்கள்', 'உங்கள் வாரிசுகள், பயனாளிகள், நிறைவேற்றுநர்கள், சாட்சிகள், நிறுவனங்கள் மற்றும் பதிவாளர்.'],
    },
  },
  {
    menuId: 101,
    parentId: null,
    roles: [T],
    url: SCREEN_PATHS.testator,
    text: {
      en: ['Assets', 'Property, savings, investments, digital accounts and everything else you own.'],
      hi: ['संपत्तियाँ', 'अचल संपत्ति, बचत, निवेश, डिजिटल खाते और आपकी बाकी सब संपत्ति।'],
      ta: ['சொத்துகள்', 'நிலம், சேமிப்பு, முதலீடுகள், டிஜிட்டல் கணக்குகள் மற்றும் உங்களுக்குச் சொந்தமான அனைத்தும்.'],
    },
  },
  {
    menuId: 125,
    parentId: null,
    roles: [T],
    url: SCREEN_PATHS.testator,
    text: {
      en: ['Asset assignment', 'Decide who receives each asset, in what share and on what condition.'],
      hi: ['संपत्ति का आवंटन', 'तय करें कि कौन सी संपत्ति किसे, किस हिस्से में और किस शर्त पर मिलेगी।'],
      ta: ['சொத்து ஒதுக்கீடு', 'ஒவ்வொரு சொத்தையும் யாருக்கு, எந்தப் பங்கில், எந்த நிபந்தனையில் என்பதை முடிவு செய்யுங்கள்.'],
    },
  },
  {
    menuId: 127,
    parentId: null,
    roles: [T],
    url: SCREEN_PATHS.testator,
    text: {
      en: ['My will', 'Preview your will deed in your language and download it as PDF or Word.'],
      hi: ['मेरी वसीयत', 'अपनी भाषा में वसीयतनामा देखें और PDF या Word में डाउनलोड करें।'],
      ta: ['என் உயில்', 'உங்கள் மொழியில் உயில் பத்திரத்தைப் பார்த்து PDF அல்லது Word ஆகப் பதிவிறக்குங்கள்.'],
    },
  },
  // administrator tile
  {
    menuId: 126,
    parentId: null,
    roles: [A],
    url: SCREEN_PATHS.admin,
    text: {
      en: ['Will templates', 'Maintain the clause library and compose will templates from it.'],
      hi: ['वसीयत टेम्पलेट', 'खंड पुस्तकालय संभालें और उससे वसीयत टेम्पलेट बनाएँ।'],
      ta: ['உயில் வார்ப்புருக்கள்', 'பிரிவு நூலகத்தைப் பராமரித்து அதிலிருந்து உயில் வார்ப்புருக்களை உருவாக்குங்கள்.'],
    },
  },

  // 124 About me: exactly one item, so the tile opens it directly
  {
    menuId: 128,
    parentId: 124,
    roles: [T],
    url: people.self.routes.form,
    text: {
      en: ['Define self', 'Your name, date of birth, addresses, contacts and identity documents.'],
      hi: ['स्वयं का विवरण', 'आपका नाम, जन्म तिथि, पते, संपर्क और पहचान दस्तावेज़।'],
      ta: ['என் விவரங்கள்', 'உங்கள் பெயர், பிறந்த தேதி, முகவரிகள், தொடர்புகள் மற்றும் அடையாள ஆவணங்கள்.'],
    },
  },

  // 91 Family and people
  {
    menuId: 109,
    parentId: 91,
    roles: [T],
    url: people.heir.routes.list,
    text: {
      en: ['Natural heirs', 'Your family tree: spouse, children, parents and their families.'],
      hi: ['स्वाभाविक उत्तराधिकारी', 'आपका परिवार वृक्ष: जीवनसाथी, संतान, माता-पिता और उनके परिवार।'],
      ta: ['இயற்கை வாரிசுகள்', 'உங்கள் குடும்ப மரம்: வாழ்க்கைத் துணை, குழந்தைகள், பெற்றோர் மற்றும் அவர்களின் குடும்பங்கள்.'],
    },
  },
  {
    menuId: 110,
    parentId: 91,
    roles: [T],
    url: people.beneficiary_individual.routes.list,
    text: {
      en: ['Beneficiary individual', 'People outside your heirs who will receive something.'],
      hi: ['लाभार्थी व्यक्ति', 'उत्तराधिकारियों के अलावा वे लोग जिन्हें कुछ मिलेगा।'],
      ta: ['பயனாளி நபர்', 'வாரிசுகள் அல்லாத, ஏதேனும் பெறப்போகும் நபர்கள்.'],
    },
  },
  {
    menuId: 111,
    parentId: 91,
    roles: [T],
    url: people.non_beneficiary_individual.routes.list,
    text: {
      en: ['Non-beneficiary individual', 'People named in the will who receive nothing.'],
      hi: ['गैर-लाभार्थी व्यक्ति', 'वसीयत में नामित वे लोग जिन्हें कुछ नहीं मिलेगा।'],
      ta: ['பயனாளி அல்லாத நபர்', 'உயிலில் குறிப்பிடப்பட்டு எதுவும் பெறாத நபர்கள்.'],
    },
  },
  {
    menuId: 113,
    parentId: 91,
    roles: [T],
    url: people.executor.routes.list,
    text: {
      en: ['Executor', 'The person who will carry out your will, and an alternate.'],
      hi: ['निष्पादक', 'वह व्यक्ति जो आपकी वसीयत को लागू करेगा, और एक वैकल्पिक व्यक्ति।'],
      ta: ['நிறைவேற்றுநர்', 'உங்கள் உயிலை நிறைவேற்றும் நபர் மற்றும் ஒரு மாற்று நபர்.'],
    },
  },
  {
    menuId: 117,
    parentId: 91,
    roles: [T],
    url: people.witness.routes.list,
    text: {
      en: ['Witness', 'Two people who will see you sign. They must not be beneficiaries.'],
      hi: ['गवाह', 'दो लोग जो आपको हस्ताक्षर करते देखेंगे। वे लाभार्थी नहीं होने चाहिए।'],
      ta: ['சாட்சி', 'நீங்கள் கையொப்பமிடுவதைப் பார்க்கும் இருவர். அவர்கள் பயனாளிகளாக இருக்கக்கூடாது.'],
    },
  },
  {
    menuId: 118,
    parentId: 91,
    roles: [T],
    url: people.beneficiary_corporate.routes.list,
    text: {
      en: ['Beneficiary corporate', 'Companies, trusts and charities that will receive something.'],
      hi: ['लाभार्थी संस्था', 'कंपनियाँ, ट्रस्ट और धर्मार्थ संस्थाएँ जिन्हें कुछ मिलेगा।'],
      ta: ['பயனாளி நிறுவனம்', 'ஏதேனும் பெறப்போகும் நிறுவனங்கள், அறக்கட்டளைகள் மற்றும் தொண்டு அமைப்புகள்.'],
    },
  },
  {
    menuId: 115,
    parentId: 91,
    roles: [T],
    url: people.non_beneficiary_corporate.routes.list,
    text: {
      en: ['Non-beneficiary corporate', 'Organisations named in the will that receive nothing.'],
      hi: ['गैर-लाभार्थी संस्था', 'वसीयत में नामित वे संस्थाएँ जिन्हें कुछ नहीं मिलेगा।'],
      ta: ['பயனாளி அல்லாத நிறுவனம்', 'உயிலில் குறிப்பிடப்பட்டு எதுவும் பெறாத நிறுவனங்கள்.'],
    },
  },
  {
    menuId: 116,
    parentId: 91,
    roles: [T],
    url: people.registrar.routes.list,
    text: {
      en: ['Registrar', 'The sub-registrar’s office, if you choose to register your will.'],
      hi: ['पंजीयक', 'उप-पंजीयक कार्यालय, यदि आप अपनी वसीयत पंजीकृत कराना चाहें।'],
      ta: ['பதிவாளர்', 'உங்கள் உயிலைப் பதிவு செய்ய விரும்பினால், சார்பதிவாளர் அலுவலகம்.'],
    },
  },

  // 101 Assets: one item per asset kind (spec part 2 §9), its address the kind's list (asset-kinds.ts)
  ...assetMenus([
    [
      1,
      ['Fixed assets', 'Land, houses, flats and other immovable property.'],
      ['अचल संपत्ति', 'ज़मीन, मकान, फ़्लैट और अन्य अचल संपत्ति।'],
      ['அசையாச் சொத்துகள்', 'நிலம், வீடுகள், அடுக்ககங்கள் மற்றும் பிற அசையாச் சொத்துகள்.'],
    ],
    [
      2,
      ['Movable assets', 'Vehicles, jewellery, furniture and valuables.'],
      ['चल संपत्ति', 'वाहन, आभूषण, फ़र्नीचर और कीमती सामान।'],
      ['அசையும் சொத்துகள்', 'வாகனங்கள், நகைகள், தளவாடங்கள் மற்றும் மதிப்புமிக்க பொருட்கள்.'],
    ],
    [
      3,
      ['Financial assets', 'Bank accounts, deposits, shares, mutual funds and bonds.'],
      ['वित्तीय संपत्ति', 'बैंक खाते, जमा, शेयर, म्यूचुअल फ़ंड और बॉन्ड।'],
      ['நிதிச் சொத்துகள்', 'வங்கிக் கணக்குகள், வைப்புகள், பங்குகள், பரஸ்பர நிதிகள் மற்றும் பத்திரங்கள்.'],
    ],
    [
      4,
      ['Other assets', 'Anything that fits no other kind.'],
      ['अन्य संपत्ति', 'जो किसी और श्रेणी में न आए।'],
      ['பிற சொத்துகள்', 'வேறு எந்த வகையிலும் அடங்காதவை.'],
    ],
    [
      5,
      ['Intellectual property', 'Copyrights, patents, trademarks and royalties.'],
      ['बौद्धिक संपदा', 'कॉपीराइट, पेटेंट, ट्रेडमार्क और रॉयल्टी।'],
      ['அறிவுசார் சொத்து', 'பதிப்புரிமைகள், காப்புரிமைகள், வணிகச் சின்னங்கள் மற்றும் உரிமைத்தொகைகள்.'],
    ],
    [
      6,
      ['Miscellaneous assets', 'Collections, heirlooms and other personal items.'],
      ['विविध संपत्ति', 'संग्रह, पुश्तैनी वस्तुएँ और अन्य निजी सामान।'],
      ['பல்வகைச் சொத்துகள்', 'சேகரிப்புகள், பரம்பரைப் பொருட்கள் மற்றும் பிற தனிப்பட்ட பொருட்கள்.'],
    ],
    [
      7,
      ['Positions', 'Partnerships, directorships and trusteeships you hold.'],
      ['पद', 'आपकी साझेदारी, निदेशक पद और न्यासी पद।'],
      ['பதவிகள்', 'நீங்கள் வகிக்கும் கூட்டாண்மை, இயக்குநர் மற்றும் அறங்காவலர் பதவிகள்.'],
    ],
    [
      8,
      ['Subscriptions', 'Memberships and subscriptions with a value.'],
      ['सदस्यताएँ', 'मूल्य वाली सदस्यताएँ और सब्सक्रिप्शन।'],
      ['சந்தாக்கள்', 'மதிப்புள்ள உறுப்பினர் மற்றும் சந்தாக்கள்.'],
    ],
    [
      9,
      ['Digital assets', 'Email, social media, domains, wallets and online accounts.'],
      ['डिजिटल संपत्ति', 'ईमेल, सोशल मीडिया, डोमेन, वॉलेट और ऑनलाइन खाते।'],
      ['டிஜிட்டல் சொத்துகள்', 'மின்னஞ்சல், சமூக ஊடகங்கள், டொமைன்கள், வாலெட்டுகள் மற்றும் இணையக் கணக்குகள்.'],
    ],
    [
      10,
      ['Insurance', 'Life, health and property insurance policies.'],
      ['बीमा', 'जीवन, स्वास्थ्य और संपत्ति बीमा पॉलिसियाँ।'],
      ['காப்பீடு', 'ஆயுள், உடல்நலம் மற்றும் சொத்துக் காப்பீட்டுக் கொள்கைகள்.'],
    ],
  ] as const),

  // 125 Asset assignment
  {
    menuId: 112,
    parentId: 125,
    roles: [T],
    url: SCREEN_PATHS.unassignedAssets,
    text: {
      en: ['Assign assets', 'Choose assets that are not yet assigned and give them to beneficiaries.'],
      hi: ['संपत्ति आवंटित करें', 'अभी तक आवंटित न हुई संपत्तियाँ चुनें और लाभार्थियों को दें।'],
      ta: ['சொத்துகளை ஒதுக்கு', 'இன்னும் ஒதுக்கப்படாத சொத்துகளைத் தேர்ந்தெடுத்துப் பயனாளிகளுக்கு வழங்குங்கள்.'],
    },
  },
  {
    menuId: 114,
    parentId: 125,
    roles: [T],
    url: SCREEN_PATHS.assignedAssets,
    text: {
      en: ['Assigned assets', 'Review, change or remove the assignments you have made.'],
      hi: ['आवंटित संपत्तियाँ', 'किए गए आवंटन देखें, बदलें या हटाएँ।'],
      ta: ['ஒதுக்கப்பட்ட சொத்துகள்', 'நீங்கள் செய்த ஒதுக்கீடுகளைப் பார்க்க, மாற்ற அல்லது நீக்க.'],
    },
  },

  // 127 My will: needs Define self first (the will names its maker)
  {
    menuId: 140,
    parentId: 127,
    roles: [T],
    url: SCREEN_PATHS.willTemplate,
    requires: 'self',
    text: {
      en: ['Will template', 'Choose a template, preview your will and download it.'],
      hi: ['वसीयत टेम्पलेट', 'टेम्पलेट चुनें, अपनी वसीयत देखें और डाउनलोड करें।'],
      ta: ['உயில் வார்ப்புரு', 'ஒரு வார்ப்புருவைத் தேர்ந்தெடுத்து, உங்கள் உயிலைப் பார்த்துப் பதிவிறக்குங்கள்.'],
    },
  },

  // 126 administrator: will templates
  {
    menuId: 119,
    parentId: 126,
    roles: [A],
    url: SCREEN_PATHS.adminClauses,
    text: {
      en: ['Will template clauses', 'Write clause headings and their wording in every language.'],
      hi: ['वसीयत टेम्पलेट खंड', 'हर भाषा में खंड शीर्षक और उनके शब्द लिखें।'],
      ta: ['உயில் வார்ப்புருப் பிரிவுகள்', 'ஒவ்வொரு மொழியிலும் பிரிவுத் தலைப்புகளையும் அவற்றின் வாசகங்களையும் எழுதுங்கள்.'],
    },
  },
  {
    menuId: 120,
    parentId: 126,
    roles: [A],
    url: SCREEN_PATHS.adminTemplates,
    text: {
      en: ['Add will template', 'Compose will templates from the clause library.'],
      hi: ['वसीयत टेम्पलेट जोड़ें', 'खंड पुस्तकालय से वसीयत टेम्पलेट बनाएँ।'],
      ta: ['உயில் வார்ப்புரு சேர்', 'பிரிவு நூலகத்திலிருந்து உயில் வார்ப்புருக்களை உருவாக்குங்கள்.'],
    },
  },
];
