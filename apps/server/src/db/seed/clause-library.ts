/**
 * The starter clause library (spec part 2 §3 "Clause set", §5 "Clauses and templates"): one set per heading of
 * an Indian will, each with one to three variants, in English, Hindi and Tamil, and three will templates composed
 * from it. Clauses are Liquid templates over the will context (contract: ZWillContext) and must render against the
 * sample testator (features/templates/sample.ts). Administrators edit all of it; this is only where it starts.
 *
 * Drafting rules kept throughout (see shared/domain/indian-wills.md):
 * - Attestation follows s.63 of the Indian Succession Act, 1925: two witnesses present at the same time, each
 *   signing in the testator's presence; witnesses and their spouses take nothing (s.67).
 * - Registration is optional (Registration Act, 1908) and probate is never called compulsory: s.213 was omitted
 *   with effect from 21 December 2025.
 * - Hindi first-person sentences of the testator avoid verbs that agree with the speaker's gender (करता / करती):
 *   they use मैंने … किया है, मुझे … है, मेरी इच्छा है and the passive, so one text serves every testator. Tamil
 *   first-person verbs carry no gender; third persons take the respectful அவர் / அவர்கள் forms.
 * - Free text from the testator (description, condition, share description) is printed as written, so a clause adds
 *   no punctuation after it; an empty field ('') is skipped, since an empty string is true in Liquid.
 * - In Hindi and Tamil, `held` is a phrase of its own ("मेरा 50% अंश", "எனது 50% பங்கு") and the schedule prints it
 *   after the asset's name; in English it reads before the name ("my 50% share in").
 */

type Text = { readonly en: string; readonly hi: string; readonly ta: string };
export type SeedClause = { readonly key: string; readonly text: Text };
export type SeedClauseSet = { readonly heading: Text; readonly clauses: readonly SeedClause[] };
/** A template's name and description in a language. */
export type SeedTemplateText = { readonly name: string; readonly description: string };
export type SeedTemplate = {
  readonly name: string;
  readonly description: string;
  /** In Hindi and Tamil (the languages added since: translations/<code>/deed.ts, by the English name). */
  readonly texts: { readonly hi: SeedTemplateText; readonly ta: SeedTemplateText };
  readonly rows: readonly (readonly [headingEn: string, clauseKey: string])[];
};

/**
 * Inside a loop over a bequest's beneficiaries (`s`): the beneficiary's relation and whether it is an organisation,
 * looked up by name among the will's beneficiaries (the share line carries neither).
 */
const WHO =
  "{% assign rel = '' %}{% assign org = false %}{% assign otype = '' %}{% assign addr = '' %}{% assign par = '' %}{% for p in beneficiaries %}{% if p.fullName == s.fullName %}{% assign rel = p.relation %}{% assign org = p.isOrganisation %}{% assign otype = p.organisationType %}{% assign addr = p.address %}{% assign par = p.parentage %}{% endif %}{% endfor %}";

// Declaration ---------------------------------------------------------------------------------------------------

const OPENING = {
  en: "I, {{ testator.fullName }}{% if testator.parentage != '' %}, {{ testator.parentage }}{% endif %}{% if testator.age %}, aged {{ testator.age }} years{% endif %}{% if testator.dob != '' %}, born on {{ testator.dob }}{% endif %}{% if testator.occupation != '' %}, by occupation {{ testator.occupation }}{% endif %}, residing at {{ testator.address }}, make this my last will and testament at {{ place }} on {{ today }}.",
  hi: "मैंने, {{ testator.fullName }}{% if testator.parentage != '' %}, {{ testator.parentage }}{% endif %}{% if testator.age %}, आयु {{ testator.age }} वर्ष{% endif %}{% if testator.dob != '' %}, जन्मतिथि {{ testator.dob }}{% endif %}{% if testator.occupation != '' %}, व्यवसाय {{ testator.occupation }}{% endif %}, निवासी {{ testator.address }}, {{ place }} में {{ today }} को यह अपनी अंतिम वसीयत निष्पादित की है।",
  ta: "{{ testator.address }} என்ற முகவரியில் வசிக்கும்{% if testator.parentage != '' %} {{ testator.parentage }},{% endif %}{% if testator.age %} {{ testator.age }} வயதுடைய{% endif %} {{ testator.fullName }} ஆகிய நான்{% if testator.dob != '' or testator.occupation != '' %} ({% if testator.dob != '' %}பிறந்த தேதி: {{ testator.dob }}{% if testator.occupation != '' %}; {% endif %}{% endif %}{% if testator.occupation != '' %}தொழில்: {{ testator.occupation }}{% endif %}){% endif %}, {{ place }} என்னும் இடத்தில் {{ today }} எழுதி வைக்கும் இறுதி உயில் சாசனம் இது.",
};

const CAPACITY = {
  en: 'I declare that I am of sound mind and have attained majority, and that I am competent to make a will under {% if law.isMuslim %}the law that applies to me{% else %}section 59 of the Indian Succession Act, 1925{% endif %}. I understand the nature and effect of this will, the extent of my property and the claims of those who would naturally look to me for provision. I make this will of my own free will, without any coercion, fraud, misrepresentation or undue influence by anyone. I have read this will (or it has been read over and explained to me), and it expresses my wishes exactly.',
  hi: 'मेरी यह घोषणा है कि मैं वयस्क हूँ, मेरा चित्त पूर्णतः स्वस्थ है, और {% if law.isMuslim %}मुझ पर लागू विधि के अंतर्गत{% else %}भारतीय उत्तराधिकार अधिनियम, 1925 की धारा 59 के अंतर्गत{% endif %} वसीयत करने के लिए मैं सक्षम हूँ। इस वसीयत के स्वरूप और प्रभाव, अपनी संपत्ति के विस्तार तथा अपने परिजनों के प्रति अपने दायित्वों का मुझे पूरा ज्ञान है। यह वसीयत मैंने अपनी स्वतंत्र इच्छा से, किसी के दबाव, प्रपीड़न, कपट, दुर्व्यपदेशन या असम्यक् असर के बिना की है। यह वसीयत मैंने स्वयं पढ़ी है (अथवा यह मुझे पढ़कर सुनाई और समझाई गई है), और यह ठीक मेरी इच्छा के अनुरूप है।',
  ta: 'எனக்கு 18 வயது நிறைவடைந்துவிட்டது; நான் தெளிந்த மனநிலையிலும் முழு சுயநினைவுடனும் இருக்கிறேன்; {% if law.isMuslim %}எனக்குப் பொருந்தும் சட்டத்தின்படி{% else %}இந்திய வாரிசுரிமைச் சட்டம், 1925, பிரிவு 59-இன்படி{% endif %} உயில் எழுதுவதற்கான தகுதி எனக்கு உண்டு. இந்த உயிலின் தன்மையையும் விளைவையும், என் சொத்துகளின் அளவையும், என் குடும்பத்தினர் மீதான என் கடமைகளையும் நான் முழுமையாக அறிவேன். யாருடைய வற்புறுத்தலோ, மோசடியோ, தவறான சித்தரிப்போ, தகாத செல்வாக்கோ இன்றி, என் முழு சுயவிருப்பத்துடன் இந்த உயிலை எழுதுகிறேன். இந்த உயிலை நானே படித்துப் பார்த்தேன் (அல்லது இது எனக்குப் படித்துக் காட்டப்பட்டு விளக்கப்பட்டது); இது என் விருப்பத்தை முழுமையாக வெளிப்படுத்துகிறது.',
};

// Composed from the facts (issue 22): a Muslim testator's declaration states the one-third limit and the consent of
// the heirs as the school of law chosen has them (Sunni: any bequest to an heir; Shia: only beyond the third); a Hindu
// testator with joint family property disposes of the undivided interest alone (HSA s.30).
const MUSLIM_LIMITS = {
  en: "I am a Muslim{% if law.school != '' %} of the {{ law.school }} school{% endif %}, governed by Muslim personal law. I am aware that I may bequeath no more than one third of what remains of my estate after my funeral expenses and debts are paid, and that {% if law.isShia %}a bequest beyond that one third takes effect only if my heirs consent to it{% else %}a bequest to any of my heirs takes effect only if my other heirs consent to it, and a bequest beyond that one third only if my heirs consent to it, in each case after my death{% endif %}. I direct my executor to give effect to the bequests in this will within those limits and, where they exceed one third and the heirs do not consent, to reduce them rateably. I ask my heirs to record any consent they give in writing, after my death.",
  hi: "मैं मुसलमान हूँ{% if law.school != '' %}, मेरा मसलक (विधि-शाखा) {{ law.school }} है{% endif %}, और मुझ पर मुस्लिम स्वीय विधि लागू होती है। मुझे ज्ञात है कि मेरी अंत्येष्टि के व्यय और मेरे ऋण चुकाने के बाद बची संपत्ति के एक-तिहाई से अधिक की वसीयत नहीं की जा सकती, और {% if law.isShia %}उस एक-तिहाई से अधिक की वसीयत तभी प्रभावी होती है जब मेरे उत्तराधिकारी उसके लिए सहमति दें{% else %}मेरे किसी उत्तराधिकारी के पक्ष में की गई वसीयत तभी प्रभावी होती है जब मेरे अन्य उत्तराधिकारी उसके लिए सहमति दें, और उस एक-तिहाई से अधिक की वसीयत तभी जब मेरे उत्तराधिकारी उसके लिए सहमति दें — दोनों दशाओं में मेरी मृत्यु के पश्चात{% endif %}। मेरे निष्पादक को निर्देश है कि वह इस वसीयत के दानों को इन्हीं सीमाओं के भीतर प्रभावी करे, और जहाँ वे एक-तिहाई से अधिक हों और उत्तराधिकारी सहमति न दें, वहाँ उन्हें आनुपातिक रूप से घटा दे। मेरे उत्तराधिकारियों से मेरा अनुरोध है कि मेरी मृत्यु के पश्चात वे जो भी सहमति दें, उसे लिखित रूप में अभिलिखित करें।",
  ta: "நான் {% if law.school != '' %}{{ law.school }} பிரிவைச் சேர்ந்த {% endif %}முஸ்லிம்; முஸ்லிம் தனிநபர் சட்டம் எனக்குப் பொருந்தும். என் இறுதிச் சடங்குச் செலவுகளும் கடன்களும் செலுத்தப்பட்ட பின் எஞ்சும் சொத்தில் மூன்றில் ஒரு பங்குக்கு மேல் உயில் மூலம் வழங்க இயலாது என்பதையும், {% if law.isShia %}அந்த மூன்றில் ஒரு பங்குக்கு மேற்பட்ட கொடை என் வாரிசுகள் ஒப்புதல் அளித்தால் மட்டுமே செல்லுபடியாகும்{% else %}என் வாரிசு எவருக்கேனும் அளிக்கும் கொடை மற்ற வாரிசுகள் ஒப்புதல் அளித்தால் மட்டுமே செல்லுபடியாகும் என்பதையும், அந்த மூன்றில் ஒரு பங்குக்கு மேற்பட்ட கொடை என் வாரிசுகள் ஒப்புதல் அளித்தால் மட்டுமே செல்லுபடியாகும் (இரண்டிலும், என் மரணத்திற்குப் பின் அளிக்கும் ஒப்புதல்){% endif %} என்பதையும் நான் அறிவேன். இந்த உயிலின் கொடைகளை இவ்வரம்புகளுக்குள் நிறைவேற்றுமாறும், அவை மூன்றில் ஒரு பங்கை மீறி, வாரிசுகள் ஒப்புதல் அளிக்காவிட்டால், அவற்றை விகிதாசாரப்படி குறைக்குமாறும் என் நிறைவேற்றுநருக்கு அறிவுறுத்துகிறேன். என் மரணத்திற்குப் பின் என் வாரிசுகள் ஒப்புதல் அளித்தால், அதை எழுத்து மூலம் பதிவு செய்யுமாறு அவர்களைக் கேட்டுக்கொள்கிறேன்.",
};
const HUF_SHARE = {
  en: 'Some of the property described in this will belongs to a Hindu joint family of which I am a coparcener. Of that property I dispose by this will only of my undivided interest, as section 30 of the Hindu Succession Act, 1956 permits; nothing in this will disposes of the share of any other coparcener.',
  hi: 'इस वसीयत में वर्णित संपत्तियों में से कुछ उस संयुक्त हिंदू परिवार की हैं जिसका मैं सहदायिक हूँ। ऐसी संपत्ति में से इस वसीयत द्वारा केवल मेरे अविभाजित हित का निपटारा किया जाता है, जैसा कि हिंदू उत्तराधिकार अधिनियम, 1956 की धारा 30 अनुमत करती है; इस वसीयत की कोई भी बात किसी अन्य सहदायिक के अंश का निपटारा नहीं करती।',
  ta: 'இந்த உயிலில் விவரிக்கப்பட்டுள்ள சொத்துகளில் சில, நான் பங்காளியாக உள்ள இந்து கூட்டுக் குடும்பத்துக்கு உரியவை. அச்சொத்தில், இந்து வாரிசுரிமைச் சட்டம், 1956, பிரிவு 30 அனுமதிக்கும்படி, பிரிக்கப்படாத என் பங்குரிமையை மட்டுமே இந்த உயிலின் மூலம் வழங்குகிறேன்; பிற பங்காளி எவருடைய பங்கையும் இந்த உயிலில் உள்ள எதுவும் வழங்காது.',
};

const declaration: SeedClauseSet = {
  heading: { en: 'Declaration of the testator', hi: 'वसीयतकर्ता की घोषणा', ta: 'உயிலாளரின் உறுதிமொழி' },
  clauses: [
    {
      key: 'declaration_sound_mind',
      text: {
        en: `${OPENING.en}\n\n${CAPACITY.en}{% if law.isMuslim %}\n\n${MUSLIM_LIMITS.en}{% endif %}{% if law.isHindu and hasHufProperty %}\n\n${HUF_SHARE.en}{% endif %}`,
        hi: `${OPENING.hi}\n\n${CAPACITY.hi}{% if law.isMuslim %}\n\n${MUSLIM_LIMITS.hi}{% endif %}{% if law.isHindu and hasHufProperty %}\n\n${HUF_SHARE.hi}{% endif %}`,
        ta: `${OPENING.ta}\n\n${CAPACITY.ta}{% if law.isMuslim %}\n\n${MUSLIM_LIMITS.ta}{% endif %}{% if law.isHindu and hasHufProperty %}\n\n${HUF_SHARE.ta}{% endif %}`,
      },
    },
    {
      // Hindu Succession Act s.30: a Hindu (Buddhist, Jain, Sikh) may bequeath self-acquired property and the
      // undivided interest in coparcenary property, not the joint family property as a whole.
      key: 'declaration_hindu_coparcenary',
      text: {
        en: `${OPENING.en} I am {{ testator.religion }} by religion, and the Hindu Succession Act, 1956 applies to me.\n\n${CAPACITY.en}\n\nBy this will I dispose of my self-acquired and separate property, and of my undivided interest in the property of any Hindu joint family of which I am a coparcener, as section 30 of the Hindu Succession Act, 1956 permits. Nothing in this will is meant to dispose of the share of any other coparcener in that joint family property.`,
        hi: `${OPENING.hi} मैं धर्म से {{ testator.religion }} हूँ, और मुझ पर हिंदू उत्तराधिकार अधिनियम, 1956 लागू होता है।\n\n${CAPACITY.hi}\n\nइस वसीयत द्वारा मेरी स्वअर्जित एवं पृथक संपत्ति का, तथा जिस संयुक्त हिंदू परिवार का मैं सहदायिक हूँ उसकी संपत्ति में मेरे अविभाजित हित का, हिंदू उत्तराधिकार अधिनियम, 1956 की धारा 30 द्वारा अनुमत सीमा तक निपटारा किया जाता है। इस वसीयत का आशय संयुक्त परिवार की संपत्ति में किसी अन्य सहदायिक के अंश का निपटारा करना नहीं है।`,
        ta: `${OPENING.ta} என் மதம் {{ testator.religion }}; எனக்கு இந்து வாரிசுரிமைச் சட்டம், 1956 பொருந்தும்.\n\n${CAPACITY.ta}\n\nஇந்து வாரிசுரிமைச் சட்டம், 1956, பிரிவு 30 அனுமதிக்கும் அளவுக்கு, என் சுயார்ஜிதமான தனிச் சொத்துகளையும், நான் பங்காளியாக உள்ள இந்து கூட்டுக் குடும்பத்தின் சொத்தில் பிரிக்கப்படாத என் பங்குரிமையையும் இந்த உயிலின் மூலம் வழங்குகிறேன். அக்கூட்டுக் குடும்பச் சொத்தில் பிற பங்காளிகளுக்குரிய பங்கை வழங்குவது இந்த உயிலின் நோக்கமல்ல.`,
      },
    },
    {
      // Muslim law: at most one third of the estate after funeral expenses and debts, and a bequest to an heir (or
      // beyond the third) needs the other heirs' consent — after death, under the Hanafi school. Part VI of the
      // Succession Act (s.59) does not govern Muslim wills (s.58), so capacity is stated without citing it.
      key: 'declaration_muslim_one_third',
      text: {
        en: `I, {{ testator.fullName }}{% if testator.parentage != '' %}, {{ testator.parentage }}{% endif %}{% if testator.age %}, aged {{ testator.age }} years{% endif %}{% if testator.dob != '' %}, born on {{ testator.dob }}{% endif %}, residing at {{ testator.address }}, make this my wasiyat (will) at {{ place }} on {{ today }}.\n\nI declare that I am of sound mind and have attained majority, that I understand the nature and effect of this will and the extent of my property, and that I make it of my own free will, without any coercion, fraud or undue influence by anyone.\n\n${MUSLIM_LIMITS.en}`,
        hi: `मैंने, {{ testator.fullName }}{% if testator.parentage != '' %}, {{ testator.parentage }}{% endif %}{% if testator.age %}, आयु {{ testator.age }} वर्ष{% endif %}{% if testator.dob != '' %}, जन्मतिथि {{ testator.dob }}{% endif %}, निवासी {{ testator.address }}, {{ place }} में {{ today }} को यह अपनी वसीयत (वसीयतनामा) निष्पादित की है।\n\nमेरी यह घोषणा है कि मैं वयस्क हूँ, मेरा चित्त पूर्णतः स्वस्थ है, इस वसीयत के स्वरूप और प्रभाव तथा अपनी संपत्ति के विस्तार का मुझे पूरा ज्ञान है, और यह वसीयत मैंने अपनी स्वतंत्र इच्छा से, किसी के दबाव, प्रपीड़न, कपट या असम्यक् असर के बिना की है।\n\n${MUSLIM_LIMITS.hi}`,
        ta: `{{ testator.address }} என்ற முகவரியில் வசிக்கும்{% if testator.parentage != '' %} {{ testator.parentage }},{% endif %}{% if testator.age %} {{ testator.age }} வயதுடைய{% endif %} {{ testator.fullName }} ஆகிய நான்{% if testator.dob != '' %} (பிறந்த தேதி: {{ testator.dob }}){% endif %}, {{ place }} என்னும் இடத்தில் {{ today }} எழுதி வைக்கும் உயில் (வசியத்) இது.\n\nஎனக்கு 18 வயது நிறைவடைந்துவிட்டது; நான் தெளிந்த மனநிலையிலும் முழு சுயநினைவுடனும் இருக்கிறேன்; இந்த உயிலின் தன்மையையும் விளைவையும் என் சொத்துகளின் அளவையும் நான் முழுமையாக அறிவேன்; யாருடைய வற்புறுத்தலோ, மோசடியோ, தகாத செல்வாக்கோ இன்றி, என் சுயவிருப்பத்துடன் இந்த உயிலை எழுதுகிறேன்.\n\n${MUSLIM_LIMITS.ta}`,
      },
    },
  ],
};

// Revocation ----------------------------------------------------------------------------------------------------

const revocation: SeedClauseSet = {
  heading: { en: 'Revocation of earlier wills', hi: 'पूर्व वसीयतों का प्रतिसंहरण', ta: 'முந்தைய உயில்களை ரத்து செய்தல்' },
  clauses: [
    {
      key: 'revocation_of_earlier_wills',
      text: {
        en: 'I revoke all wills, codicils and other testamentary dispositions made by me at any time before this will, whether registered or not, and declare this alone to be my last will.',
        hi: 'इससे पूर्व किसी भी समय मेरे द्वारा की गई समस्त वसीयतें, उपवसीयतें (कोडिसिल) तथा अन्य वसीयती व्यवस्थाएँ, चाहे वे पंजीकृत हों या नहीं, एतद्द्वारा प्रतिसंहृत (रद्द) की जाती हैं। केवल यही वसीयत मेरी अंतिम वसीयत मानी जाएगी।',
        ta: 'இந்த உயிலுக்கு முன் எப்போதாவது நான் எழுதிய எல்லா உயில்களையும், உயில் இணைப்புகளையும் (கோடிசில்), உயில் தன்மையுள்ள பிற ஏற்பாடுகளையும் — அவை பதிவு செய்யப்பட்டவையாயினும் இல்லாவிடினும் — இதன் மூலம் ரத்து செய்கிறேன். இந்த உயில் மட்டுமே என் இறுதி உயிலாகும்.',
      },
    },
    {
      key: 'revocation_first_will',
      text: {
        en: 'I declare that I have made no will or codicil before this one. Should any earlier document of a testamentary nature made by me ever be found, I revoke it, and my property shall pass under this will alone.',
        hi: 'मेरी यह घोषणा है कि इससे पूर्व मैंने कोई वसीयत या उपवसीयत नहीं की है। यदि मेरे द्वारा पहले लिखा गया वसीयती प्रकृति का कोई दस्तावेज़ कभी पाया जाए, तो वह एतद्द्वारा प्रतिसंहृत (रद्द) किया जाता है, और मेरी संपत्ति का न्यागमन केवल इसी वसीयत के अनुसार होगा।',
        ta: 'இதற்கு முன் நான் எந்த உயிலையோ உயில் இணைப்பையோ எழுதவில்லை என உறுதியளிக்கிறேன். உயில் தன்மையுள்ள ஆவணம் எதையேனும் நான் முன்பு எழுதியிருப்பது எப்போதேனும் கண்டறியப்பட்டால், அதை இதன் மூலம் ரத்து செய்கிறேன்; என் சொத்துகள் இந்த உயிலின்படி மட்டுமே சேர வேண்டும்.',
      },
    },
  ],
};

// Family --------------------------------------------------------------------------------------------------------

const FAMILY_LIST = {
  en: "The members of my family are: {% for h in heirs %}({{ forloop.index }}) {{ h.fullName }}{% if h.relation != '' %}, my {{ h.relation | downcase }}{% endif %}{% if h.age %}, aged {{ h.age }} years{% if h.age < 18 %}, a minor{% endif %}{% endif %}{% unless h.isAlive %}, since deceased{% endunless %}{% if forloop.last %}.{% elsif forloop.rindex == 2 %}; and {% else %}; {% endif %}{% endfor %}",
  hi: "मेरे परिवार के सदस्य निम्नलिखित हैं: {% for h in heirs %}({{ forloop.index }}) {{ h.fullName }}{% if h.relation != '' %} ({{ h.relation }}){% endif %}{% if h.age %}, आयु {{ h.age }} वर्ष{% if h.age < 18 %}, नाबालिग{% endif %}{% endif %}{% unless h.isAlive %}, अब दिवंगत{% endunless %}{% if forloop.last %}।{% else %}; {% endif %}{% endfor %}",
  ta: "என் குடும்ப உறுப்பினர்கள் பின்வருமாறு: {% for h in heirs %}({{ forloop.index }}) {{ h.fullName }}{% if h.relation != '' %} ({{ h.relation }}){% endif %}{% if h.age %}, வயது {{ h.age }}{% if h.age < 18 %}, மைனர்{% endif %}{% endif %}{% unless h.isAlive %}, காலமானவர்{% endunless %}{% if forloop.last %}.{% else %}; {% endif %}{% endfor %}",
};
// With no heir on record, the family clause says so instead of listing.
const NO_FAMILY = {
  en: 'I have no spouse, child, parent or other near relative who would be my heir under the law of succession that applies to me.',
  hi: 'मेरा कोई जीवनसाथी, संतान, माता-पिता या अन्य निकट संबंधी नहीं है जो मुझ पर लागू उत्तराधिकार विधि के अनुसार मेरा उत्तराधिकारी हो।',
  ta: 'எனக்குப் பொருந்தும் வாரிசுரிமைச் சட்டப்படி எனக்கு வாரிசாகக்கூடிய வாழ்க்கைத் துணையோ, பிள்ளைகளோ, பெற்றோரோ, நெருங்கிய உறவினர்களோ எவரும் இல்லை.',
};

const family: SeedClauseSet = {
  heading: { en: 'Family details', hi: 'पारिवारिक विवरण', ta: 'குடும்ப விவரங்கள்' },
  clauses: [
    {
      key: 'family_details',
      text: {
        en: `{% if heirs.size > 0 %}${FAMILY_LIST.en}\n\nI have had each of them in mind in making this will.{% else %}${NO_FAMILY.en}{% endif %}`,
        hi: `{% if heirs.size > 0 %}${FAMILY_LIST.hi}\n\nयह वसीयत करते समय मैंने इनमें से प्रत्येक का ध्यान रखा है।{% else %}${NO_FAMILY.hi}{% endif %}`,
        ta: `{% if heirs.size > 0 %}${FAMILY_LIST.ta}\n\nஇந்த உயிலை எழுதும்போது இவர்கள் ஒவ்வொருவரையும் நான் கருத்தில் கொண்டுள்ளேன்.{% else %}${NO_FAMILY.ta}{% endif %}`,
      },
    },
    {
      // A reasoned exclusion is what courts look for when an heir says the will is unnatural.
      key: 'family_details_deliberate_provision',
      text: {
        en: `{% if heirs.size > 0 %}${FAMILY_LIST.en}\n\nI have considered the needs and circumstances of each of them. Where this will gives any of them less than he or she would have taken had I died without a will, or nothing at all, I have done so deliberately and after careful thought, having regard to the provision I have already made for them in my lifetime and to their own means, and not from any want of affection.{% else %}${NO_FAMILY.en}{% endif %}`,
        hi: `{% if heirs.size > 0 %}${FAMILY_LIST.hi}\n\nमैंने इनमें से प्रत्येक की आवश्यकताओं और परिस्थितियों पर विचार किया है। जहाँ इस वसीयत में इनमें से किसी को उस अंश से कम दिया गया है जो उसे मेरे निर्वसीयत मरने पर मिलता, अथवा कुछ भी नहीं दिया गया है, वहाँ ऐसा मैंने जान-बूझकर और भली-भाँति सोच-विचार कर किया है — अपने जीवनकाल में उनके लिए पहले से की गई व्यवस्था और उनके अपने साधनों को ध्यान में रखते हुए, न कि स्नेह के किसी अभाव के कारण।{% else %}${NO_FAMILY.hi}{% endif %}`,
        ta: `{% if heirs.size > 0 %}${FAMILY_LIST.ta}\n\nஇவர்கள் ஒவ்வொருவரின் தேவைகளையும் சூழ்நிலைகளையும் நான் கருத்தில் கொண்டுள்ளேன். நான் உயில் எழுதாமல் இறந்திருந்தால் இவர்களில் எவருக்கேனும் கிடைத்திருக்கக்கூடிய பங்கைவிடக் குறைவாகவோ, எதுவுமே இல்லாமலோ இந்த உயில் வழங்கியிருக்குமானால், அதை நான் நன்கு ஆலோசித்து வேண்டுமென்றே செய்துள்ளேன் — என் வாழ்நாளில் அவர்களுக்கு ஏற்கனவே செய்துள்ள ஏற்பாடுகளையும் அவர்களுடைய சொந்த வசதிகளையும் கருத்தில் கொண்டே அவ்வாறு செய்துள்ளேன்; அன்புக் குறைவினால் அல்ல.{% else %}${NO_FAMILY.ta}{% endif %}`,
      },
    },
  ],
};

// Executors -----------------------------------------------------------------------------------------------------

const EXECUTOR_NAMED = {
  en: "{{ executor.fullName }}{% if executor.relation != '' %}, my {{ executor.relation | downcase }}{% endif %}{% if executor.parentage != '' %}, {{ executor.parentage }}{% endif %}{% if executor.address != '' %}, residing at {{ executor.address }}{% endif %}{% if executor.relation != '' or executor.parentage != '' or executor.address != '' %},{% endif %}",
  hi: "{{ executor.fullName }}{% if executor.relation != '' %} ({{ executor.relation }}){% endif %}{% if executor.parentage != '' %}, {{ executor.parentage }}{% endif %}{% if executor.address != '' %}, निवासी {{ executor.address }}{% endif %}",
  ta: "{% if executor.address != '' %}{{ executor.address }} என்ற முகவரியில் வசிக்கும் {% endif %}{% if executor.parentage != '' %}{{ executor.parentage }}, {% endif %}{% if executor.relation != '' %}என் {{ executor.relation }} {% endif %}{{ executor.fullName }} என்பவரை",
};
const ALTERNATE_NAMED = {
  en: "{{ alternateExecutor.fullName }}{% if alternateExecutor.relation != '' %}, my {{ alternateExecutor.relation | downcase }}{% endif %}{% if alternateExecutor.parentage != '' %}, {{ alternateExecutor.parentage }}{% endif %}{% if alternateExecutor.address != '' %}, residing at {{ alternateExecutor.address }}{% endif %}{% if alternateExecutor.relation != '' or alternateExecutor.parentage != '' or alternateExecutor.address != '' %},{% endif %}",
  hi: "{{ alternateExecutor.fullName }}{% if alternateExecutor.relation != '' %} ({{ alternateExecutor.relation }}){% endif %}{% if alternateExecutor.parentage != '' %}, {{ alternateExecutor.parentage }}{% endif %}{% if alternateExecutor.address != '' %}, निवासी {{ alternateExecutor.address }}{% endif %}",
  ta: "{% if alternateExecutor.address != '' %}{{ alternateExecutor.address }} என்ற முகவரியில் வசிக்கும் {% endif %}{% if alternateExecutor.parentage != '' %}{{ alternateExecutor.parentage }}, {% endif %}{% if alternateExecutor.relation != '' %}என் {{ alternateExecutor.relation }} {% endif %}{{ alternateExecutor.fullName }} என்பவரை",
};
const ALTERNATE_STEPS_IN = {
  en: `{% if alternateExecutor %} If {{ executor.fullName }} dies before me, or is unable or unwilling to act, or to continue to act, as executor, I appoint ${ALTERNATE_NAMED.en} to be the executor in that place, with the same powers.{% endif %}`,
  hi: `{% if alternateExecutor %} यदि {{ executor.fullName }} की मृत्यु मुझसे पहले हो जाए, अथवा वे निष्पादक के रूप में कार्य करने या कार्य करते रहने में असमर्थ हों या ऐसा न चाहें, तो उनके स्थान पर ${ALTERNATE_NAMED.hi} को इन्हीं शक्तियों सहित निष्पादक नियुक्त किया जाता है।{% endif %}`,
  ta: `{% if alternateExecutor %} {{ executor.fullName }} என்பவர் எனக்கு முன்பே இறந்துவிட்டாலோ, நிறைவேற்றுநராகச் செயல்படவோ தொடர்ந்து செயல்படவோ இயலாவிட்டாலோ, விரும்பாவிட்டாலோ, அவருக்குப் பதிலாக ${ALTERNATE_NAMED.ta} இதே அதிகாரங்களுடன் நிறைவேற்றுநராக நியமிக்கிறேன்.{% endif %}`,
};
// Succession Act: with no executor, the court grants letters of administration with the will annexed.
const NO_EXECUTOR = {
  en: 'I have not appointed an executor. My estate shall be administered under letters of administration with this will annexed, granted as the Indian Succession Act, 1925 provides, and the powers below shall belong to the person to whom they are granted.',
  hi: 'इस वसीयत में कोई निष्पादक नियुक्त नहीं किया गया है। मेरी संपत्ति का प्रशासन, भारतीय उत्तराधिकार अधिनियम, 1925 के उपबंधों के अनुसार इस वसीयत को संलग्न करते हुए प्रदत्त प्रशासन-पत्र के अधीन किया जाएगा, और नीचे दी गई शक्तियाँ उस व्यक्ति को प्राप्त होंगी जिसे वह प्रशासन-पत्र प्रदान किया जाए।',
  ta: 'இந்த உயிலில் நிறைவேற்றுநர் எவரையும் நான் நியமிக்கவில்லை. இந்திய வாரிசுரிமைச் சட்டம், 1925-இன்படி, இந்த உயில் இணைக்கப்பட்ட நிர்வாகக் கடிதத்தின் கீழ் என் சொத்துகள் நிர்வகிக்கப்பட வேண்டும்; அக்கடிதம் யாருக்கு வழங்கப்படுகிறதோ அவருக்குக் கீழ்க்கண்ட அதிகாரங்கள் உண்டு.',
};
const EXECUTOR_POWERS = {
  en: 'My executor shall have full power: (a) to take possession of and collect all my property, money and dues, and to give valid receipts for them; (b) to pay out of my estate my debts, taxes and the expenses of administering it; (c) to sell, realise or transfer any part of my estate, on such terms as my executor thinks fit, where that is needed to pay my debts or to divide a gift among those who share it; (d) to sign and file the applications, transfer forms, affidavits and indemnities that banks, depositories, registries and other authorities may require; and (e) generally to do all that is needed to carry this will into effect.\n\nMy executor shall not be required to furnish any bond, surety or other security for acting as such, and shall not be personally liable for any loss to my estate not caused by my executor’s own wilful default. My executor shall be reimbursed out of my estate for all reasonable expenses properly incurred in administering it. Being my executor shall not disentitle anyone from any benefit given to him or her by this will.',
  hi: 'मेरे निष्पादक को निम्नलिखित पूर्ण शक्तियाँ होंगी: (क) मेरी समस्त संपत्ति, धनराशि और प्राप्य रकमों का कब्ज़ा लेना, उन्हें वसूल करना और उनकी वैध रसीद देना; (ख) मेरी संपत्ति में से मेरे ऋणों, करों और संपत्ति के प्रशासन के व्ययों का भुगतान करना; (ग) मेरे ऋण चुकाने के लिए, अथवा किसी दान को उसके भागीदारों में बाँटने के लिए आवश्यक होने पर, मेरी संपत्ति के किसी भाग को उचित शर्तों पर बेचना, उसका मूल्य वसूल करना या उसे अंतरित करना; (घ) बैंकों, डिपॉज़िटरी, पंजीयन कार्यालयों और अन्य प्राधिकारियों द्वारा अपेक्षित आवेदन, अंतरण-पत्र, शपथपत्र और क्षतिपूर्ति-पत्र हस्ताक्षरित कर प्रस्तुत करना; तथा (ङ) सामान्यतः वह सब करना जो इस वसीयत को प्रभावी करने के लिए आवश्यक हो।\n\nमेरे निष्पादक से निष्पादक के रूप में कार्य करने के लिए कोई बंधपत्र, प्रतिभू या अन्य प्रतिभूति नहीं माँगी जाएगी, और निष्पादक अपनी जान-बूझकर की गई चूक के बिना मेरी संपत्ति को हुई किसी हानि के लिए व्यक्तिगत रूप से उत्तरदायी नहीं होगा। संपत्ति के प्रशासन में उचित रूप से किए गए सभी युक्तियुक्त व्यय मेरे निष्पादक को मेरी संपत्ति में से प्रतिपूर्त किए जाएँगे। निष्पादक होने के कारण कोई व्यक्ति इस वसीयत द्वारा उसे दिए गए किसी लाभ से वंचित नहीं होगा।',
  ta: 'என் நிறைவேற்றுநருக்குக் கீழ்க்கண்ட முழு அதிகாரங்கள் உண்டு: (அ) என் சொத்துகள், பணம், வரவேண்டிய தொகைகள் அனைத்தையும் கைப்பற்றி வசூலித்து, அவற்றுக்குச் செல்லத்தக்க ரசீது வழங்குதல்; (ஆ) என் கடன்கள், வரிகள், சொத்து நிர்வாகச் செலவுகள் ஆகியவற்றை என் சொத்திலிருந்து செலுத்துதல்; (இ) என் கடன்களைத் தீர்க்கவோ, ஒரு கொடையை அதைப் பகிர்ந்து பெறுவோரிடையே பிரிக்கவோ தேவைப்படும்போது, என் சொத்தின் எப்பகுதியையும் தகுந்த நிபந்தனைகளின் பேரில் விற்றல், பணமாக்குதல் அல்லது மாற்றுதல்; (ஈ) வங்கிகள், டெபாசிட்டரிகள், பதிவு அலுவலகங்கள், பிற அதிகார அமைப்புகள் கோரும் விண்ணப்பங்கள், மாற்றுப் படிவங்கள், பிரமாணப் பத்திரங்கள், இழப்பீட்டு உறுதிமொழிகள் ஆகியவற்றில் கையொப்பமிட்டுத் தாக்கல் செய்தல்; (உ) பொதுவாக, இந்த உயிலை நிறைவேற்றத் தேவையான அனைத்தையும் செய்தல்.\n\nநிறைவேற்றுநராகச் செயல்படுவதற்காக என் நிறைவேற்றுநர் பிணைமுறியோ, ஜாமீனோ, வேறு எந்த உத்தரவாதமோ அளிக்க வேண்டியதில்லை; அவர் வேண்டுமென்றே செய்த தவறினால் அன்றி, என் சொத்துக்கு ஏற்படும் எந்த இழப்புக்கும் அவர் தனிப்பட்ட முறையில் பொறுப்பாக மாட்டார். சொத்தை நிர்வகிப்பதில் முறையாக ஏற்பட்ட நியாயமான செலவுகள் அனைத்தும் என் சொத்திலிருந்து அவருக்குத் திருப்பிச் செலுத்தப்பட வேண்டும். நிறைவேற்றுநராக இருப்பதால் எவரும் இந்த உயில் தமக்கு அளித்துள்ள பயனை இழக்கமாட்டார்.',
};

const executors: SeedClauseSet = {
  heading: { en: 'Appointment of executors', hi: 'निष्पादकों की नियुक्ति', ta: 'நிறைவேற்றுநர் நியமனம்' },
  clauses: [
    {
      key: 'executor_and_alternate',
      text: {
        en: `{% if executor %}I appoint ${EXECUTOR_NAMED.en} to be the executor of this will.${ALTERNATE_STEPS_IN.en} In this will, “my executor” means whoever is acting as executor for the time being.{% else %}${NO_EXECUTOR.en}{% endif %}\n\n${EXECUTOR_POWERS.en}`,
        hi: `{% if executor %}${EXECUTOR_NAMED.hi} को एतद्द्वारा इस वसीयत का निष्पादक नियुक्त किया जाता है।${ALTERNATE_STEPS_IN.hi} इस वसीयत में “मेरा निष्पादक” से अभिप्रेत वह व्यक्ति है जो उस समय निष्पादक के रूप में कार्य कर रहा हो।{% else %}${NO_EXECUTOR.hi}{% endif %}\n\n${EXECUTOR_POWERS.hi}`,
        ta: `{% if executor %}${EXECUTOR_NAMED.ta} இந்த உயிலின் நிறைவேற்றுநராக நியமிக்கிறேன்.${ALTERNATE_STEPS_IN.ta} இந்த உயிலில் “என் நிறைவேற்றுநர்” என்பது அவ்வப்போது நிறைவேற்றுநராகச் செயல்படுபவரைக் குறிக்கும்.{% else %}${NO_EXECUTOR.ta}{% endif %}\n\n${EXECUTOR_POWERS.ta}`,
      },
    },
    {
      // For a testator who names one executor only: the residuary beneficiaries can still obtain letters of
      // administration with the will annexed if the executor cannot act.
      key: 'executor_without_alternate',
      text: {
        en: `{% if executor %}I appoint ${EXECUTOR_NAMED.en} to be the {% unless alternateExecutor %}sole {% endunless %}executor of this will.{% if alternateExecutor %}${ALTERNATE_STEPS_IN.en}{% else %} If {{ executor.fullName }} dies before me, or cannot or will not act as executor, any beneficiary of my residuary estate may apply for letters of administration with this will annexed, as the Indian Succession Act, 1925 provides, and the person to whom they are granted shall have the powers given below.{% endif %}{% else %}${NO_EXECUTOR.en}{% endif %}\n\nMy executor may collect my property and give receipts for it, pay my debts, taxes and the expenses of administration, and sell any part of my estate where that is needed for those payments or to divide a gift among those who share it. My executor shall not be required to furnish any bond or security, and shall be reimbursed out of my estate for all reasonable expenses properly incurred.`,
        hi: `{% if executor %}${EXECUTOR_NAMED.hi} को एतद्द्वारा इस वसीयत का {% unless alternateExecutor %}एकमात्र {% endunless %}निष्पादक नियुक्त किया जाता है।{% if alternateExecutor %}${ALTERNATE_STEPS_IN.hi}{% else %} यदि {{ executor.fullName }} की मृत्यु मुझसे पहले हो जाए, अथवा वे निष्पादक के रूप में कार्य न कर सकें या न करना चाहें, तो मेरी अवशिष्ट संपत्ति का कोई भी लाभार्थी, भारतीय उत्तराधिकार अधिनियम, 1925 के उपबंधों के अनुसार, इस वसीयत को संलग्न करते हुए प्रशासन-पत्र के लिए आवेदन कर सकेगा, और जिसे वह प्रदान किया जाए उसे नीचे दी गई शक्तियाँ प्राप्त होंगी।{% endif %}{% else %}${NO_EXECUTOR.hi}{% endif %}\n\nमेरा निष्पादक मेरी संपत्ति वसूल कर उसकी रसीद दे सकेगा, मेरे ऋणों, करों और प्रशासन-व्ययों का भुगतान कर सकेगा, और इन भुगतानों के लिए अथवा किसी दान को उसके भागीदारों में बाँटने के लिए आवश्यक होने पर मेरी संपत्ति का कोई भाग बेच सकेगा। मेरे निष्पादक से कोई बंधपत्र या प्रतिभूति नहीं माँगी जाएगी, और उचित रूप से किए गए सभी युक्तियुक्त व्यय उसे मेरी संपत्ति में से प्रतिपूर्त किए जाएँगे।`,
        ta: `{% if executor %}${EXECUTOR_NAMED.ta} இந்த உயிலின் {% unless alternateExecutor %}ஒரே {% endunless %}நிறைவேற்றுநராக நியமிக்கிறேன்.{% if alternateExecutor %}${ALTERNATE_STEPS_IN.ta}{% else %} {{ executor.fullName }} என்பவர் எனக்கு முன்பே இறந்துவிட்டாலோ, நிறைவேற்றுநராகச் செயல்பட இயலாவிட்டாலோ விரும்பாவிட்டாலோ, என் எஞ்சிய சொத்தின் பயனாளி எவரும், இந்திய வாரிசுரிமைச் சட்டம், 1925-இன்படி, இந்த உயில் இணைக்கப்பட்ட நிர்வாகக் கடிதம் கோரி விண்ணப்பிக்கலாம்; அக்கடிதம் யாருக்கு வழங்கப்படுகிறதோ அவருக்குக் கீழ்க்கண்ட அதிகாரங்கள் உண்டு.{% endif %}{% else %}${NO_EXECUTOR.ta}{% endif %}\n\nஎன் நிறைவேற்றுநர் என் சொத்துகளை வசூலித்து ரசீது வழங்கலாம்; என் கடன்கள், வரிகள், நிர்வாகச் செலவுகள் ஆகியவற்றைச் செலுத்தலாம்; அச்செலுத்தல்களுக்காகவோ, ஒரு கொடையை அதைப் பகிர்ந்து பெறுவோரிடையே பிரிப்பதற்காகவோ தேவைப்படும்போது என் சொத்தின் எப்பகுதியையும் விற்கலாம். என் நிறைவேற்றுநர் பிணைமுறியோ உத்தரவாதமோ அளிக்க வேண்டியதில்லை; முறையாக ஏற்பட்ட நியாயமான செலவுகள் அனைத்தும் என் சொத்திலிருந்து அவருக்குத் திருப்பிச் செலுத்தப்பட வேண்டும்.`,
      },
    },
  ],
};

// Debts ---------------------------------------------------------------------------------------------------------

const PAY_FIRST = {
  en: 'Before any gift under this will takes effect, my executor shall pay out of my estate: my funeral and last-rites expenses, which I wish to be modest and according to the customs of my family; all debts lawfully due from me at my death; all taxes, cesses and dues payable by me or by my estate for the period up to my death; and the expenses of administering my estate, including the court fees and costs of any probate or letters of administration that may be applied for.',
  hi: 'इस वसीयत के अधीन कोई दान प्रभावी होने से पहले, मेरा निष्पादक मेरी संपत्ति में से निम्नलिखित का भुगतान करेगा: मेरी अंत्येष्टि और अंतिम संस्कार के व्यय, जिनके बारे में मेरी इच्छा है कि वे सादगी से और मेरे परिवार की परंपरा के अनुसार हों; मेरी मृत्यु के समय मुझ पर विधिवत देय सभी ऋण; मेरी मृत्यु तक की अवधि के लिए मुझ पर या मेरी संपत्ति पर देय सभी कर, उपकर और अन्य देय राशियाँ; तथा मेरी संपत्ति के प्रशासन के व्यय, जिनमें प्रोबेट या प्रशासन-पत्र के लिए आवेदन किए जाने की दशा में उसके न्यायालय शुल्क और खर्च भी सम्मिलित हैं।',
  ta: 'இந்த உயிலின் கீழ் எந்தக் கொடையும் நடைமுறைக்கு வருவதற்கு முன், என் நிறைவேற்றுநர் என் சொத்திலிருந்து கீழ்க்கண்டவற்றைச் செலுத்த வேண்டும்: என் இறுதிச் சடங்குகளுக்கான செலவுகள் — அவை எளிமையாகவும் என் குடும்ப வழக்கப்படியும் நடைபெற வேண்டும் என்பது என் விருப்பம்; என் மரணத்தின்போது நான் சட்டப்படி செலுத்த வேண்டிய அனைத்துக் கடன்கள்; என் மரணம் வரையிலான காலத்துக்கு நானோ என் சொத்தோ செலுத்த வேண்டிய அனைத்து வரிகள், தீர்வைகள், நிலுவைகள்; மேலும் என் சொத்தை நிர்வகிப்பதற்கான செலவுகள் — புரோபேட் அல்லது நிர்வாகக் கடிதம் கோரி விண்ணப்பிக்கப்பட்டால் அதற்கான நீதிமன்றக் கட்டணங்களும் செலவுகளும் உட்பட.',
};

const debts: SeedClauseSet = {
  heading: { en: 'Debts, taxes and funeral expenses', hi: 'ऋण, कर और अंत्येष्टि व्यय', ta: 'கடன்கள், வரிகள் மற்றும் இறுதிச் சடங்குச் செலவுகள்' },
  clauses: [
    {
      key: 'debts_taxes_funeral',
      text: {
        en: `${PAY_FIRST.en}\n\nThese payments shall be made first out of my residuary estate. Only if that is not enough shall the gifts made in this will contribute to them, in proportion to their values.`,
        hi: `${PAY_FIRST.hi}\n\nये भुगतान पहले मेरी अवशिष्ट संपत्ति में से किए जाएँगे। केवल उसके अपर्याप्त होने पर ही इस वसीयत के दान, अपने-अपने मूल्य के अनुपात में, इनमें अंशदान करेंगे।`,
        ta: `${PAY_FIRST.ta}\n\nஇச்செலுத்தல்கள் முதலில் என் எஞ்சிய சொத்திலிருந்து செய்யப்பட வேண்டும். அது போதாதபோது மட்டுமே, இந்த உயிலின் கொடைகள் அவற்றின் மதிப்புக்கு ஏற்ற விகிதத்தில் அவற்றுக்குப் பங்களிக்க வேண்டும்.`,
      },
    },
    {
      key: 'debts_secured_on_assets',
      text: {
        en: `${PAY_FIRST.en}\n\nA loan secured on a particular asset — such as a housing loan on a house, or a loan against gold, a deposit or securities — shall not be paid out of the rest of my estate: the beneficiary who takes that asset shall take it subject to the loan and shall bear it, in proportion to his or her share. All my other debts and expenses shall be paid first out of my residuary estate and, only if that is not enough, by the other gifts in proportion to their values.`,
        hi: `${PAY_FIRST.hi}\n\nकिसी विशिष्ट संपत्ति पर प्रतिभूत ऋण — जैसे किसी मकान पर गृह ऋण, अथवा सोने, जमा राशि या प्रतिभूतियों पर लिया गया ऋण — मेरी शेष संपत्ति में से नहीं चुकाया जाएगा: वह संपत्ति पाने वाला लाभार्थी उसे उस ऋण के भार सहित प्राप्त करेगा और अपने अंश के अनुपात में उस ऋण का वहन करेगा। मेरे अन्य सभी ऋण और व्यय पहले मेरी अवशिष्ट संपत्ति में से चुकाए जाएँगे, और केवल उसके अपर्याप्त होने पर अन्य दानों द्वारा उनके मूल्य के अनुपात में।`,
        ta: `${PAY_FIRST.ta}\n\nகுறிப்பிட்ட ஒரு சொத்தின் மீது பிணையாகப் பெற்ற கடன் — வீட்டின் மீதான வீட்டுக் கடன், தங்கம், வைப்புத்தொகை அல்லது பத்திரங்களின் மீது பெற்ற கடன் போன்றவை — என் மற்ற சொத்திலிருந்து செலுத்தப்படக் கூடாது: அச்சொத்தைப் பெறும் பயனாளி அக்கடனுடன் சேர்த்தே அதைப் பெற்று, தம் பங்குக்கு ஏற்ற விகிதத்தில் அக்கடனை ஏற்க வேண்டும். என் மற்றக் கடன்களும் செலவுகளும் முதலில் என் எஞ்சிய சொத்திலிருந்தும், அது போதாதபோது மட்டுமே மற்றக் கொடைகளிலிருந்து அவற்றின் மதிப்புக்கு ஏற்ற விகிதத்திலும் செலுத்தப்பட வேண்டும்.`,
      },
    },
  ],
};

// Schedule of assets --------------------------------------------------------------------------------------------

const schedule: SeedClauseSet = {
  heading: { en: 'Schedule of assets', hi: 'संपत्ति की अनुसूची', ta: 'சொத்து அட்டவணை' },
  clauses: [
    {
      key: 'schedule_of_assets',
      text: {
        en: "I own, or hold an interest in, the properties described below. Each is referred to in this will by its number in this schedule.\n{%- for a in assets %}\n\n{{ a.number }}. {% if a.held != '' %}{{ a.held | capitalize }} {{ a.name }}{% else %}{{ a.name }}{% endif %} ({{ a.subtype | downcase }}).{% if a.description != '' %} {{ a.description }}{% endif %}{% if a.location != '' %} Situated at {{ a.location }}.{% endif %}{% if a.identifiers != '' %} Particulars: {{ a.identifiers }}.{% endif %}{% if a.nominee != '' %} Nominee on record: {{ a.nominee }}.{% endif %} Approximate value{% if a.held != '' %} of the whole{% endif %}: {{ a.value }}.\n{%- endfor %}\n\nThe approximate total value of my interest in these properties is {{ estateValue }}{% if hasHufProperty %}, counting joint family property only at my undivided interest where its extent is stated{% endif %}. Values are stated only to identify the properties and do not limit any gift.",
        hi: "मेरे स्वामित्व की, अथवा जिनमें मेरा हित है, ऐसी संपत्तियों का विवरण नीचे दिया गया है। इस वसीयत में प्रत्येक संपत्ति का उल्लेख इस अनुसूची में उसकी क्रम संख्या से किया गया है।\n{%- for a in assets %}\n\n{{ a.number }}. {{ a.name }} ({{ a.subtype }}){% if a.held != '' %} में {{ a.held }}{% endif %}।{% if a.description != '' %} {{ a.description }}{% endif %}{% if a.location != '' %} स्थान: {{ a.location }}।{% endif %}{% if a.identifiers != '' %} पहचान विवरण: {{ a.identifiers }}।{% endif %}{% if a.nominee != '' %} अभिलेख में दर्ज नामिती: {{ a.nominee }}।{% endif %} {% if a.held != '' %}संपूर्ण संपत्ति का {% endif %}अनुमानित मूल्य: {{ a.value }}।\n{%- endfor %}\n\nइन संपत्तियों में मेरे हित का कुल अनुमानित मूल्य {{ estateValue }} है{% if hasHufProperty %}; इसमें संयुक्त परिवार की संपत्ति, जहाँ उसकी सीमा बताई गई है, केवल मेरे अविभाजित हित की सीमा तक गिनी गई है{% endif %}। मूल्य केवल संपत्तियों की पहचान के लिए दिए गए हैं; वे किसी भी दान को सीमित नहीं करते।",
        ta: "எனக்குச் சொந்தமான, அல்லது எனக்கு உரிமை உள்ள சொத்துகளின் விவரம் கீழே தரப்பட்டுள்ளது. இந்த உயிலில் ஒவ்வொரு சொத்தும் இந்த அட்டவணையில் உள்ள அதன் வரிசை எண்ணால் குறிப்பிடப்படுகிறது.\n{%- for a in assets %}\n\n{{ a.number }}. {{ a.name }} ({{ a.subtype }}){% if a.held != '' %} — இதில் {{ a.held }}{% endif %}.{% if a.description != '' %} {{ a.description }}{% endif %}{% if a.location != '' %} அமைவிடம்: {{ a.location }}.{% endif %}{% if a.identifiers != '' %} அடையாள விவரம்: {{ a.identifiers }}.{% endif %}{% if a.nominee != '' %} பதிவேட்டில் உள்ள நியமனதாரர்: {{ a.nominee }}.{% endif %} {% if a.held != '' %}முழுச் சொத்தின் {% endif %}தோராய மதிப்பு: {{ a.value }}.\n{%- endfor %}\n\nஇச்சொத்துகளில் எனக்குள்ள உரிமையின் மொத்தத் தோராய மதிப்பு {{ estateValue }}{% if hasHufProperty %}; கூட்டுக் குடும்பச் சொத்து, அதன் அளவு குறிப்பிடப்பட்டுள்ள இடங்களில், பிரிக்கப்படாத என் பங்குரிமையின் அளவுக்கு மட்டுமே இதில் கணக்கிடப்பட்டுள்ளது{% endif %}. மதிப்புகள் சொத்துகளை அடையாளம் காண்பதற்காக மட்டுமே குறிப்பிடப்பட்டுள்ளன; அவை எந்தக் கொடையையும் கட்டுப்படுத்தாது.",
      },
    },
    {
      key: 'schedule_of_assets_brief',
      text: {
        en: "The properties referred to in this will by number are: {% for a in assets %}({{ a.number }}) {% if a.held != '' %}{{ a.held }} {% endif %}{{ a.name }} ({{ a.subtype | downcase }}{% if a.identifiers != '' %}; {{ a.identifiers }}{% endif %}), {% if a.held != '' %}the whole {% endif %}valued at about {{ a.value }}{% if forloop.last %}.{% else %}; {% endif %}{% endfor %} The approximate total value of my interest in them is {{ estateValue }}.",
        hi: "इस वसीयत में क्रम संख्या से उल्लिखित संपत्तियाँ ये हैं: {% for a in assets %}({{ a.number }}) {{ a.name }}{% if a.held != '' %} में {{ a.held }}{% endif %} ({{ a.subtype }}{% if a.identifiers != '' %}; {{ a.identifiers }}{% endif %}), {% if a.held != '' %}संपूर्ण संपत्ति का {% endif %}अनुमानित मूल्य {{ a.value }}{% if forloop.last %}।{% else %}; {% endif %}{% endfor %} इनमें मेरे हित का कुल अनुमानित मूल्य {{ estateValue }} है।",
        ta: "இந்த உயிலில் வரிசை எண்ணால் குறிப்பிடப்படும் சொத்துகள்: {% for a in assets %}({{ a.number }}) {{ a.name }}{% if a.held != '' %} — இதில் {{ a.held }}{% endif %} ({{ a.subtype }}{% if a.identifiers != '' %}; {{ a.identifiers }}{% endif %}), {% if a.held != '' %}முழுச் சொத்தின் {% endif %}தோராய மதிப்பு {{ a.value }}{% if forloop.last %}.{% else %}; {% endif %}{% endfor %} இவற்றில் எனக்குள்ள உரிமையின் மொத்தத் தோராய மதிப்பு {{ estateValue }}.",
      },
    },
  ],
};

// Bequests ------------------------------------------------------------------------------------------------------

const SHARE_LINE = {
  en: `${WHO}({{ forloop.index }}) To {{ s.fullName }}{% if rel != '' %}, my {{ rel | downcase }}{% endif %}{% if org %}{% if otype != '' %}{% assign initial = otype | downcase | slice: 0 %}, {% if 'aeiou' contains initial %}an{% else %}a{% endif %} {{ otype | downcase }}{% endif %}{% if addr != '' %}, having its office at {{ addr }}{% endif %}{% elsif rel == '' %}{% if par != '' %}, {{ par }}{% endif %}{% if addr != '' %}, residing at {{ addr }}{% endif %}{% endif %}{% if s.shareWords != '' %}: {{ s.shareWords }}{% endif %}.{% if s.shareDescription != '' %} The share: {{ s.shareDescription }}{% endif %}{% if s.description != '' %} {{ s.description }}{% endif %}{% if s.condition != '' %} {{ s.condition }}{% endif %}`,
  hi: `${WHO}({{ forloop.index }}) {{ s.fullName }}{% if rel != '' %} ({{ rel }}){% endif %}{% if org %}{% if otype != '' %} ({{ otype }}){% endif %}{% if addr != '' %}, कार्यालय {{ addr }}{% endif %}{% elsif rel == '' %}{% if par != '' %}, {{ par }}{% endif %}{% if addr != '' %}, निवासी {{ addr }}{% endif %}{% endif %} को{% if s.shareWords != '' %} — {{ s.shareWords }}{% endif %}।{% if s.shareDescription != '' %} अंश: {{ s.shareDescription }}{% endif %}{% if s.description != '' %} {{ s.description }}{% endif %}{% if s.condition != '' %} {{ s.condition }}{% endif %}`,
  ta: `${WHO}({{ forloop.index }}) {% if org %}{% if addr != '' %}{{ addr }} என்ற முகவரியில் அலுவலகம் உள்ள {% endif %}{{ s.fullName }} என்ற {% if otype != '' %}{{ otype }} அமைப்புக்கு{% else %}அமைப்புக்கு{% endif %}{% else %}{% if rel == '' %}{% if addr != '' %}{{ addr }} என்ற முகவரியில் வசிக்கும் {% endif %}{% if par != '' %}{{ par }} {% endif %}{% endif %}{% if rel != '' %}என் {{ rel }} {% endif %}{{ s.fullName }} என்பவருக்கு{% endif %}{% if s.shareWords != '' %} — {{ s.shareWords }}{% endif %}.{% if s.shareDescription != '' %} பங்கு: {{ s.shareDescription }}{% endif %}{% if s.description != '' %} {{ s.description }}{% endif %}{% if s.condition != '' %} {{ s.condition }}{% endif %}`,
};
const SHARE_GUARDIAN = {
  en: "{% if s.guardian != '' and s.conditionKind != 'age' %} As {{ s.fullName }} is a minor, this share shall be received and managed on the minor’s behalf by {{ s.guardian }}, as guardian, until the minor attains the age of eighteen years, and shall then be handed over to {{ s.fullName }}.{% endif %}",
  hi: "{% if s.guardian != '' and s.conditionKind != 'age' %} {{ s.fullName }} के नाबालिग होने के कारण, यह अंश उसके अठारह वर्ष की आयु प्राप्त करने तक उसकी ओर से उसके संरक्षक {{ s.guardian }} द्वारा प्राप्त और प्रबंधित किया जाएगा, और तत्पश्चात {{ s.fullName }} को सौंप दिया जाएगा।{% endif %}",
  ta: "{% if s.guardian != '' and s.conditionKind != 'age' %} {{ s.fullName }} என்பவர் மைனர் என்பதால், அவருக்கு 18 வயது நிறைவடையும் வரை இப்பங்கை அவர் சார்பாக அவருடைய பாதுகாவலர் {{ s.guardian }} என்பவர் பெற்று நிர்வகிக்க வேண்டும்; அதன் பின் அது {{ s.fullName }} என்பவரிடம் ஒப்படைக்கப்பட வேண்டும்.{% endif %}",
};
const SHARE_WHEN = {
  en: "{% if s.immediate and s.conditionKind != 'age' and s.conditionKind != 'lifeInterest' %} This share shall be handed over as soon as may be after my death, without waiting for the administration of the rest of my estate.{% endif %}",
  hi: "{% if s.immediate and s.conditionKind != 'age' and s.conditionKind != 'lifeInterest' %} यह अंश, मेरी शेष संपत्ति के प्रशासन की प्रतीक्षा किए बिना, मेरी मृत्यु के पश्चात यथाशीघ्र सौंप दिया जाएगा।{% endif %}",
  ta: "{% if s.immediate and s.conditionKind != 'age' and s.conditionKind != 'lifeInterest' %} என் மற்றச் சொத்துகளின் நிர்வாகம் முடியும் வரை காத்திராமல், என் மரணத்திற்குப் பின் இயன்ற விரைவில் இப்பங்கு ஒப்படைக்கப்பட வேண்டும்.{% endif %}",
};
const BEQUEST_HEAD = {
  en: '{{ bq.number }}. I give and bequeath {{ bq.assets }} as follows.',
  hi: '{{ bq.number }}. {{ bq.assets }} — इसकी वसीयत निम्नानुसार की जाती है।',
  ta: '{{ bq.number }}. {{ bq.assets }} — இதைக் கீழ்க்கண்டவாறு வழங்குகிறேன்.',
};

const bequests: SeedClauseSet = {
  heading: { en: 'Bequests', hi: 'वसीयत द्वारा संपत्ति का वितरण', ta: 'உயில் மூலம் சொத்துப் பகிர்வு' },
  clauses: [
    {
      key: 'bequests_from_assignments',
      text: {
        en: `Subject to the payment of my debts and expenses as this will directs, I give and bequeath my property as follows.\n{%- for bq in bequests %}\n\n${BEQUEST_HEAD.en}\n{%- for s in bq.beneficiaries %}\n\n${SHARE_LINE.en}${SHARE_GUARDIAN.en}${SHARE_WHEN.en}\n{%- endfor %}\n{%- endfor %}`,
        hi: `इस वसीयत में निर्दिष्ट ऋणों और व्ययों के भुगतान के अधीन रहते हुए, मेरी संपत्ति के संबंध में मेरी वसीयत निम्नानुसार है।\n{%- for bq in bequests %}\n\n${BEQUEST_HEAD.hi}\n{%- for s in bq.beneficiaries %}\n\n${SHARE_LINE.hi}${SHARE_GUARDIAN.hi}${SHARE_WHEN.hi}\n{%- endfor %}\n{%- endfor %}`,
        ta: `இந்த உயிலில் குறிப்பிட்டுள்ளபடி என் கடன்களும் செலவுகளும் செலுத்தப்படுவதற்கு உட்பட்டு, என் சொத்துகளைக் கீழ்க்கண்டவாறு வழங்குகிறேன்.\n{%- for bq in bequests %}\n\n${BEQUEST_HEAD.ta}\n{%- for s in bq.beneficiaries %}\n\n${SHARE_LINE.ta}${SHARE_GUARDIAN.ta}${SHARE_WHEN.ta}\n{%- endfor %}\n{%- endfor %}`,
      },
    },
    {
      // Shared gifts as tenants in common: without it, a gift "to A and B" may pass wholly to the survivor.
      key: 'bequests_absolute_in_common',
      text: {
        en: `Subject to the payment of my debts and expenses as this will directs, I give and bequeath my property as follows.\n{%- for bq in bequests %}\n\n${BEQUEST_HEAD.en}\n{%- for s in bq.beneficiaries %}\n\n${SHARE_LINE.en}${SHARE_WHEN.en}\n{%- endfor %}\n{%- endfor %}\n\nEvery gift in this clause is absolute, with full rights of ownership, including the right to sell, give away, mortgage or otherwise deal with the property, subject only to any condition stated with it. Where a gift is shared, each beneficiary takes a separate share as a tenant in common and not as a joint tenant, so that no share passes to the others by survivorship. A share given to a minor shall be held for the minor as this will provides for gifts to minors.`,
        hi: `इस वसीयत में निर्दिष्ट ऋणों और व्ययों के भुगतान के अधीन रहते हुए, मेरी संपत्ति के संबंध में मेरी वसीयत निम्नानुसार है।\n{%- for bq in bequests %}\n\n${BEQUEST_HEAD.hi}\n{%- for s in bq.beneficiaries %}\n\n${SHARE_LINE.hi}${SHARE_WHEN.hi}\n{%- endfor %}\n{%- endfor %}\n\nइस खंड का प्रत्येक दान पूर्ण स्वामित्व में है — संपत्ति को बेचने, दान करने, बंधक रखने या उससे अन्यथा व्यवहार करने के अधिकार सहित — और केवल उसके साथ बताई गई शर्त के अधीन है। जहाँ कोई दान एक से अधिक लाभार्थियों में बाँटा गया है, वहाँ प्रत्येक लाभार्थी अपना अंश पृथक रूप से प्राप्त करेगा, संयुक्त स्वामी के रूप में नहीं; अतः किसी का अंश उत्तरजीविता के आधार पर अन्य लाभार्थियों को नहीं जाएगा। किसी नाबालिग को दिया गया अंश, नाबालिगों को दिए गए दानों के लिए इस वसीयत में दी गई व्यवस्था के अनुसार, उसके लिए धारित किया जाएगा।`,
        ta: `இந்த உயிலில் குறிப்பிட்டுள்ளபடி என் கடன்களும் செலவுகளும் செலுத்தப்படுவதற்கு உட்பட்டு, என் சொத்துகளைக் கீழ்க்கண்டவாறு வழங்குகிறேன்.\n{%- for bq in bequests %}\n\n${BEQUEST_HEAD.ta}\n{%- for s in bq.beneficiaries %}\n\n${SHARE_LINE.ta}${SHARE_WHEN.ta}\n{%- endfor %}\n{%- endfor %}\n\nஇந்த விதியின் ஒவ்வொரு கொடையும் முழு உரிமையுடன் கூடியது — சொத்தை விற்க, தானமாக அளிக்க, அடமானம் வைக்க அல்லது வேறுவகையில் கையாள உள்ள உரிமை உட்பட — அதனுடன் கூறப்பட்ட நிபந்தனைக்கு மட்டுமே உட்பட்டது. ஒரு கொடை பலருக்குப் பகிர்ந்து அளிக்கப்பட்டிருந்தால், ஒவ்வொருவரும் தத்தம் பங்கைத் தனித்தனியாகப் பெறுவர்; கூட்டு உரிமையாளர்களாக அல்ல; ஆகவே ஒருவரின் பங்கு உயிர்வாழ்வோர் உரிமையின் அடிப்படையில் மற்றவர்களுக்குச் செல்லாது. மைனர் ஒருவருக்கு அளிக்கப்பட்ட பங்கு, மைனர்களுக்கான கொடைகள் குறித்து இந்த உயில் கூறியுள்ளபடி அவருக்காக வைத்திருக்கப்பட வேண்டும்.`,
      },
    },
  ],
};

// Nominations ---------------------------------------------------------------------------------------------------

const NOMINATION_LIST = {
  en: '{% for n in nominations %}{% if forloop.first %}{% elsif forloop.last %} and {% else %}, {% endif %}{{ n.asset }} ({{ n.nominee }}){% endfor %}',
};
const nominations: SeedClauseSet = {
  heading: { en: 'Nominations', hi: 'नामांकन', ta: 'நியமனங்கள்' },
  clauses: [
    {
      key: 'nominations_hold_for_legatees',
      text: {
        en: `{% if nominations.size > 0 %}The institutions that hold some of my assets have a nominee on record for them, namely: ${NOMINATION_LIST.en}. A nominee of a bank account, deposit, demat account, shares, units or a flat in a co-operative housing society receives the asset only as the person to whom the institution may pay or transfer it, and holds it for those entitled to it under this will; I direct every such nominee to hand it over to them accordingly.{% for n in nominations %}{% if n.beneficial %}\n\nI record that {{ n.nominee }} is the nominee of {{ n.asset }}, a policy of insurance on my life, and, being my parent, spouse or child, is a beneficial nominee under section 39(7) of the Insurance Act, 1938, who takes the money payable under it in his or her own right; this will makes no other gift of that money.{% endif %}{% endfor %}{% endif %}`,
        hi: `{% if nominations.size > 0 %}मेरी कुछ संपत्तियों को धारित करने वाली संस्थाओं के अभिलेख में उनके नामिती दर्ज हैं: {% for n in nominations %}{% unless forloop.first %}, {% endunless %}{{ n.asset }} ({{ n.nominee }}){% endfor %}। बैंक खाते, जमा, डीमैट खाते, शेयरों, यूनिटों अथवा सहकारी आवास समिति के फ़्लैट का नामिती उस संपत्ति को केवल उस व्यक्ति के रूप में प्राप्त करता है जिसे संस्था उसका भुगतान या अंतरण कर सकती है, और वह उसे इस वसीयत के अधीन उसके हक़दारों के लिए धारित करता है; ऐसे प्रत्येक नामिती को मेरा निर्देश है कि वह उसे उन्हीं को सौंप दे।{% for n in nominations %}{% if n.beneficial %}\n\nयह अभिलिखित किया जाता है कि {{ n.nominee }} मेरे जीवन पर ली गई बीमा पॉलिसी {{ n.asset }} के नामिती हैं और मेरे माता-पिता, जीवनसाथी या संतान होने के कारण बीमा अधिनियम, 1938 की धारा 39(7) के अधीन हिताधिकारी नामिती हैं, जो उसके अधीन देय राशि अपने अधिकार से प्राप्त करते हैं; यह वसीयत उस राशि का अन्य कोई दान नहीं करती।{% endif %}{% endfor %}{% endif %}`,
        ta: `{% if nominations.size > 0 %}என் சொத்துகள் சிலவற்றை வைத்திருக்கும் நிறுவனங்களின் பதிவேட்டில் அவற்றுக்கு நியமனதாரர்கள் உள்ளனர்: {% for n in nominations %}{% unless forloop.first %}, {% endunless %}{{ n.asset }} ({{ n.nominee }}){% endfor %}. வங்கிக் கணக்கு, வைப்புத்தொகை, டீமேட் கணக்கு, பங்குகள், யூனிட்கள் அல்லது கூட்டுறவு வீட்டுவசதிச் சங்கக் குடியிருப்பு ஆகியவற்றின் நியமனதாரர், நிறுவனம் அச்சொத்தைச் செலுத்தவோ மாற்றவோ கூடிய நபராக மட்டுமே அதைப் பெறுகிறார்; இந்த உயிலின்படி அதற்கு உரிமையுள்ளவர்களுக்காகவே அதை வைத்திருக்கிறார். அத்தகைய ஒவ்வொரு நியமனதாரரும் அதை அவர்களிடம் ஒப்படைக்குமாறு அறிவுறுத்துகிறேன்.{% for n in nominations %}{% if n.beneficial %}\n\n{{ n.nominee }} என்பவர் என் உயிர் மீதான காப்பீட்டுப் பாலிசியான {{ n.asset }}-இன் நியமனதாரர் என்பதையும், என் பெற்றோர், வாழ்க்கைத் துணை அல்லது பிள்ளை என்பதால் காப்பீட்டுச் சட்டம், 1938, பிரிவு 39(7)-இன்படி பயன்பெறும் நியமனதாரர் என்பதையும், அதன் கீழ் செலுத்தப்படும் தொகையைத் தம் சொந்த உரிமையில் பெறுவார் என்பதையும் பதிவு செய்கிறேன்; இந்த உயில் அத்தொகையை வேறு எவருக்கும் வழங்கவில்லை.{% endif %}{% endfor %}{% endif %}`,
      },
    },
  ],
};

// Lapse ---------------------------------------------------------------------------------------------------------

// Not surviving by thirty days counts as dying first: it spares a double administration when deaths come close.
const lapse: SeedClauseSet = {
  heading: { en: 'Beneficiary dying before the testator', hi: 'वसीयतकर्ता से पहले लाभार्थी की मृत्यु', ta: 'உயிலாளருக்கு முன் பயனாளி இறந்தால்' },
  clauses: [
    {
      key: 'lapse_to_descendants_per_stirpes',
      text: {
        en: 'If any beneficiary under this will, other than an organisation, dies before me or does not survive me by thirty days, the gift to that beneficiary shall not lapse, but shall pass to his or her lineal descendants who survive me, per stirpes: that is, his or her children shall take equally the share the beneficiary would have taken, and the children of a child who has died shall take their parent’s portion in the same way. If the beneficiary leaves no lineal descendant who survives me, the gift shall fall into my residuary estate and pass under the residuary clause of this will.\n\nIf a beneficiary that is an organisation has ceased to exist or has been wound up at my death, its gift shall go to the body that has taken over its objects and work, if there is one, and otherwise shall fall into my residuary estate.',
        hi: 'यदि इस वसीयत का कोई लाभार्थी (किसी संस्था के अतिरिक्त) मेरी मृत्यु से पहले मर जाए, अथवा मेरी मृत्यु के बाद तीस दिन तक जीवित न रहे, तो उसे दिया गया दान व्यपगत नहीं होगा, बल्कि उसके उन सीधी रेखा के वंशजों को, जो मेरे बाद जीवित रहें, शाखावार रीति से प्राप्त होगा — अर्थात् वह अंश, जो उस लाभार्थी को मिलता, उसकी संतानें बराबर-बराबर लेंगी, और किसी दिवंगत संतान की संतानें उसी प्रकार अपने माता या पिता का भाग लेंगी। यदि ऐसा लाभार्थी मेरे बाद जीवित रहने वाला कोई सीधी रेखा का वंशज नहीं छोड़ता, तो वह दान मेरी अवशिष्ट संपत्ति में सम्मिलित होकर इस वसीयत के अवशिष्ट संपत्ति संबंधी खंड के अनुसार जाएगा।\n\nयदि कोई लाभार्थी संस्था मेरी मृत्यु के समय अस्तित्व में न रहे, अथवा उसका परिसमापन हो चुका हो, तो उसका दान उस संस्था को जाएगा जिसने उसके उद्देश्यों और कार्य को अपने हाथ में लिया हो; और ऐसी कोई संस्था न होने पर वह दान मेरी अवशिष्ट संपत्ति में सम्मिलित हो जाएगा।',
        ta: 'இந்த உயிலின் பயனாளி எவரேனும் (அமைப்பு அல்லாதவர்) எனக்கு முன்பே இறந்துவிட்டாலோ, என் மரணத்திற்குப் பின் முப்பது நாட்கள் உயிருடன் இல்லாவிட்டாலோ, அவருக்கான கொடை காலாவதியாகாது; எனக்குப் பின் உயிருடன் இருக்கும் அவருடைய நேர்வழி வம்சாவளியினருக்குக் கிளைவாரியாக அது சேர வேண்டும் — அதாவது, அப்பயனாளிக்குக் கிடைத்திருக்க வேண்டிய பங்கை அவருடைய பிள்ளைகள் சமமாகப் பெறுவர்; இறந்துபோன பிள்ளை ஒருவரின் பிள்ளைகள் அதே முறையில் தம் பெற்றோரின் பாகத்தைப் பெறுவர். அத்தகைய பயனாளி எனக்குப் பின் உயிருடன் இருக்கும் நேர்வழி வம்சாவளியினர் எவரையும் விட்டுச் செல்லவில்லையெனில், அக்கொடை என் எஞ்சிய சொத்துடன் சேர்ந்து, இந்த உயிலின் எஞ்சிய சொத்து குறித்த விதியின்படி செல்ல வேண்டும்.\n\nபயனாளியான அமைப்பு ஏதேனும் என் மரணத்தின்போது இல்லாமல் போயிருந்தாலோ கலைக்கப்பட்டிருந்தாலோ, அதன் நோக்கங்களையும் பணிகளையும் ஏற்று நடத்தும் அமைப்பு இருப்பின் அதற்கு அக்கொடை சேர வேண்டும்; அப்படி இல்லையெனில் அது என் எஞ்சிய சொத்துடன் சேர வேண்டும்.',
      },
    },
    {
      // Succession Act s.109 would otherwise carry a gift to a predeceased child who leaves issue into that child's
      // estate; a contrary intention in the will displaces it.
      key: 'lapse_to_residue',
      text: {
        en: 'If any beneficiary under this will dies before me, or does not survive me by thirty days, or (being an organisation) has ceased to exist at my death, the gift to that beneficiary shall lapse and fall into my residuary estate, to pass under the residuary clause of this will.{% unless law.isMuslim %} I intend this to apply also to a gift to my child or other lineal descendant, so that section 109 of the Indian Succession Act, 1925 shall not carry such a gift to the estate of the deceased beneficiary.{% endunless %} Where a gift is shared and one share lapses, only that share falls into the residue; the other shares are not affected.',
        hi: 'यदि इस वसीयत का कोई लाभार्थी मेरी मृत्यु से पहले मर जाए, अथवा मेरी मृत्यु के बाद तीस दिन तक जीवित न रहे, अथवा (संस्था होने की दशा में) मेरी मृत्यु के समय अस्तित्व में न रहे, तो उसे दिया गया दान व्यपगत हो जाएगा और मेरी अवशिष्ट संपत्ति में सम्मिलित होकर इस वसीयत के अवशिष्ट संपत्ति संबंधी खंड के अनुसार जाएगा।{% unless law.isMuslim %} मेरा आशय है कि यह मेरी संतान या अन्य सीधी रेखा के वंशज को दिए गए दान पर भी लागू हो, ताकि भारतीय उत्तराधिकार अधिनियम, 1925 की धारा 109 के अंतर्गत ऐसा दान दिवंगत लाभार्थी की संपदा को न जाए।{% endunless %} जहाँ कोई दान कई लाभार्थियों में बाँटा गया है और उनमें से एक अंश व्यपगत हो जाए, वहाँ केवल वही अंश अवशिष्ट संपत्ति में जाएगा; अन्य अंश प्रभावित नहीं होंगे।',
        ta: 'இந்த உயிலின் பயனாளி எவரேனும் எனக்கு முன்பே இறந்துவிட்டாலோ, என் மரணத்திற்குப் பின் முப்பது நாட்கள் உயிருடன் இல்லாவிட்டாலோ, (அமைப்பாக இருப்பின்) என் மரணத்தின்போது இல்லாமல் போயிருந்தாலோ, அவருக்கான கொடை காலாவதியாகி என் எஞ்சிய சொத்துடன் சேர்ந்து, இந்த உயிலின் எஞ்சிய சொத்து குறித்த விதியின்படி செல்ல வேண்டும்.{% unless law.isMuslim %} என் பிள்ளைக்கோ பிற நேர்வழி வம்சாவளியினருக்கோ அளித்த கொடைக்கும் இது பொருந்த வேண்டும் என்பதே என் நோக்கம்; ஆகவே இந்திய வாரிசுரிமைச் சட்டம், 1925, பிரிவு 109-இன்படி அத்தகைய கொடை இறந்த பயனாளியின் சொத்துக்குச் செல்லாது.{% endunless %} ஒரு கொடை பலருக்குப் பகிர்ந்து அளிக்கப்பட்டு, அதில் ஒரு பங்கு மட்டும் காலாவதியானால், அப்பங்கு மட்டுமே எஞ்சிய சொத்துடன் சேரும்; மற்றப் பங்குகள் பாதிக்கப்படாது.',
      },
    },
  ],
};

// Minors --------------------------------------------------------------------------------------------------------

// A testamentary guardian's appointment yields to a surviving natural guardian (for Hindus, HMGA s.9), so every
// appointment is made subject to that parent's rights.
const PARENT_PROVISO = {
  en: 'Each appointment shall take effect subject to the rights of any surviving parent who is the minor’s natural guardian under the law that applies to the minor.',
  hi: 'प्रत्येक नियुक्ति, नाबालिग पर लागू विधि के अनुसार उसके नैसर्गिक संरक्षक के रूप में किसी जीवित माता या पिता के अधिकारों के अधीन रहते हुए प्रभावी होगी।',
  ta: 'மைனருக்குப் பொருந்தும் சட்டப்படி அவருடைய இயற்கைப் பாதுகாவலரான பெற்றோர் எவரேனும் உயிருடன் இருப்பின், அவருக்குள்ள உரிமைகளுக்கு உட்பட்டே ஒவ்வொரு நியமனமும் நடைமுறைக்கு வரும்.',
};
const GUARDIANS = {
  en: "{% if guardian %}If neither parent of a minor child of mine is living, I appoint {{ guardian.fullName }}{% if guardian.relation != '' %}, my {{ guardian.relation | downcase }}{% endif %}{% if guardian.address != '' %}, residing at {{ guardian.address }}{% endif %}, to be the guardian of the person of that child{% if backupGuardian %}; and if {{ guardian.fullName }} is unable or unwilling to act, I appoint {{ backupGuardian.fullName }}{% if backupGuardian.relation != '' %}, my {{ backupGuardian.relation | downcase }}{% endif %}, in that place{% endif %}.{% if propertyManager %} Whatever a minor takes under this will shall be managed for the minor by {{ propertyManager.fullName }}{% if propertyManager.relation != '' %}, my {{ propertyManager.relation | downcase }}{% endif %}, and not by the guardian of the minor's person.{% endif %}\n\n{% endif %}",
  hi: "{% if guardian %}यदि मेरी किसी नाबालिग संतान के माता और पिता में से कोई भी जीवित न हो, तो {{ guardian.fullName }}{% if guardian.relation != '' %} ({{ guardian.relation }}){% endif %}{% if guardian.address != '' %}, निवासी {{ guardian.address }},{% endif %} को उस संतान के शरीर का संरक्षक नियुक्त किया जाता है{% if backupGuardian %}; और यदि {{ guardian.fullName }} कार्य करने में असमर्थ हों या ऐसा न चाहें, तो उनके स्थान पर {{ backupGuardian.fullName }}{% if backupGuardian.relation != '' %} ({{ backupGuardian.relation }}){% endif %} को नियुक्त किया जाता है{% endif %}।{% if propertyManager %} इस वसीयत के अधीन किसी नाबालिग को जो कुछ भी प्राप्त हो, उसका प्रबंध नाबालिग के शरीर का संरक्षक नहीं, बल्कि {{ propertyManager.fullName }}{% if propertyManager.relation != '' %} ({{ propertyManager.relation }}){% endif %} उस नाबालिग के लिए करेंगे।{% endif %}\n\n{% endif %}",
  ta: "{% if guardian %}என் மைனர் பிள்ளை எவருக்கேனும் தாய், தந்தை இருவருமே உயிருடன் இல்லையெனில், அப்பிள்ளையின் உடலுக்குப் பாதுகாவலராக {% if guardian.address != '' %}{{ guardian.address }} என்ற முகவரியில் வசிக்கும் {% endif %}{% if guardian.relation != '' %}என் {{ guardian.relation }} {% endif %}{{ guardian.fullName }} என்பவரை நியமிக்கிறேன்{% if backupGuardian %}; {{ guardian.fullName }} என்பவர் செயல்பட இயலாவிட்டாலோ விரும்பாவிட்டாலோ, அவருக்குப் பதிலாக {% if backupGuardian.relation != '' %}என் {{ backupGuardian.relation }} {% endif %}{{ backupGuardian.fullName }} என்பவரை நியமிக்கிறேன்{% endif %}.{% if propertyManager %} இந்த உயிலின் கீழ் மைனர் ஒருவர் பெறும் எதையும், அம்மைனரின் உடலுக்கான பாதுகாவலர் அல்லாமல், {% if propertyManager.relation != '' %}என் {{ propertyManager.relation }} {% endif %}{{ propertyManager.fullName }} என்பவரே அவருக்காக நிர்வகிக்க வேண்டும்.{% endif %}\n\n{% endif %}",
};
const NO_MINOR_TODAY = {
  en: 'No beneficiary under this will is a minor today.',
  hi: 'आज की स्थिति में इस वसीयत का कोई भी लाभार्थी नाबालिग नहीं है।',
  ta: 'இன்றைய நிலையில் இந்த உயிலின் பயனாளிகள் எவரும் மைனர் அல்லர்.',
};

const TRUST = {
  en: (age: string) =>
    `${GUARDIANS.en}{% if minors.size > 0 %}{% if minors.size > 1 %}The following beneficiaries under this will are minors{% else %}One beneficiary under this will is a minor{% endif %}: {% for m in minors %}{{ m.fullName }}{% if forloop.last %}.{% elsif forloop.rindex == 2 %} and {% else %}, {% endif %}{% endfor %}{% else %}${NO_MINOR_TODAY.en}{% endif %} Whatever passes under this will to a beneficiary who is under the age of ${age} years at my death shall not be handed over to that beneficiary, but shall be held in trust for him or her by {% if executor %}my executor, {{ executor.fullName }},{% else %}the person administering my estate{% endif %} as trustee, until the beneficiary attains that age, and shall then be transferred to the beneficiary absolutely.\n\nThe beneficiary’s interest shall vest at my death; only its possession is deferred. If the beneficiary dies before attaining the age of ${age} years, the property held for him or her shall pass to his or her legal heirs.\n\nUntil then the trustee: (a) shall keep the property safe, and invest any money in deposits with scheduled banks, in post office savings schemes or in securities of the Government of India; (b) may apply the income and, where needed, the capital for the beneficiary’s maintenance, education, health and advancement in life, and may pay it to the beneficiary’s guardian, whose receipt shall be a sufficient discharge; (c) shall, so far as the law permits, add to the capital any income not so applied; (d) shall not sell or mortgage any immovable property so held unless it is clearly for the beneficiary’s benefit; and (e) shall keep proper accounts and render them to the beneficiary when the trust ends. The trustee shall be reimbursed all reasonable expenses of the trust, but shall take no remuneration.{% if minors.size > 0 %}\n\n{% for m in minors %}{% if m.guardian != '' %}I appoint {{ m.guardian }} to be the guardian of the person of {{ m.fullName }}. {% else %}I name no guardian of the person of {{ m.fullName }}. {% endif %}{% endfor %}${PARENT_PROVISO.en}{% endif %}`,
  hi: (age: string) =>
    `${GUARDIANS.hi}{% if minors.size > 0 %}{% if minors.size > 1 %}इस वसीयत के निम्नलिखित लाभार्थी नाबालिग हैं{% else %}इस वसीयत का निम्नलिखित लाभार्थी नाबालिग है{% endif %}: {% for m in minors %}{% unless forloop.first %}, {% endunless %}{{ m.fullName }}{% endfor %}।{% else %}${NO_MINOR_TODAY.hi}{% endif %} मेरी मृत्यु के समय ${age} वर्ष से कम आयु के किसी लाभार्थी को इस वसीयत के अधीन जो कुछ भी प्राप्त हो, वह उसे सौंपा नहीं जाएगा, बल्कि {% if executor %}मेरे निष्पादक {{ executor.fullName }}{% else %}मेरी संपत्ति का प्रशासन करने वाले व्यक्ति{% endif %} द्वारा न्यासी के रूप में उसके लिए न्यास में तब तक धारित किया जाएगा जब तक वह लाभार्थी उस आयु को प्राप्त न कर ले, और तत्पश्चात उसे पूर्ण स्वामित्व में अंतरित कर दिया जाएगा।\n\nलाभार्थी का हित मेरी मृत्यु पर ही निहित हो जाएगा; केवल उसका कब्ज़ा स्थगित रहेगा। यदि ${age} वर्ष की आयु प्राप्त करने से पहले लाभार्थी की मृत्यु हो जाए, तो उसके लिए धारित संपत्ति उसके विधिक उत्तराधिकारियों को प्राप्त होगी।\n\nतब तक न्यासी: (क) संपत्ति को सुरक्षित रखेगा और धनराशि को अनुसूचित बैंकों की जमा योजनाओं, डाकघर बचत योजनाओं या भारत सरकार की प्रतिभूतियों में निवेश करेगा; (ख) उसकी आय का, और आवश्यक होने पर मूलधन का भी, लाभार्थी के भरण-पोषण, शिक्षा, स्वास्थ्य और जीवन में उन्नति के लिए उपयोग कर सकेगा, और यह राशि लाभार्थी के संरक्षक को दे सकेगा, जिसकी रसीद पर्याप्त उन्मोचन होगी; (ग) विधि द्वारा अनुमत सीमा तक, इस प्रकार उपयोग न की गई आय को मूलधन में जोड़ेगा; (घ) इस प्रकार धारित किसी अचल संपत्ति का विक्रय या बंधक तभी करेगा जब वह स्पष्ट रूप से लाभार्थी के हित में हो; और (ङ) उचित लेखा रखेगा और न्यास समाप्त होने पर उसे लाभार्थी को सौंपेगा। न्यासी को न्यास के सभी युक्तियुक्त व्यय प्रतिपूर्त किए जाएँगे, किंतु वह कोई पारिश्रमिक नहीं लेगा।{% if minors.size > 0 %}\n\n{% for m in minors %}{% if m.guardian != '' %}{{ m.guardian }} को {{ m.fullName }} के शरीर का संरक्षक नियुक्त किया जाता है। {% else %}{{ m.fullName }} के शरीर का कोई संरक्षक नियुक्त नहीं किया गया है। {% endif %}{% endfor %}${PARENT_PROVISO.hi}{% endif %}`,
  ta: (age: string) =>
    `${GUARDIANS.ta}{% if minors.size > 0 %}இந்த உயிலின் பயனாளிகளில் {% for m in minors %}{% unless forloop.first %}, {% endunless %}{{ m.fullName }}{% endfor %} {% if minors.size > 1 %}ஆகியோர் மைனர்கள்{% else %}அவர்கள் மைனர்{% endif %}.{% else %}${NO_MINOR_TODAY.ta}{% endif %} என் மரணத்தின்போது ${age} வயது நிறைவடையாத பயனாளி எவருக்கும் இந்த உயிலின் கீழ் சேரும் எதுவும் அவரிடம் நேரடியாக ஒப்படைக்கப்படக் கூடாது; {% if executor %}என் நிறைவேற்றுநர் {{ executor.fullName }} என்பவர்{% else %}என் சொத்தை நிர்வகிப்பவர்{% endif %} அறங்காவலராக இருந்து, அப்பயனாளி அவ்வயதை அடையும் வரை அதை அவருக்காக அறக்கட்டளையாக வைத்திருந்து, அதன் பின் முழு உரிமையுடன் அவருக்கு மாற்றித் தர வேண்டும்.\n\nபயனாளியின் உரிமை என் மரணத்தின்போதே அவருக்கு உரித்தாகிவிடும்; அதன் உடைமை மட்டுமே தள்ளிவைக்கப்படுகிறது. ${age} வயதை அடைவதற்கு முன் அப்பயனாளி இறந்துவிட்டால், அவருக்காக வைத்திருக்கும் சொத்து அவருடைய சட்டப்படியான வாரிசுகளுக்குச் சேர வேண்டும்.\n\nஅதுவரை அறங்காவலர்: (அ) சொத்தைப் பாதுகாப்பாக வைத்திருந்து, பணத்தை பட்டியலிடப்பட்ட (ஷெட்யூல்டு) வங்கிகளின் வைப்புகளிலோ, அஞ்சலகச் சேமிப்புத் திட்டங்களிலோ, இந்திய அரசின் பத்திரங்களிலோ முதலீடு செய்ய வேண்டும்; (ஆ) அதன் வருமானத்தையும், தேவைப்படின் முதலையும், பயனாளியின் பராமரிப்பு, கல்வி, உடல்நலம், வாழ்க்கை முன்னேற்றம் ஆகியவற்றுக்குப் பயன்படுத்தலாம்; அத்தொகையைப் பயனாளியின் பாதுகாவலரிடம் வழங்கலாம் — அவருடைய ரசீதே போதுமான விடுவிப்பாகும்; (இ) சட்டம் அனுமதிக்கும் அளவுக்கு, அவ்வாறு பயன்படுத்தப்படாத வருமானத்தை முதலுடன் சேர்க்க வேண்டும்; (ஈ) அவ்வாறு வைத்திருக்கும் அசையாச் சொத்தை, பயனாளிக்குத் தெளிவாக நன்மை பயக்கும் நிலையில் அன்றி, விற்கவோ அடமானம் வைக்கவோ கூடாது; (உ) முறையான கணக்குகளைப் பராமரித்து, அறக்கட்டளை முடியும்போது அவற்றைப் பயனாளியிடம் ஒப்படைக்க வேண்டும். அறக்கட்டளையின் நியாயமான செலவுகள் அனைத்தும் அறங்காவலருக்குத் திருப்பிச் செலுத்தப்படும்; ஆனால் அவர் ஊதியம் எதுவும் பெறக் கூடாது.{% if minors.size > 0 %}\n\n{% for m in minors %}{% if m.guardian != '' %}{{ m.fullName }} என்பவரின் வளர்ப்புக்கும் நலனுக்கும் பாதுகாவலராக {{ m.guardian }} என்பவரை நியமிக்கிறேன். {% else %}{{ m.fullName }} என்பவரின் வளர்ப்புக்கும் நலனுக்கும் நான் பாதுகாவலர் எவரையும் நியமிக்கவில்லை. {% endif %}{% endfor %}${PARENT_PROVISO.ta}{% endif %}`,
};

const guardianship: SeedClauseSet = {
  heading: { en: 'Guardianship of minors', hi: 'नाबालिगों की संरक्षकता', ta: 'மைனர்களின் பாதுகாவல்' },
  clauses: [
    {
      key: 'guardian_for_minors',
      text: {
        en: `${GUARDIANS.en}{% if minors.size > 1 %}The following beneficiaries under this will are minors, and I make these appointments for them:{% elsif minors.size == 1 %}One beneficiary under this will is a minor, and I make this appointment:{% endif %}{% if minors.size > 0 %}\n{%- for m in minors %}\n\n({{ forloop.index }}) {% if m.guardian != '' %}I appoint {{ m.guardian }} to be the guardian of {% if propertyManager %}the person of {{ m.fullName }}{% elsif guardian %}the property that {{ m.fullName }} takes under this will{% else %}the person and property of {{ m.fullName }}{% endif %}.{% else %}I appoint no guardian for {{ m.fullName }}; my executor shall hold the property of {{ m.fullName }} under this will as provided below.{% endif %}\n{%- endfor %}\n\n${PARENT_PROVISO.en}{% else %}${NO_MINOR_TODAY.en}{% endif %}\n\nAny property that passes under this will to a minor shall be received and held on the minor’s behalf by the minor’s guardian (or, where none is named, by my executor) until the minor attains the age of eighteen years, and shall then be handed over to the beneficiary. Until then the person holding it: may apply the income and, where needed, the capital for the minor’s maintenance, education and welfare; shall keep any money invested in deposits with scheduled banks, in post office savings schemes or in securities of the Government of India; shall not sell, mortgage or lease any immovable property of the minor without the permission of the court where the law requires it; and shall keep proper accounts, to be rendered to the minor on attaining majority.`,
        hi: `${GUARDIANS.hi}{% if minors.size > 1 %}इस वसीयत के निम्नलिखित लाभार्थी नाबालिग हैं, और उनके लिए निम्नानुसार नियुक्तियाँ की जाती हैं:{% elsif minors.size == 1 %}इस वसीयत का निम्नलिखित लाभार्थी नाबालिग है, और उसके लिए निम्नानुसार नियुक्ति की जाती है:{% endif %}{% if minors.size > 0 %}\n{%- for m in minors %}\n\n({{ forloop.index }}) {% if m.guardian != '' %}{{ m.guardian }} को {% if propertyManager %}{{ m.fullName }} के शरीर का{% elsif guardian %}इस वसीयत के अधीन {{ m.fullName }} को प्राप्त संपत्ति का{% else %}{{ m.fullName }} के शरीर तथा संपत्ति का{% endif %} संरक्षक नियुक्त किया जाता है।{% else %}{{ m.fullName }} के लिए कोई संरक्षक नियुक्त नहीं किया गया है; इस वसीयत के अधीन उसकी संपत्ति मेरा निष्पादक नीचे दिए गए अनुसार धारित करेगा।{% endif %}\n{%- endfor %}\n\n${PARENT_PROVISO.hi}{% else %}${NO_MINOR_TODAY.hi}{% endif %}\n\nइस वसीयत के अधीन किसी नाबालिग को प्राप्त होने वाली कोई भी संपत्ति, उसके अठारह वर्ष की आयु प्राप्त करने तक, उसकी ओर से उसके संरक्षक द्वारा (और संरक्षक नियुक्त न होने पर मेरे निष्पादक द्वारा) प्राप्त और धारित की जाएगी, और तत्पश्चात उसे सौंप दी जाएगी। तब तक संपत्ति धारित करने वाला व्यक्ति: उसकी आय का, और आवश्यक होने पर मूलधन का भी, नाबालिग के भरण-पोषण, शिक्षा और कल्याण के लिए उपयोग कर सकेगा; धनराशि को अनुसूचित बैंकों की जमा योजनाओं, डाकघर बचत योजनाओं या भारत सरकार की प्रतिभूतियों में निवेशित रखेगा; जहाँ विधि अपेक्षा करे वहाँ न्यायालय की अनुमति के बिना नाबालिग की किसी अचल संपत्ति का विक्रय, बंधक या पट्टा नहीं करेगा; और उचित लेखा रखेगा, जो नाबालिग के वयस्क होने पर उसे सौंपा जाएगा।`,
        ta: `${GUARDIANS.ta}{% if minors.size > 1 %}இந்த உயிலின் பயனாளிகளில் கீழ்க்கண்டவர்கள் மைனர்கள்; அவர்களுக்காகப் பின்வரும் நியமனங்களைச் செய்கிறேன்:{% elsif minors.size == 1 %}இந்த உயிலின் பயனாளிகளில் கீழ்க்கண்டவர் மைனர்; அவருக்காகப் பின்வரும் நியமனத்தைச் செய்கிறேன்:{% endif %}{% if minors.size > 0 %}\n{%- for m in minors %}\n\n({{ forloop.index }}) {% if m.guardian != '' %}{% if propertyManager %}{{ m.fullName }} என்பவரின் உடலுக்குப்{% elsif guardian %}இந்த உயிலின் கீழ் {{ m.fullName }} என்பவருக்குச் சேரும் சொத்துக்குப்{% else %}{{ m.fullName }} என்பவரின் உடலுக்கும் சொத்துக்கும்{% endif %} பாதுகாவலராக {{ m.guardian }} என்பவரை நியமிக்கிறேன்.{% else %}{{ m.fullName }} என்பவருக்கு நான் பாதுகாவலர் எவரையும் நியமிக்கவில்லை; இந்த உயிலின் கீழ் அவர் பெறும் சொத்தைக் கீழே கூறியுள்ளபடி என் நிறைவேற்றுநர் வைத்திருக்க வேண்டும்.{% endif %}\n{%- endfor %}\n\n${PARENT_PROVISO.ta}{% else %}${NO_MINOR_TODAY.ta}{% endif %}\n\nஇந்த உயிலின் கீழ் மைனர் ஒருவருக்குச் சேரும் எந்தச் சொத்தும், அவருக்கு 18 வயது நிறைவடையும் வரை, அவர் சார்பாக அவருடைய பாதுகாவலரால் (பாதுகாவலர் நியமிக்கப்படாதபோது என் நிறைவேற்றுநரால்) பெற்று வைத்திருக்கப்பட்டு, அதன் பின் அவரிடம் ஒப்படைக்கப்பட வேண்டும். அதுவரை அச்சொத்தை வைத்திருப்பவர்: அதன் வருமானத்தையும், தேவைப்படின் முதலையும், மைனரின் பராமரிப்பு, கல்வி, நலன் ஆகியவற்றுக்குப் பயன்படுத்தலாம்; பணத்தை பட்டியலிடப்பட்ட (ஷெட்யூல்டு) வங்கிகளின் வைப்புகளிலோ, அஞ்சலகச் சேமிப்புத் திட்டங்களிலோ, இந்திய அரசின் பத்திரங்களிலோ முதலீடு செய்து வைக்க வேண்டும்; சட்டம் கோரும் இடங்களில் நீதிமன்ற அனுமதியின்றி மைனரின் அசையாச் சொத்தை விற்கவோ, அடமானம் வைக்கவோ, குத்தகைக்கு விடவோ கூடாது; முறையான கணக்குகளைப் பராமரித்து, மைனர் வயது வந்தவுடன் அவற்றை அவரிடம் ஒப்படைக்க வேண்டும்.`,
      },
    },
    {
      key: 'trust_for_minors_until_18',
      text: { en: TRUST.en('eighteen'), hi: TRUST.hi('अठारह'), ta: TRUST.ta('18') },
    },
    {
      // Succession Act s.117 lets income be accumulated only for 18 years from death or during a minority, hence
      // "so far as the law permits" in the trust's accumulation power.
      key: 'trust_for_minors_until_21',
      text: { en: TRUST.en('twenty-one'), hi: TRUST.hi('इक्कीस'), ta: TRUST.ta('21') },
    },
  ],
};

// Residue -------------------------------------------------------------------------------------------------------

const RESIDUE_IS = {
  en: 'My residuary estate is all my property, movable and immovable, wherever situated, that this will does not otherwise effectively dispose of{% if unassignedAssets.size > 0 %}, including the following, which I have not given to anyone by name: {% for u in unassignedAssets %}{% if forloop.first %}{% elsif forloop.last %} and {% else %}, {% endif %}{{ u.name }}{% endfor %}{% endif %}. It also includes any property I acquire after signing this will, and any gift under this will that lapses or fails.',
  hi: 'मेरी अवशिष्ट संपत्ति में मेरी वे सभी चल और अचल संपत्तियाँ, जहाँ कहीं भी स्थित हों, सम्मिलित हैं जिनका इस वसीयत द्वारा अन्यथा प्रभावी रूप से निपटारा नहीं हुआ है{% if unassignedAssets.size > 0 %}, और इनमें निम्नलिखित भी सम्मिलित हैं, जिन्हें इस वसीयत में नाम लेकर किसी को नहीं दिया गया है: {% for u in unassignedAssets %}{% unless forloop.first %}, {% endunless %}{{ u.name }}{% endfor %}{% endif %}। इसमें वह संपत्ति भी सम्मिलित है जो मुझे इस वसीयत पर हस्ताक्षर करने के पश्चात प्राप्त हो, तथा इस वसीयत का कोई भी दान जो व्यपगत या विफल हो जाए।',
  ta: '{% if unassignedAssets.size > 0 %}இந்த உயிலில் பெயர் குறிப்பிட்டு எவருக்கும் வழங்கப்படாத {% for u in unassignedAssets %}{% unless forloop.first %}, {% endunless %}{{ u.name }}{% endfor %}{% if unassignedAssets.size > 1 %} ஆகியவை{% endif %} உட்பட, {% endif %}இந்த உயிலால் வேறுவகையில் முறையாக வழங்கப்படாத, எங்கிருந்தாலும், என் அசையும் மற்றும் அசையாச் சொத்துகள் அனைத்தும் என் எஞ்சிய சொத்தாகும். இந்த உயிலில் கையொப்பமிட்ட பின் நான் பெறும் சொத்துகளும், இந்த உயிலின் கீழ் காலாவதியாகும் அல்லது செல்லாமல் போகும் கொடைகளும் இதில் அடங்கும்.',
};

const residue: SeedClauseSet = {
  heading: { en: 'Residuary estate', hi: 'अवशिष्ट संपत्ति', ta: 'எஞ்சிய சொத்து' },
  clauses: [
    {
      key: 'residue_to_legal_heirs',
      text: {
        en: `${RESIDUE_IS.en}\n\nAfter the payments this will directs, I give my residuary estate {% if residuary.isDefault %}to the persons who would be my heirs under the law of succession that applies to me had I died without a will, in the shares that law would give them{% else %}as follows: {% for r in residuary.beneficiaries %}{% if forloop.first %}{% elsif forloop.last %}; and {% else %}; {% endif %}{{ r.fullName }}{% if r.relation != '' %}, my {{ r.relation | downcase }}{% endif %}{% if r.shareWords != '' %}, {{ r.shareWords }}{% endif %}{% endfor %}, each taking a separate share as a tenant in common{% endif %}.`,
        hi: `${RESIDUE_IS.hi}\n\nइस वसीयत में निर्दिष्ट भुगतानों के पश्चात, मेरी अवशिष्ट संपत्ति {% if residuary.isDefault %}उन व्यक्तियों को प्राप्त होगी जो मेरे निर्वसीयत मरने की दशा में मुझ पर लागू उत्तराधिकार विधि के अनुसार मेरे उत्तराधिकारी होते, और उन्हीं अंशों में जो वह विधि उन्हें देती{% else %}निम्नानुसार प्राप्त होगी: {% for r in residuary.beneficiaries %}{% if forloop.first %}{% elsif forloop.last %}; तथा {% else %}; {% endif %}{{ r.fullName }}{% if r.relation != '' %} ({{ r.relation }}){% endif %}{% if r.shareWords != '' %} — {{ r.shareWords }}{% endif %}{% endfor %}; प्रत्येक अपना अंश पृथक रूप से लेगा, संयुक्त स्वामी के रूप में नहीं{% endif %}।`,
        ta: `${RESIDUE_IS.ta}\n\nஇந்த உயிலில் குறிப்பிட்டுள்ள செலுத்தல்களுக்குப் பின், {% if residuary.isDefault %}நான் உயில் எழுதாமல் இறந்திருந்தால் எனக்குப் பொருந்தும் வாரிசுரிமைச் சட்டப்படி எனக்கு வாரிசுகளாக இருந்திருக்கக்கூடியவர்களுக்கு, அச்சட்டம் அவர்களுக்கு அளிக்கும் பங்குகளின்படி, என் எஞ்சிய சொத்து சேர வேண்டும்{% else %}என் எஞ்சிய சொத்து கீழ்க்கண்டவாறு சேர வேண்டும்: {% for r in residuary.beneficiaries %}{% unless forloop.first %}; {% endunless %}{% if r.relation != '' %}என் {{ r.relation }} {% endif %}{{ r.fullName }} என்பவருக்கு{% if r.shareWords != '' %}, {{ r.shareWords }}{% endif %}{% endfor %}; ஒவ்வொருவரும் தத்தம் பங்கைத் தனித்தனியாகப் பெறுவர்; கூட்டு உரிமையாளர்களாக அல்ல{% endif %}.`,
      },
    },
    {
      key: 'residue_to_beneficiaries_equally',
      text: {
        en: `${RESIDUE_IS.en}\n\nAfter the payments this will directs, I give my residuary estate {% if residuary.beneficiaries.size == 0 %}to the persons who would be my heirs under the law of succession that applies to me had I died without a will, in the shares that law would give them.{% else %}{% if residuary.isDefault %}to these members of my immediate family who survive me: {% for r in residuary.beneficiaries %}{% if forloop.first %}{% elsif forloop.last %}; and {% else %}; {% endif %}{{ r.fullName }}{% if r.relation != '' %}, my {{ r.relation | downcase }}{% endif %}{% if r.shareWords != '' %}, {{ r.shareWords }}{% endif %}{% endfor %}, each taking a separate share as a tenant in common; the children of any child of mine who dies before me shall take, equally among them, the share their parent would have taken (per stirpes).{% else %}as follows: {% for r in residuary.beneficiaries %}{% if forloop.first %}{% elsif forloop.last %}; and {% else %}; {% endif %}{{ r.fullName }}{% if r.relation != '' %}, my {{ r.relation | downcase }}{% endif %}{% if r.shareWords != '' %}, {{ r.shareWords }}{% endif %}{% endfor %}, each taking a separate share as a tenant in common.{% endif %} If the gift of any share of the residue fails and this will does not carry that share elsewhere, it shall go to the other residuary beneficiaries in proportion to their shares. The share of a minor shall be held for the minor as this will provides for gifts to minors.{% endif %}`,
        hi: `${RESIDUE_IS.hi}\n\nइस वसीयत में निर्दिष्ट भुगतानों के पश्चात, मेरी अवशिष्ट संपत्ति {% if residuary.beneficiaries.size == 0 %}उन व्यक्तियों को प्राप्त होगी जो मेरे निर्वसीयत मरने की दशा में मुझ पर लागू उत्तराधिकार विधि के अनुसार मेरे उत्तराधिकारी होते, और उन्हीं अंशों में जो वह विधि उन्हें देती।{% else %}{% if residuary.isDefault %}मेरे निकटतम परिवार के निम्नलिखित सदस्यों को, जो मेरी मृत्यु के समय जीवित हों, प्राप्त होगी: {% for r in residuary.beneficiaries %}{% if forloop.first %}{% elsif forloop.last %}; तथा {% else %}; {% endif %}{{ r.fullName }}{% if r.relation != '' %} ({{ r.relation }}){% endif %}{% if r.shareWords != '' %} — {{ r.shareWords }}{% endif %}{% endfor %}; प्रत्येक अपना अंश पृथक रूप से लेगा, संयुक्त स्वामी के रूप में नहीं; और मेरी जिस संतान की मृत्यु मुझसे पहले हो जाए, उसकी संतानें वह अंश, जो उनके माता या पिता को मिलता, आपस में बराबर-बराबर लेंगी (शाखावार रीति से)।{% else %}निम्नानुसार प्राप्त होगी: {% for r in residuary.beneficiaries %}{% if forloop.first %}{% elsif forloop.last %}; तथा {% else %}; {% endif %}{{ r.fullName }}{% if r.relation != '' %} ({{ r.relation }}){% endif %}{% if r.shareWords != '' %} — {{ r.shareWords }}{% endif %}{% endfor %}; प्रत्येक अपना अंश पृथक रूप से लेगा, संयुक्त स्वामी के रूप में नहीं।{% endif %} यदि अवशिष्ट संपत्ति के किसी अंश का दान विफल हो जाए और यह वसीयत उस अंश को अन्यत्र न ले जाए, तो वह अंश अन्य अवशिष्ट लाभार्थियों को उनके अंशों के अनुपात में प्राप्त होगा। किसी नाबालिग का अंश, नाबालिगों को दिए गए दानों के लिए इस वसीयत में दी गई व्यवस्था के अनुसार, उसके लिए धारित किया जाएगा।{% endif %}`,
        ta: `${RESIDUE_IS.ta}\n\nஇந்த உயிலில் குறிப்பிட்டுள்ள செலுத்தல்களுக்குப் பின், {% if residuary.beneficiaries.size == 0 %}நான் உயில் எழுதாமல் இறந்திருந்தால் எனக்குப் பொருந்தும் வாரிசுரிமைச் சட்டப்படி எனக்கு வாரிசுகளாக இருந்திருக்கக்கூடியவர்களுக்கு, அச்சட்டம் அவர்களுக்கு அளிக்கும் பங்குகளின்படி, என் எஞ்சிய சொத்து சேர வேண்டும்.{% else %}{% if residuary.isDefault %}என் மரணத்தின்போது உயிருடன் இருக்கும் என் நெருங்கிய குடும்ப உறுப்பினர்களான பின்வருவோருக்கு என் எஞ்சிய சொத்து சேர வேண்டும்: {% for r in residuary.beneficiaries %}{% unless forloop.first %}; {% endunless %}{% if r.relation != '' %}என் {{ r.relation }} {% endif %}{{ r.fullName }} என்பவருக்கு{% if r.shareWords != '' %}, {{ r.shareWords }}{% endif %}{% endfor %}; ஒவ்வொருவரும் தத்தம் பங்கைத் தனித்தனியாகப் பெறுவர்; கூட்டு உரிமையாளர்களாக அல்ல. என் பிள்ளைகளில் எவரேனும் எனக்கு முன்பே இறந்துவிட்டால், அவருக்குக் கிடைத்திருக்க வேண்டிய பங்கை அவருடைய பிள்ளைகள் தமக்குள் சமமாகப் பெறுவர் (கிளைவாரியாக).{% else %}என் எஞ்சிய சொத்து கீழ்க்கண்டவாறு சேர வேண்டும்: {% for r in residuary.beneficiaries %}{% unless forloop.first %}; {% endunless %}{% if r.relation != '' %}என் {{ r.relation }} {% endif %}{{ r.fullName }} என்பவருக்கு{% if r.shareWords != '' %}, {{ r.shareWords }}{% endif %}{% endfor %}; ஒவ்வொருவரும் தத்தம் பங்கைத் தனித்தனியாகப் பெறுவர்; கூட்டு உரிமையாளர்களாக அல்ல.{% endif %} எஞ்சிய சொத்தின் ஒரு பங்குக்கான கொடை செல்லாமல் போய், இந்த உயில் அப்பங்கை வேறு எங்கும் செலுத்தாவிட்டால், அது மற்ற எஞ்சிய சொத்துப் பயனாளிகளுக்கு அவர்களுடைய பங்குகளின் விகிதத்தில் சேர வேண்டும். மைனர் ஒருவரின் பங்கு, மைனர்களுக்கான கொடைகள் குறித்து இந்த உயில் கூறியுள்ளபடி அவருக்காக வைத்திருக்கப்பட வேண்டும்.{% endif %}`,
      },
    },
  ],
};

// No contest ----------------------------------------------------------------------------------------------------

// Forfeiture on challenge is at best uncertain in Indian courts; the clause is a wish, and says so.
const noContest: SeedClauseSet = {
  heading: { en: 'Wish that the will not be contested', hi: 'वसीयत को चुनौती न देने की इच्छा', ta: 'உயிலை எதிர்க்காமை குறித்த விருப்பம்' },
  clauses: [
    {
      key: 'no_contest_wish',
      text: {
        en: 'It is my earnest wish that no member of my family and no beneficiary shall dispute this will, or any gift in it, in any court or elsewhere, and I ask each of them to accept what I have provided in the spirit in which I have provided it. Should any beneficiary nevertheless contest the validity of this will without reasonable cause, it is my wish that the benefit this will gives to that beneficiary be forfeited and fall into my residuary estate.\n\nI record, by way of note, that a court may decline to enforce such a forfeiture, and that nothing in this clause is meant to prevent anyone from having a genuine question about this will decided according to law.',
        hi: 'मेरी हार्दिक इच्छा है कि मेरे परिवार का कोई सदस्य अथवा कोई लाभार्थी इस वसीयत को, या इसके किसी दान को, किसी न्यायालय में या अन्यत्र चुनौती न दे, और प्रत्येक व्यक्ति मेरे द्वारा की गई व्यवस्था को उसी भावना से स्वीकार करे जिस भावना से वह की गई है। यदि फिर भी कोई लाभार्थी बिना उचित कारण के इस वसीयत की वैधता को चुनौती दे, तो मेरी इच्छा है कि इस वसीयत द्वारा उसे दिया गया लाभ समपहृत होकर मेरी अवशिष्ट संपत्ति में सम्मिलित हो जाए।\n\nटिप्पणी: न्यायालय ऐसे समपहरण को लागू करने से इनकार कर सकता है, और इस खंड का आशय किसी को भी इस वसीयत से संबंधित किसी वास्तविक प्रश्न का विधि के अनुसार निर्णय कराने से रोकना नहीं है।',
        ta: 'என் குடும்ப உறுப்பினர் எவரும், பயனாளி எவரும் இந்த உயிலையோ இதிலுள்ள எந்தக் கொடையையோ எந்த நீதிமன்றத்திலும் வேறு எங்கும் எதிர்க்கக் கூடாது என்பதும், நான் செய்துள்ள ஏற்பாட்டை அது செய்யப்பட்ட அதே உணர்வுடன் ஒவ்வொருவரும் ஏற்க வேண்டும் என்பதும் என் மனப்பூர்வமான விருப்பம். அவ்வாறிருந்தும், பயனாளி எவரேனும் நியாயமான காரணமின்றி இந்த உயிலின் செல்லுந்தன்மையை எதிர்த்தால், இந்த உயில் அவருக்கு அளித்த பயனை அவர் இழந்து, அது என் எஞ்சிய சொத்துடன் சேர வேண்டும் என்பது என் விருப்பம்.\n\nகுறிப்பு: அத்தகைய உரிமை இழப்பை நீதிமன்றம் நடைமுறைப்படுத்த மறுக்கலாம்; இந்த உயில் தொடர்பான உண்மையான கேள்வி எதையும் சட்டப்படி தீர்மானித்துக்கொள்வதிலிருந்து எவரையும் தடுப்பது இந்த விதியின் நோக்கமல்ல.',
      },
    },
    {
      key: 'no_contest_family_settlement',
      text: {
        en: 'If any difference arises among the members of my family or the beneficiaries about this will or its administration, it is my wish that they first try to settle it among themselves, with the help of my executor or through mediation, before approaching any court, remembering the affection with which this will is made. It is also my wish that a beneficiary who contests this will without reasonable cause should not take the benefit it gives him or her.\n\nI record, by way of note, that a court may decline to enforce any such forfeiture, and that this wish does not bar anyone from having a genuine dispute decided according to law.',
        hi: 'यदि इस वसीयत या इसके प्रशासन के संबंध में मेरे परिवार के सदस्यों या लाभार्थियों के बीच कोई मतभेद उत्पन्न हो, तो मेरी इच्छा है कि किसी न्यायालय में जाने से पहले वे उसे आपस में, मेरे निष्पादक की सहायता से अथवा मध्यस्थता द्वारा, सुलझाने का प्रयास करें, और उस स्नेह को स्मरण रखें जिसके साथ यह वसीयत की गई है। मेरी यह भी इच्छा है कि जो लाभार्थी बिना उचित कारण के इस वसीयत को चुनौती दे, उसे इस वसीयत द्वारा दिया गया लाभ प्राप्त न हो।\n\nटिप्पणी: न्यायालय ऐसे किसी समपहरण को लागू करने से इनकार कर सकता है, और यह इच्छा किसी को भी किसी वास्तविक विवाद का विधि के अनुसार निर्णय कराने से नहीं रोकती।',
        ta: 'இந்த உயில் குறித்தோ அதன் நிர்வாகம் குறித்தோ என் குடும்ப உறுப்பினர்களிடையே அல்லது பயனாளிகளிடையே கருத்து வேறுபாடு ஏதேனும் எழுந்தால், எந்த நீதிமன்றத்தையும் அணுகும் முன், என் நிறைவேற்றுநரின் உதவியுடனோ சமரசப் பேச்சுவார்த்தை (மத்தியஸ்தம்) மூலமோ, அதைத் தங்களுக்குள் தீர்த்துக்கொள்ள அவர்கள் முதலில் முயல வேண்டும் என்பதும், இந்த உயில் எழுதப்பட்ட அன்பை நினைவில் கொள்ள வேண்டும் என்பதும் என் விருப்பம். நியாயமான காரணமின்றி இந்த உயிலை எதிர்க்கும் பயனாளி இந்த உயில் அவருக்கு அளிக்கும் பயனைப் பெறக் கூடாது என்பதும் என் விருப்பம்.\n\nகுறிப்பு: அத்தகைய உரிமை இழப்பை நீதிமன்றம் நடைமுறைப்படுத்த மறுக்கலாம்; உண்மையான தகராறு எதையும் சட்டப்படி தீர்மானித்துக்கொள்வதிலிருந்து இந்த விருப்பம் எவரையும் தடுக்காது.',
      },
    },
  ],
};

// Registration and probate --------------------------------------------------------------------------------------

const registration: SeedClauseSet = {
  heading: { en: 'Registration', hi: 'पंजीकरण', ta: 'பதிவு' },
  clauses: [
    {
      key: 'registration_optional',
      text: {
        en: 'Registration of a will is optional under the Registration Act, 1908. This will may be presented for registration before the {% if registrar %}{{ registrar.name }}{% else %}sub-registrar having jurisdiction{% endif %}, but whether it is registered or not shall not affect its validity. Registration does not take the place of probate, nor does it make probate necessary.',
        hi: 'रजिस्ट्रीकरण अधिनियम, 1908 के अंतर्गत वसीयत का पंजीकरण वैकल्पिक है। यह वसीयत {% if registrar %}{{ registrar.name }}{% else %}अधिकारिता रखने वाले उप-पंजीयक{% endif %} के समक्ष पंजीकरण के लिए प्रस्तुत की जा सकती है, परंतु इसका पंजीकरण हो या न हो, इससे इसकी वैधता पर कोई प्रभाव नहीं पड़ेगा। पंजीकरण प्रोबेट का स्थान नहीं लेता, और न ही उससे प्रोबेट आवश्यक हो जाता है।',
        ta: 'பதிவுச் சட்டம், 1908-இன்படி உயிலைப் பதிவு செய்வது விருப்பத்தின் பேரிலானது; கட்டாயமல்ல. இந்த உயிலைப் பதிவுக்காக {% if registrar %}{{ registrar.name }}{% else %}உரிய அதிகார எல்லையுள்ள சார்பதிவாளர்{% endif %} முன்பாகத் தாக்கல் செய்யலாம்; ஆனால் இது பதிவு செய்யப்பட்டாலும் செய்யப்படாவிட்டாலும் இதன் செல்லுந்தன்மை எவ்வகையிலும் பாதிக்கப்படாது. பதிவு புரோபேட்டுக்கு மாற்றாகாது; அது புரோபேட்டைக் கட்டாயமாக்கவும் செய்யாது.',
      },
    },
    {
      // Registration Act ss.42–46: a will may be deposited in a sealed cover with a Registrar (not a sub-registrar).
      key: 'registration_sealed_deposit',
      text: {
        en: 'This will may be deposited in a sealed cover with the Registrar under sections 42 to 46 of the Registration Act, 1908, to be opened after my death on the application of my executor or of any person claiming under it{% if registrar %}, or it may be presented for registration before the {{ registrar.name }}{% endif %}. Neither deposit nor registration is needed for this will to be valid.',
        hi: 'यह वसीयत रजिस्ट्रीकरण अधिनियम, 1908 की धारा 42 से 46 के अंतर्गत मुहरबंद लिफ़ाफ़े में रजिस्ट्रार के पास जमा की जा सकती है, जिसे मेरी मृत्यु के पश्चात मेरे निष्पादक अथवा इसके अधीन दावा करने वाले किसी व्यक्ति के आवेदन पर खोला जाएगा{% if registrar %}; अथवा इसे {{ registrar.name }} के समक्ष पंजीकरण के लिए प्रस्तुत किया जा सकता है{% endif %}। इस वसीयत की वैधता के लिए न तो जमा आवश्यक है और न ही पंजीकरण।',
        ta: 'இந்த உயிலை, பதிவுச் சட்டம், 1908, பிரிவுகள் 42 முதல் 46-இன்படி, முத்திரையிட்ட உறையில் பதிவாளரிடம் ஒப்படைத்து வைக்கலாம்; என் மரணத்திற்குப் பின் என் நிறைவேற்றுநரோ இதன் கீழ் உரிமை கோரும் எவருமோ விண்ணப்பிக்கும்போது அது திறக்கப்படும்{% if registrar %}; அல்லது இதைப் பதிவுக்காக {{ registrar.name }} முன்பாகத் தாக்கல் செய்யலாம்{% endif %}. இந்த உயில் செல்லுபடியாவதற்கு ஒப்படைப்போ பதிவோ அவசியமில்லை.',
      },
    },
  ],
};

// s.213 of the Succession Act (compulsory probate in the presidency towns) was omitted by the Repealing and
// Amending Act, 2025, in force 21 December 2025: probate is available, never required.
const probate: SeedClauseSet = {
  heading: { en: 'Probate', hi: 'प्रोबेट', ta: 'புரோபேட் (உயில் உறுதிச் சான்று)' },
  clauses: [
    {
      key: 'probate_not_compulsory',
      text: {
        en: 'Probate of this will is not compulsory: since section 213 of the Indian Succession Act, 1925 was omitted by the Repealing and Amending Act, 2025, with effect from 21 December 2025, no law requires it for any will. My executor may nevertheless apply to a competent court for probate of this will if a bank, registry, company or other authority asks for it, or if my executor considers it prudent, and the costs of doing so shall be paid out of my estate.',
        hi: 'इस वसीयत का प्रोबेट लेना अनिवार्य नहीं है: निरसन और संशोधन अधिनियम, 2025 द्वारा 21 दिसंबर 2025 से भारतीय उत्तराधिकार अधिनियम, 1925 की धारा 213 का लोप कर दिए जाने के पश्चात, कोई भी विधि किसी वसीयत के लिए इसकी अपेक्षा नहीं करती। फिर भी, यदि कोई बैंक, पंजीयन कार्यालय, कंपनी या अन्य प्राधिकारी इसकी माँग करे, अथवा मेरा निष्पादक इसे विवेकपूर्ण समझे, तो मेरा निष्पादक सक्षम न्यायालय में इस वसीयत के प्रोबेट के लिए आवेदन कर सकता है, और उसका व्यय मेरी संपत्ति में से वहन किया जाएगा।',
        ta: 'இந்த உயிலுக்குப் புரோபேட் (உயில் உறுதிச் சான்று) பெறுவது கட்டாயமில்லை: நீக்கறவு மற்றும் திருத்தச் சட்டம், 2025-இன் மூலம், 21 டிசம்பர் 2025 முதல், இந்திய வாரிசுரிமைச் சட்டம், 1925, பிரிவு 213 நீக்கப்பட்டுவிட்டதால், எந்த உயிலுக்கும் அதை எந்தச் சட்டமும் கட்டாயமாக்கவில்லை. எனினும், வங்கி, பதிவு அலுவலகம், நிறுவனம் அல்லது பிற அதிகார அமைப்பு எதுவும் அதைக் கோரினாலோ, அது விவேகமானது என என் நிறைவேற்றுநர் கருதினாலோ, என் நிறைவேற்றுநர் தகுதியுள்ள நீதிமன்றத்தில் இந்த உயிலுக்குப் புரோபேட் கோரி விண்ணப்பிக்கலாம்; அதற்கான செலவுகள் என் சொத்திலிருந்து செலுத்தப்பட வேண்டும்.',
      },
    },
  ],
};

// Attestation ---------------------------------------------------------------------------------------------------

const BOTH = {
  en: '{% if witnesses.size > 2 %}all{% else %}both{% endif %}',
  hi: '{% if witnesses.size > 2 %}सभी{% else %}दोनों{% endif %}',
  ta: '{% if witnesses.size > 2 %}அனைவரும்{% else %}இருவரும்{% endif %}',
};
const TESTATOR_SIGNS = {
  en: `{% if testator.signsByThumb %}IN WITNESS WHEREOF this will was read over and explained to me, {{ testator.fullName }}, the testator, in a language I understand, and having understood and approved its contents, I have put my left thumb impression to it as my mark, on each of its pages, at {{ place }} on {{ today }}, in the presence of the witnesses named below, who were ${BOTH.en} present at the same time.{% else %}IN WITNESS WHEREOF I, {{ testator.fullName }}, the testator, have signed this will in ink, on each of its pages, at {{ place }} on {{ today }}, in the presence of the witnesses named below, who were ${BOTH.en} present at the same time and saw me sign.{% endif %}`,
  hi: `{% if testator.signsByThumb %}इसके साक्ष्य में, मुझ वसीयतकर्ता {{ testator.fullName }} को यह वसीयत मेरी समझ की भाषा में पढ़कर सुनाई और समझाई गई, और इसकी विषय-वस्तु समझकर तथा उसे स्वीकार कर, मैंने {{ place }} में {{ today }} को, नीचे नामित साक्षियों की उपस्थिति में — जो ${BOTH.hi} एक ही समय उपस्थित थे — इस वसीयत पर और इसके प्रत्येक पृष्ठ पर अपने चिह्न के रूप में बाएँ अँगूठे का निशान लगाया है, ताकि सनद रहे और वक़्त-ज़रूरत काम आए।{% else %}इसके साक्ष्य में मैंने, {{ testator.fullName }}, वसीयतकर्ता, {{ place }} में {{ today }} को, नीचे नामित साक्षियों की उपस्थिति में — जो ${BOTH.hi} एक ही समय उपस्थित थे और जिन्होंने मुझे हस्ताक्षर करते देखा — इस वसीयत पर और इसके प्रत्येक पृष्ठ पर स्याही से हस्ताक्षर किए हैं, ताकि सनद रहे और वक़्त-ज़रूरत काम आए।{% endif %}`,
  ta: `{% if testator.signsByThumb %}இதற்குச் சான்றாக, உயிலாளராகிய {{ testator.fullName }} ஆகிய எனக்கு இந்த உயில் நான் அறிந்த மொழியில் படித்துக் காட்டப்பட்டு விளக்கப்பட்டது; அதன் உள்ளடக்கத்தைப் புரிந்துகொண்டு ஏற்றுக்கொண்டு, கீழே பெயர் குறிப்பிடப்பட்டுள்ள சாட்சிகள் ${BOTH.ta} ஒரே நேரத்தில் உடனிருக்க, {{ place }} என்னும் இடத்தில் {{ today }}, இந்த உயிலிலும் இதன் ஒவ்வொரு பக்கத்திலும் என் அடையாளமாக என் இடது கைப் பெருவிரல் ரேகையை இட்டுள்ளேன்.{% else %}இதற்குச் சான்றாக, உயிலாளராகிய {{ testator.fullName }} ஆகிய நான், கீழே பெயர் குறிப்பிடப்பட்டுள்ள சாட்சிகள் ${BOTH.ta} ஒரே நேரத்தில் உடனிருந்து நான் கையொப்பமிடுவதைப் பார்த்த நிலையில், {{ place }} என்னும் இடத்தில் {{ today }}, இந்த உயிலிலும் இதன் ஒவ்வொரு பக்கத்திலும் மையினால் கையொப்பமிட்டு, முழு மனதுடன் சம்மதித்து இந்த உயில் சாசனத்தை எழுதி வைக்கிறேன்.{% endif %}`,
};
const WITNESSES_ATTEST = {
  en: `We, the attesting witnesses, declare that {% if testator.signsByThumb %}this will was read over and explained to the testator, {{ testator.fullName }}, in our presence, in a language the testator understands, and that the testator then put a left thumb impression to it, as the testator’s mark,{% else %}the testator, {{ testator.fullName }}, signed this will{% endif %} in our presence, ${BOTH.en} of us being present at the same time; that the testator appeared to us to be of sound mind, to understand the contents of the will and to {% if testator.signsByThumb %}approve them{% else %}sign it{% endif %} freely; and that each of us has signed below as an attesting witness in the presence of the testator and of each other{% if law.needsAttestation %}, as section 63 of the Indian Succession Act, 1925 requires{% endif %}.{% unless witnessBenefits %} No witness, nor the husband or wife of any witness, takes any benefit under this will.{% endunless %}`,
  hi: `हम अनुप्रमाणक साक्षियों की यह घोषणा है कि {% if testator.signsByThumb %}यह वसीयत वसीयतकर्ता {{ testator.fullName }} को हमारी उपस्थिति में उनकी समझ की भाषा में पढ़कर सुनाई और समझाई गई, और तत्पश्चात वसीयतकर्ता ने अपने चिह्न के रूप में इस पर बाएँ अँगूठे का निशान हमारी उपस्थिति में लगाया{% else %}वसीयतकर्ता {{ testator.fullName }} ने इस वसीयत पर हमारी उपस्थिति में हस्ताक्षर किए{% endif %}, जब हम ${BOTH.hi} एक ही समय उपस्थित थे; कि हमारे विचार में उस समय वसीयतकर्ता का चित्त स्वस्थ था, वसीयतकर्ता को वसीयत की विषय-वस्तु की पूरी समझ थी और {% if testator.signsByThumb %}वसीयतकर्ता ने उसे स्वेच्छा से स्वीकार किया{% else %}हस्ताक्षर स्वेच्छा से किए गए{% endif %}; और कि हम में से प्रत्येक ने{% if law.needsAttestation %}, भारतीय उत्तराधिकार अधिनियम, 1925 की धारा 63 की अपेक्षा के अनुसार,{% endif %} वसीयतकर्ता की तथा एक-दूसरे की उपस्थिति में अनुप्रमाणक साक्षी के रूप में नीचे हस्ताक्षर किए हैं।{% unless witnessBenefits %} कोई भी साक्षी, अथवा किसी साक्षी का पति या पत्नी, इस वसीयत के अधीन कोई लाभ प्राप्त नहीं करता।{% endunless %}`,
  ta: `சான்றொப்பமிடும் சாட்சிகளாகிய நாங்கள் உறுதியளிப்பது: {% if testator.signsByThumb %}இந்த உயில் எங்கள் முன்னிலையில் உயிலாளர் {{ testator.fullName }} அவர்களுக்கு அவர் அறிந்த மொழியில் படித்துக் காட்டப்பட்டு விளக்கப்பட்டது; அதன் பின், நாங்கள் ${BOTH.ta} ஒரே நேரத்தில் உடனிருக்க, எங்கள் முன்னிலையில் அவர் தம் அடையாளமாக இடது கைப் பெருவிரல் ரேகையை இதில் இட்டார்{% else %}உயிலாளர் {{ testator.fullName }} அவர்கள், நாங்கள் ${BOTH.ta} ஒரே நேரத்தில் உடனிருக்க, எங்கள் முன்னிலையில் இந்த உயிலில் கையொப்பமிட்டார்{% endif %}; அப்போது அவர் தெளிந்த மனநிலையில் இருந்ததாகவும், உயிலின் உள்ளடக்கத்தைப் புரிந்துகொண்டு சுயவிருப்பத்துடன் {% if testator.signsByThumb %}அதை ஏற்றுக்கொண்டதாகவும்{% else %}கையொப்பமிட்டதாகவும்{% endif %} எங்களுக்குத் தோன்றியது; {% if law.needsAttestation %}இந்திய வாரிசுரிமைச் சட்டம், 1925, பிரிவு 63-இன்படி, {% endif %}எங்களில் ஒவ்வொருவரும் உயிலாளர் முன்னிலையிலும் ஒருவர் மற்றவர் முன்னிலையிலும் சான்றொப்பமிடும் சாட்சியாகக் கீழே கையொப்பமிட்டுள்ளோம்.{% unless witnessBenefits %} சாட்சிகள் எவருக்கும், சாட்சி எவருடைய கணவருக்கோ மனைவிக்கோ இந்த உயிலின் கீழ் எந்தப் பயனும் இல்லை.{% endunless %}`,
};

// A testator of seventy or more (or who asks for it): a doctor certifies capacity on the day of signing, on the deed.
const DOCTOR_CERTIFICATE = {
  en: 'Certificate of a medical practitioner: I, Dr ______________________, registration no. ____________, certify that I examined the testator, {{ testator.fullName }}, immediately before this will was executed, and found the testator to be conscious, oriented and of sound disposing mind, able to understand the nature and effect of this will and the extent of the property it disposes of.\n\nSignature of the medical practitioner: ______________________',
  hi: 'चिकित्सक का प्रमाणपत्र: प्रमाणित किया जाता है कि मैंने, डॉ. ______________________, पंजीकरण संख्या ____________, इस वसीयत के निष्पादन के ठीक पहले वसीयतकर्ता {{ testator.fullName }} की जाँच की, और पाया कि वसीयतकर्ता की चेतना पूर्ण थी, उन्हें समय, स्थान और व्यक्ति का बोध था, उनका चित्त वसीयत करने योग्य स्वस्थ था, और इस वसीयत के स्वरूप और प्रभाव तथा इसके द्वारा निपटाई गई संपत्ति के विस्तार को समझने की उनमें पूरी क्षमता थी।\n\nचिकित्सक के हस्ताक्षर: ______________________',
  ta: 'மருத்துவரின் சான்றிதழ்: மருத்துவர் ______________________ (பதிவு எண் ____________) ஆகிய நான், இந்த உயிலில் கையொப்பமிடப்படுவதற்குச் சற்று முன் உயிலாளர் {{ testator.fullName }} அவர்களைப் பரிசோதித்தேன்; அவர் முழு சுயநினைவுடனும், நேரம், இடம், நபர் பற்றிய தெளிவுடனும், உயில் எழுதுவதற்கேற்ற தெளிந்த மனநிலையுடனும் இருந்ததையும், இந்த உயிலின் தன்மையையும் விளைவையும், இதன் மூலம் வழங்கப்படும் சொத்துகளின் அளவையும் புரிந்துகொள்ளக்கூடியவராக இருந்ததையும் கண்டேன் எனச் சான்றளிக்கிறேன்.\n\nமருத்துவரின் கையொப்பம்: ______________________',
};
// For a testator who cannot read the deed's language (or signs by mark): what proves knowledge and approval.
const READ_OVER = {
  en: 'Before executing this will I had it read over to me in a language I understand, and its contents explained to me, and I approve them.',
  hi: 'इस वसीयत के निष्पादन से पहले यह मुझे मेरी समझ की भाषा में पढ़कर सुनाई गई और इसकी विषय-वस्तु मुझे समझाई गई, और वह मुझे स्वीकार है।',
  ta: 'இந்த உயிலில் கையொப்பமிடும் முன், நான் அறிந்த மொழியில் இது எனக்குப் படித்துக் காட்டப்பட்டு, இதன் உள்ளடக்கம் எனக்கு விளக்கப்பட்டது; அதை நான் ஏற்றுக்கொள்கிறேன்.',
};

const attestation: SeedClauseSet = {
  heading: { en: 'Signature and attestation', hi: 'हस्ताक्षर एवं अनुप्रमाणन', ta: 'கையொப்பமும் சாட்சிகளின் சான்றொப்பமும்' },
  clauses: [
    {
      key: 'attestation_section_63',
      text: {
        en: `${TESTATOR_SIGNS.en}\n\n${WITNESSES_ATTEST.en}{% if testator.elderly %}\n\n${DOCTOR_CERTIFICATE.en}{% endif %}`,
        hi: `${TESTATOR_SIGNS.hi}\n\n${WITNESSES_ATTEST.hi}{% if testator.elderly %}\n\n${DOCTOR_CERTIFICATE.hi}{% endif %}`,
        ta: `${TESTATOR_SIGNS.ta}\n\n${WITNESSES_ATTEST.ta}{% if testator.elderly %}\n\n${DOCTOR_CERTIFICATE.ta}{% endif %}`,
      },
    },
    {
      // s.63(a): the testator may sign by mark; reading over and explaining it is what proves knowledge and approval.
      key: 'attestation_thumb_impression',
      text: {
        en: `{% unless testator.signsByThumb %}${READ_OVER.en}\n\n{% endunless %}${TESTATOR_SIGNS.en}\n\n${WITNESSES_ATTEST.en}{% if testator.elderly %}\n\n${DOCTOR_CERTIFICATE.en}{% endif %}`,
        hi: `{% unless testator.signsByThumb %}${READ_OVER.hi}\n\n{% endunless %}${TESTATOR_SIGNS.hi}\n\n${WITNESSES_ATTEST.hi}{% if testator.elderly %}\n\n${DOCTOR_CERTIFICATE.hi}{% endif %}`,
        ta: `{% unless testator.signsByThumb %}${READ_OVER.ta}\n\n{% endunless %}${TESTATOR_SIGNS.ta}\n\n${WITNESSES_ATTEST.ta}{% if testator.elderly %}\n\n${DOCTOR_CERTIFICATE.ta}{% endif %}`,
      },
    },
    {
      // Practice: a doctor certifies capacity at the time of signing, on the deed itself (the elderly, the ill, or a
      // will likely to be questioned); the other variants add the certificate for a testator of seventy or more.
      key: 'attestation_with_medical_certificate',
      text: {
        en: `${TESTATOR_SIGNS.en}\n\n${WITNESSES_ATTEST.en}\n\n${DOCTOR_CERTIFICATE.en}`,
        hi: `${TESTATOR_SIGNS.hi}\n\n${WITNESSES_ATTEST.hi}\n\n${DOCTOR_CERTIFICATE.hi}`,
        ta: `${TESTATOR_SIGNS.ta}\n\n${WITNESSES_ATTEST.ta}\n\n${DOCTOR_CERTIFICATE.ta}`,
      },
    },
  ],
};

export const CLAUSE_SETS: readonly SeedClauseSet[] = [
  declaration,
  revocation,
  family,
  executors,
  debts,
  schedule,
  bequests,
  nominations,
  lapse,
  guardianship,
  residue,
  noContest,
  registration,
  probate,
  attestation,
];

export const WILL_TEMPLATES: readonly SeedTemplate[] = [
  {
    name: 'Simple will',
    description: 'A straightforward will: executors, schedule of assets, bequests, residue and attestation under section 63.',
    texts: {
      hi: {
        name: 'सरल वसीयत',
        description: 'एक सीधी वसीयत: निष्पादक, संपत्ति की अनुसूची, दान, अवशिष्ट संपत्ति और धारा 63 के अंतर्गत अनुप्रमाणन।',
      },
      ta: {
        name: 'எளிய உயில்',
        description: 'நேரடியான உயில்: நிறைவேற்றுநர்கள், சொத்துப் பட்டியல், கொடைகள், எஞ்சிய சொத்து, பிரிவு 63-இன்படி சான்றொப்பம்.',
      },
    },
    rows: [
      ['Declaration of the testator', 'declaration_sound_mind'],
      ['Revocation of earlier wills', 'revocation_of_earlier_wills'],
      ['Family details', 'family_details'],
      ['Appointment of executors', 'executor_and_alternate'],
      ['Debts, taxes and funeral expenses', 'debts_taxes_funeral'],
      ['Schedule of assets', 'schedule_of_assets'],
      ['Bequests', 'bequests_from_assignments'],
      ['Nominations', 'nominations_hold_for_legatees'],
      ['Beneficiary dying before the testator', 'lapse_to_residue'],
      ['Residuary estate', 'residue_to_legal_heirs'],
      ['Probate', 'probate_not_compulsory'],
      ['Signature and attestation', 'attestation_section_63'],
    ],
  },
  {
    name: 'Will with guardianship of minors',
    description: 'For a testator with minor children or beneficiaries: names their guardians, who hold their property until 18.',
    texts: {
      hi: {
        name: 'नाबालिगों की संरक्षकता सहित वसीयत',
        description: 'जिस वसीयतकर्ता की संतान या लाभार्थी नाबालिग हों, उसके लिए: उनके संरक्षक नियुक्त करती है, जो 18 वर्ष की आयु तक उनकी संपत्ति सँभालते हैं।',
      },
      ta: {
        name: 'மைனர்களுக்குப் பாதுகாவலர் நியமனத்துடன் உயில்',
        description:
          'மைனர் பிள்ளைகள் அல்லது மைனர் பயனாளிகள் உள்ள உயிலாளருக்கு: அவர்களுக்குப் பாதுகாவலர்களை நியமிக்கிறது; 18 வயது வரை அவர்களின் சொத்தைப் பாதுகாவலர்களே நிர்வகிப்பார்கள்.',
      },
    },
    rows: [
      ['Declaration of the testator', 'declaration_sound_mind'],
      ['Revocation of earlier wills', 'revocation_of_earlier_wills'],
      ['Family details', 'family_details_deliberate_provision'],
      ['Appointment of executors', 'executor_and_alternate'],
      ['Debts, taxes and funeral expenses', 'debts_taxes_funeral'],
      ['Schedule of assets', 'schedule_of_assets'],
      ['Bequests', 'bequests_from_assignments'],
      ['Nominations', 'nominations_hold_for_legatees'],
      ['Beneficiary dying before the testator', 'lapse_to_descendants_per_stirpes'],
      ['Guardianship of minors', 'guardian_for_minors'],
      ['Residuary estate', 'residue_to_beneficiaries_equally'],
      ['Wish that the will not be contested', 'no_contest_family_settlement'],
      ['Registration', 'registration_optional'],
      ['Probate', 'probate_not_compulsory'],
      ['Signature and attestation', 'attestation_section_63'],
    ],
  },
  {
    name: 'Will with a trust for minor beneficiaries',
    description: 'Holds what minors inherit in trust with the executor as trustee until they turn 21, with guardians of their person.',
    texts: {
      hi: {
        name: 'नाबालिग लाभार्थियों के लिए न्यास सहित वसीयत',
        description:
          'नाबालिगों को मिलने वाली संपत्ति 21 वर्ष की आयु तक न्यास में रखती है, जिसमें निष्पादक ही न्यासी होता है; साथ ही उनके शरीर के संरक्षक नियुक्त करती है।',
      },
      ta: {
        name: 'மைனர் பயனாளிகளுக்கான அறக்கட்டளையுடன் உயில்',
        description:
          'மைனர்கள் பெறுவதை, நிறைவேற்றுநரையே அறங்காவலராகக் கொண்டு, அவர்களுக்கு 21 வயது ஆகும் வரை அறக்கட்டளையில் வைக்கிறது; அவர்களின் உடலுக்குப் பாதுகாவலர்களையும் நியமிக்கிறது.',
      },
    },
    rows: [
      ['Declaration of the testator', 'declaration_sound_mind'],
      ['Revocation of earlier wills', 'revocation_of_earlier_wills'],
      ['Family details', 'family_details_deliberate_provision'],
      ['Appointment of executors', 'executor_and_alternate'],
      ['Debts, taxes and funeral expenses', 'debts_taxes_funeral'],
      ['Schedule of assets', 'schedule_of_assets'],
      ['Bequests', 'bequests_absolute_in_common'],
      ['Nominations', 'nominations_hold_for_legatees'],
      ['Beneficiary dying before the testator', 'lapse_to_descendants_per_stirpes'],
      ['Guardianship of minors', 'trust_for_minors_until_21'],
      ['Residuary estate', 'residue_to_beneficiaries_equally'],
      ['Wish that the will not be contested', 'no_contest_wish'],
      ['Registration', 'registration_optional'],
      ['Probate', 'probate_not_compulsory'],
      ['Signature and attestation', 'attestation_section_63'],
    ],
  },
  // One per personal law (issue 22): each composed from the clauses its law needs; the clauses word themselves from
  // the testator's facts in every template.
  {
    name: 'Hindu will with joint family property',
    description:
      'For a Hindu, Buddhist, Jain or Sikh testator who is a coparcener: disposes of self-acquired property and the undivided interest in joint family property (Hindu Succession Act, section 30).',
    texts: {
      hi: {
        name: 'संयुक्त परिवार की संपत्ति सहित हिंदू वसीयत',
        description:
          'सहदायिक हिंदू, बौद्ध, जैन या सिख वसीयतकर्ता के लिए: स्वअर्जित संपत्ति और संयुक्त परिवार की संपत्ति में अविभक्त हित का दान (हिंदू उत्तराधिकार अधिनियम, धारा 30)।',
      },
      ta: {
        name: 'கூட்டுக் குடும்பச் சொத்துடன் இந்து உயில்',
        description:
          'பங்காளியாக உள்ள இந்து, பௌத்த, சமண அல்லது சீக்கிய உயிலாளருக்கு: சுயமாகச் சம்பாதித்த சொத்தையும், கூட்டுக் குடும்பச் சொத்தில் உள்ள பிரிக்கப்படாத பங்கையும் வழங்குகிறது (இந்து வாரிசுரிமைச் சட்டம், பிரிவு 30).',
      },
    },
    rows: [
      ['Declaration of the testator', 'declaration_hindu_coparcenary'],
      ['Revocation of earlier wills', 'revocation_of_earlier_wills'],
      ['Family details', 'family_details_deliberate_provision'],
      ['Appointment of executors', 'executor_and_alternate'],
      ['Debts, taxes and funeral expenses', 'debts_secured_on_assets'],
      ['Schedule of assets', 'schedule_of_assets'],
      ['Bequests', 'bequests_from_assignments'],
      ['Nominations', 'nominations_hold_for_legatees'],
      ['Beneficiary dying before the testator', 'lapse_to_descendants_per_stirpes'],
      ['Guardianship of minors', 'guardian_for_minors'],
      ['Residuary estate', 'residue_to_beneficiaries_equally'],
      ['Registration', 'registration_optional'],
      ['Probate', 'probate_not_compulsory'],
      ['Signature and attestation', 'attestation_section_63'],
    ],
  },
  {
    name: 'Muslim will (wasiyat)',
    description:
      'For a Muslim testator, Sunni or Shia: bequests within one third of the estate, the heirs’ consent for more or for a bequest to an heir, the rest to the heirs by Muslim law. Witnesses are advised, not required.',
    texts: {
      hi: {
        name: 'मुस्लिम वसीयत',
        description:
          'सुन्नी या शिया मुस्लिम वसीयतकर्ता के लिए: संपदा के एक-तिहाई के भीतर दान; इससे अधिक के लिए या किसी उत्तराधिकारी को दान के लिए उत्तराधिकारियों की सहमति; शेष मुस्लिम विधि के अनुसार उत्तराधिकारियों को। साक्षी रखना उचित है, अनिवार्य नहीं।',
      },
      ta: {
        name: 'முஸ்லிம் உயில் (வசிய்யத்)',
        description:
          'சுன்னி அல்லது ஷியா முஸ்லிம் உயிலாளருக்கு: சொத்தில் மூன்றில் ஒரு பங்குக்குள் கொடைகள்; அதற்கு மேல் வழங்கவோ வாரிசு ஒருவருக்குக் கொடை அளிக்கவோ வாரிசுகளின் ஒப்புதல்; மீதி முஸ்லிம் சட்டப்படி வாரிசுகளுக்கு. சாட்சிகள் வைப்பது நல்லது; கட்டாயமில்லை.',
      },
    },
    rows: [
      ['Declaration of the testator', 'declaration_muslim_one_third'],
      ['Revocation of earlier wills', 'revocation_of_earlier_wills'],
      ['Family details', 'family_details'],
      ['Appointment of executors', 'executor_and_alternate'],
      ['Debts, taxes and funeral expenses', 'debts_taxes_funeral'],
      ['Schedule of assets', 'schedule_of_assets'],
      ['Bequests', 'bequests_from_assignments'],
      ['Nominations', 'nominations_hold_for_legatees'],
      ['Beneficiary dying before the testator', 'lapse_to_residue'],
      ['Guardianship of minors', 'guardian_for_minors'],
      ['Residuary estate', 'residue_to_legal_heirs'],
      ['Registration', 'registration_optional'],
      ['Signature and attestation', 'attestation_section_63'],
    ],
  },
  {
    name: 'Christian or Parsi will',
    description:
      'For a testator whose will the Indian Succession Act governs in full: attestation under section 63, and gifts that pass to a beneficiary’s descendants. A marriage after signing revokes this will (section 69): make a new one if you marry.',
    texts: {
      hi: {
        name: 'ईसाई या पारसी वसीयत',
        description:
          'जिस वसीयतकर्ता की वसीयत पर भारतीय उत्तराधिकार अधिनियम पूर्णतः लागू होता है, उसके लिए: धारा 63 के अंतर्गत अनुप्रमाणन, और ऐसे दान जो लाभार्थी के वंशजों को मिलते हैं। हस्ताक्षर के बाद विवाह करने से यह वसीयत प्रतिसंहृत हो जाती है (धारा 69): विवाह करें तो नई वसीयत बनाएँ।',
      },
      ta: {
        name: 'கிறிஸ்தவ அல்லது பார்சி உயில்',
        description:
          'இந்திய வாரிசுரிமைச் சட்டம் முழுமையாகப் பொருந்தும் உயிலாளருக்கு: பிரிவு 63-இன்படி சான்றொப்பம், பயனாளியின் வழித்தோன்றல்களுக்குச் செல்லும் கொடைகள். கையொப்பமிட்ட பின் திருமணம் செய்தால் இந்த உயில் ரத்தாகிவிடும் (பிரிவு 69): திருமணம் செய்தால் புதிய உயிலை எழுதுங்கள்.',
      },
    },
    rows: [
      ['Declaration of the testator', 'declaration_sound_mind'],
      ['Revocation of earlier wills', 'revocation_of_earlier_wills'],
      ['Family details', 'family_details_deliberate_provision'],
      ['Appointment of executors', 'executor_and_alternate'],
      ['Debts, taxes and funeral expenses', 'debts_taxes_funeral'],
      ['Schedule of assets', 'schedule_of_assets'],
      ['Bequests', 'bequests_from_assignments'],
      ['Nominations', 'nominations_hold_for_legatees'],
      ['Beneficiary dying before the testator', 'lapse_to_descendants_per_stirpes'],
      ['Guardianship of minors', 'guardian_for_minors'],
      ['Residuary estate', 'residue_to_beneficiaries_equally'],
      ['Registration', 'registration_optional'],
      ['Probate', 'probate_not_compulsory'],
      ['Signature and attestation', 'attestation_section_63'],
    ],
  },
];
