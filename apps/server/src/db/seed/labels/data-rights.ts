// Labels of the person's rights over their data (issue 12; DPDP Act 2023): the two items of the account menu, the
// delete dialog, the server's refusals, and the README of the export zip (exportReadme*, worded by the server only).

const en = {
  accountExportMenu: 'Export my data',
  accountExportPreparing: 'Preparing your data…',
  accountExportFailed: 'Your data could not be exported. Please try again.',
  accountExportDone: 'Your data has been downloaded as a zip file. It holds your identity numbers in the clear, so keep it safe.',
  accountDeleteMenu: 'Delete my account',
  accountDeleteTitle: 'Delete my account',
  accountDeleteIntro: 'This deletes your account and everything in it, for good. It cannot be undone, and we cannot restore it.',
  accountDeleteListTitle: 'What will be deleted',
  accountDeleteListPeople: 'Your profile and every person and organisation you added: heirs, beneficiaries, executors and witnesses.',
  accountDeleteListAssets: 'Your assets, their details and documents, and how you assigned them.',
  accountDeleteListDocuments: 'Your identity documents and numbers, and every file you uploaded.',
  accountDeleteListWills: 'Every version of your will that you downloaded, and your sign-in history.',
  accountDeleteExportHint: 'Want a copy first? Export your data before you delete the account.',
  accountDeletePaperTitle: 'A will you have signed on paper stays valid',
  accountDeletePaperText:
    'Deleting your account does not revoke a will you have printed, signed and had witnessed. If you mean to revoke it, destroy it yourself with that intention (tear up or burn every signed original), or make a new will, or sign a written declaration of revocation witnessed like a will (Indian Succession Act, 1925, section 70). If the will is registered, have the new will or the declaration registered too, so that the registered copy is not taken for your last will.',
  accountDeletePasswordLabel: 'Your password',
  accountDeletePasswordHint: 'Type your password to confirm that it is you.',
  accountDeleteEmailLabel: 'Your email address',
  accountDeleteEmailHint: 'You sign in with Google: type your account’s email address to confirm that it is you.',
  accountDeleteEnterPassword: 'Enter your password to confirm.',
  accountDeleteEnterEmail: 'Type your email address to confirm.',
  accountDeleteWrongPassword: 'The password is wrong. Nothing was deleted.',
  accountDeleteWrongEmail: 'This is not the email address of your account. Nothing was deleted.',
  accountDeleteLastAdministrator:
    'You are the only administrator: nobody could manage the site after you. Make another administrator first.',
  accountDeleteConfirm: 'Delete my account for good',
  accountDeleteDone: 'Your account and all your data have been deleted.',
  accountDeleteFailed: 'Your account could not be deleted. Please try again.',
  exportReadmeTitle: 'Your data from Vasiyat',
  exportReadmeIntro:
    'Everything Vasiyat held about the account {{email}} on {{date}}, as you asked for it (Digital Personal Data Protection Act, 2023).',
  exportReadmeRecords:
    'records/ — one file per table of our database, in JSON (UTF-8), holding every row that is yours exactly as it is stored. Dates are written year-month-day, times in UTC, and amounts in paise.',
  exportReadmeOpened:
    'Identity numbers and account numbers are stored encrypted (the columns whose names end in _encrypted); here they are opened and readable. Keep this file as safely as the documents themselves.',
  exportReadmeFiles:
    'files/ — every document and photo you uploaded, opened, named by its number and its original name. In records/files.json, the column data gives each file’s place here.',
  exportReadmeWills:
    'wills/ — every will you downloaded, exactly as it was downloaded. In records/will_versions.json, the column data gives each file’s place here.',
  exportReadmeAudit:
    'records/audit_log.json — your sign-ins, downloads and changes, each with its time and the internet address it came from.',
  exportReadmeWithheld:
    'Left out: the fingerprints (hashes) of your password and of one-time codes, shown as "withheld". They only lock your account and say nothing about you.',
  exportReadmeUnreadable: 'These could not be opened (the stored copy is damaged); everything else is complete:',
};

const hi: Record<keyof typeof en, string> = {
  accountExportMenu: 'मेरा डेटा निर्यात करें',
  accountExportPreparing: 'आपका डेटा तैयार किया जा रहा है…',
  accountExportFailed: 'आपका डेटा निर्यात नहीं किया जा सका। कृपया फिर से प्रयास करें।',
  accountExportDone: 'आपका डेटा ज़िप फ़ाइल के रूप में डाउनलोड हो गया है। इसमें आपकी पहचान संख्याएँ खुले रूप में हैं, इसलिए इसे सुरक्षित रखें।',
  accountDeleteMenu: 'मेरा खाता हटाएँ',
  accountDeleteTitle: 'मेरा खाता हटाएँ',
  accountDeleteIntro: 'इससे आपका खाता और उसमें रखी सारी जानकारी हमेशा के लिए हट जाएगी। इसे पूर्ववत नहीं किया जा सकता, और हम भी इसे वापस नहीं ला सकेंगे।',
  accountDeleteListTitle: 'क्या-क्या हटाया जाएगा',
  accountDeleteListPeople: 'आपकी प्रोफ़ाइल और आपके द्वारा जोड़े गए सभी व्यक्ति और संस्थाएँ: उत्तराधिकारी, लाभार्थी, निष्पादक और गवाह।',
  accountDeleteListAssets: 'आपकी संपत्तियाँ, उनके विवरण और दस्तावेज़, तथा उनका आवंटन।',
  accountDeleteListDocuments: 'आपके पहचान दस्तावेज़ और पहचान संख्याएँ, तथा आपके द्वारा अपलोड की गई हर फ़ाइल।',
  accountDeleteListWills: 'आपकी वसीयत का हर वह संस्करण जो आपने डाउनलोड किया, और आपके साइन-इन का इतिहास।',
  accountDeleteExportHint: 'क्या पहले एक प्रति चाहिए? खाता हटाने से पहले अपना डेटा निर्यात कर लें।',
  accountDeletePaperTitle: 'काग़ज़ पर हस्ताक्षरित वसीयत वैध बनी रहती है',
  accountDeletePaperText:
    'खाता हटाने से वह वसीयत प्रतिसंहृत (रद्द) नहीं होती जिसे आपने प्रिंट करके हस्ताक्षर किए हैं और गवाहों से अनुप्रमाणित करवाया है। यदि आप उसे रद्द करना चाहते हैं, तो इसी आशय से उसे स्वयं नष्ट करें (हर हस्ताक्षरित मूल प्रति फाड़ दें या जला दें), या नई वसीयत बनाएँ, या वसीयत की ही तरह गवाहों के सामने हस्ताक्षरित एक लिखित प्रतिसंहरण-घोषणा करें (भारतीय उत्तराधिकार अधिनियम, 1925, धारा 70)। यदि वसीयत पंजीकृत है, तो नई वसीयत या घोषणा का भी पंजीकरण कराएँ, ताकि पंजीकृत प्रति को आपकी अंतिम वसीयत न मान लिया जाए।',
  accountDeletePasswordLabel: 'आपका पासवर्ड',
  accountDeletePasswordHint: 'यह पुष्टि करने के लिए कि यह आप ही हैं, अपना पासवर्ड लिखें।',
  accountDeleteEmailLabel: 'आपका ईमेल पता',
  accountDeleteEmailHint: 'आप Google से साइन इन करते हैं: यह पुष्टि करने के लिए कि यह आप ही हैं, अपने खाते का ईमेल पता लिखें।',
  accountDeleteEnterPassword: 'पुष्टि के लिए अपना पासवर्ड दर्ज करें।',
  accountDeleteEnterEmail: 'पुष्टि के लिए अपना ईमेल पता लिखें।',
  accountDeleteWrongPassword: 'पासवर्ड गलत है। कुछ भी हटाया नहीं गया।',
  accountDeleteWrongEmail: 'यह आपके खाते का ईमेल पता नहीं है। कुछ भी हटाया नहीं गया।',
  accountDeleteLastAdministrator: 'आप एकमात्र प्रशासक हैं: आपके बाद साइट का प्रबंधन कोई नहीं कर सकेगा। पहले किसी अन्य व्यक्ति को प्रशासक बनाएँ।',
  accountDeleteConfirm: 'मेरा खाता हमेशा के लिए हटाएँ',
  accountDeleteDone: 'आपका खाता और आपका सारा डेटा हटा दिया गया है।',
  accountDeleteFailed: 'आपका खाता हटाया नहीं जा सका। कृपया फिर से प्रयास करें।',
  exportReadmeTitle: 'Vasiyat में रखा आपका डेटा',
  exportReadmeIntro:
    '{{date}} को खाते {{email}} के बारे में Vasiyat के पास रखी सारी जानकारी, आपके अनुरोध के अनुसार (डिजिटल वैयक्तिक डेटा संरक्षण अधिनियम, 2023)।',
  exportReadmeRecords:
    'records/ — हमारे डेटाबेस की हर तालिका के लिए एक फ़ाइल, JSON (UTF-8) में, जिसमें आपकी हर पंक्ति ठीक वैसी ही है जैसी संग्रहीत है। तारीखें वर्ष-माह-दिन के क्रम में, समय UTC में और राशियाँ पैसे में लिखी हैं।',
  exportReadmeOpened:
    'पहचान संख्याएँ और खाता संख्याएँ हमारे यहाँ एन्क्रिप्ट करके रखी जाती हैं (वे कॉलम जिनके नाम _encrypted पर समाप्त होते हैं); यहाँ वे खोलकर पढ़ने योग्य रूप में दी गई हैं। इस फ़ाइल को उतनी ही सावधानी से रखें जितनी सावधानी से आप वे दस्तावेज़ रखते हैं।',
  exportReadmeFiles:
    'files/ — आपके द्वारा अपलोड किया गया हर दस्तावेज़ और फ़ोटो, खुले रूप में, उसकी संख्या और मूल नाम के साथ। records/files.json में data कॉलम बताता है कि हर फ़ाइल यहाँ कहाँ है।',
  exportReadmeWills:
    'wills/ — आपके द्वारा डाउनलोड की गई हर वसीयत, ठीक वैसी ही जैसी डाउनलोड की गई थी। records/will_versions.json में data कॉलम बताता है कि हर फ़ाइल यहाँ कहाँ है।',
  exportReadmeAudit: 'records/audit_log.json — आपके साइन-इन, डाउनलोड और बदलाव, हर एक अपने समय और उस इंटरनेट पते के साथ जहाँ से वह हुआ।',
  exportReadmeWithheld:
    'छोड़ी गई जानकारी: आपके पासवर्ड और एक-बार वाले कोड के हैश (फ़िंगरप्रिंट), जिन्हें "withheld" लिखा गया है। ये केवल आपके खाते पर ताले का काम करते हैं और आपके बारे में कुछ नहीं बताते।',
  exportReadmeUnreadable: 'ये खोली नहीं जा सकीं (संग्रहीत प्रति क्षतिग्रस्त है); बाकी सब कुछ पूरा है:',
};

const ta: Record<keyof typeof en, string> = {
  accountExportMenu: 'எனது தரவை ஏற்றுமதி செய்க',
  accountExportPreparing: 'உங்கள் தரவு தயாராகிறது…',
  accountExportFailed: 'உங்கள் தரவை ஏற்றுமதி செய்ய முடியவில்லை. மீண்டும் முயலவும்.',
  accountExportDone: 'உங்கள் தரவு ஒரு zip கோப்பாகப் பதிவிறக்கப்பட்டது. அதில் உங்கள் அடையாள எண்கள் மறைக்கப்படாமல் உள்ளன; அதைப் பாதுகாப்பாக வைத்திருங்கள்.',
  accountDeleteMenu: 'எனது கணக்கை நீக்குக',
  accountDeleteTitle: 'எனது கணக்கை நீக்குக',
  accountDeleteIntro: 'இது உங்கள் கணக்கையும் அதிலுள்ள அனைத்தையும் நிரந்தரமாக நீக்கிவிடும். இதைத் திரும்பப் பெற முடியாது; எங்களாலும் மீட்டெடுக்க இயலாது.',
  accountDeleteListTitle: 'நீக்கப்படுபவை',
  accountDeleteListPeople: 'உங்கள் சுயவிவரமும், நீங்கள் சேர்த்த அனைத்து நபர்களும் நிறுவனங்களும்: வாரிசுகள், பயனாளிகள், நிறைவேற்றுநர்கள், சாட்சிகள்.',
  accountDeleteListAssets: 'உங்கள் சொத்துகள், அவற்றின் விவரங்களும் ஆவணங்களும், அவற்றின் ஒதுக்கீடுகளும்.',
  accountDeleteListDocuments: 'உங்கள் அடையாள ஆவணங்களும் எண்களும், நீங்கள் பதிவேற்றிய ஒவ்வொரு கோப்பும்.',
  accountDeleteListWills: 'நீங்கள் பதிவிறக்கிய உங்கள் உயிலின் ஒவ்வொரு பதிப்பும், உங்கள் உள்நுழைவு வரலாறும்.',
  accountDeleteExportHint: 'முதலில் ஒரு நகல் வேண்டுமா? கணக்கை நீக்கும் முன் உங்கள் தரவை ஏற்றுமதி செய்துகொள்ளுங்கள்.',
  accountDeletePaperTitle: 'காகிதத்தில் கையொப்பமிட்ட உயில் செல்லுபடியாகவே இருக்கும்',
  accountDeletePaperText:
    'கணக்கை நீக்குவதால், நீங்கள் அச்சிட்டுக் கையொப்பமிட்டுச் சாட்சிகளால் சான்றளிக்கப்பட்ட உயில் ரத்தாகாது. அதை ரத்து செய்ய விரும்பினால், அந்த நோக்கத்துடன் நீங்களே அதை அழித்துவிடுங்கள் (கையொப்பமிட்ட ஒவ்வொரு மூலப் பிரதியையும் கிழித்தோ எரித்தோ), அல்லது புதிய உயில் எழுதுங்கள், அல்லது உயிலைப் போலவே சாட்சிகள் முன் கையொப்பமிட்ட எழுத்துமூல ரத்து அறிவிப்பை எழுதுங்கள் (இந்திய வாரிசுரிமைச் சட்டம், 1925, பிரிவு 70). உயில் பதிவுசெய்யப்பட்டிருந்தால், புதிய உயிலையோ அறிவிப்பையோ பதிவுசெய்யுங்கள்; அப்போதுதான் பதிவில் உள்ள பிரதி உங்கள் இறுதி உயிலாகக் கருதப்படாது.',
  accountDeletePasswordLabel: 'உங்கள் கடவுச்சொல்',
  accountDeletePasswordHint: 'இது நீங்கள்தான் என்பதை உறுதிப்படுத்த உங்கள் கடவுச்சொல்லை உள்ளிடுங்கள்.',
  accountDeleteEmailLabel: 'உங்கள் மின்னஞ்சல் முகவரி',
  accountDeleteEmailHint: 'நீங்கள் Google மூலம் உள்நுழைகிறீர்கள்: இது நீங்கள்தான் என்பதை உறுதிப்படுத்த உங்கள் கணக்கின் மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்.',
  accountDeleteEnterPassword: 'உறுதிப்படுத்த உங்கள் கடவுச்சொல்லை உள்ளிடுங்கள்.',
  accountDeleteEnterEmail: 'உறுதிப்படுத்த உங்கள் மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்.',
  accountDeleteWrongPassword: 'கடவுச்சொல் தவறு. எதுவும் நீக்கப்படவில்லை.',
  accountDeleteWrongEmail: 'இது உங்கள் கணக்கின் மின்னஞ்சல் முகவரி அல்ல. எதுவும் நீக்கப்படவில்லை.',
  accountDeleteLastAdministrator:
    'நீங்கள் ஒருவர் மட்டுமே நிர்வாகி: உங்களுக்குப் பின் தளத்தை நிர்வகிக்க யாரும் இருக்கமாட்டார்கள். முதலில் வேறொருவரை நிர்வாகியாக்குங்கள்.',
  accountDeleteConfirm: 'எனது கணக்கை நிரந்தரமாக நீக்குக',
  accountDeleteDone: 'உங்கள் கணக்கும் உங்கள் அனைத்துத் தரவும் நீக்கப்பட்டன.',
  accountDeleteFailed: 'உங்கள் கணக்கை நீக்க முடியவில்லை. மீண்டும் முயலவும்.',
  exportReadmeTitle: 'Vasiyat-இல் உள்ள உங்கள் தரவு',
  exportReadmeIntro:
    '{{date}} அன்று {{email}} கணக்கு குறித்து Vasiyat வைத்திருந்த அனைத்தும், நீங்கள் கோரியபடி (டிஜிட்டல் தனிநபர் தரவுப் பாதுகாப்புச் சட்டம், 2023).',
  exportReadmeRecords:
    'records/ — எங்கள் தரவுத்தளத்தின் ஒவ்வொரு அட்டவணைக்கும் ஒரு கோப்பு, JSON (UTF-8) வடிவில்; உங்களுக்குரிய ஒவ்வொரு வரிசையும் சேமிக்கப்பட்டுள்ளபடியே அதில் உள்ளது. தேதிகள் ஆண்டு-மாதம்-நாள் என்றும், நேரம் UTC-இலும், தொகைகள் பைசாவிலும் எழுதப்பட்டுள்ளன.',
  exportReadmeOpened:
    'அடையாள எண்களும் கணக்கு எண்களும் எங்களிடம் மறையாக்கம் செய்யப்பட்டுச் சேமிக்கப்படுகின்றன (பெயர் _encrypted என முடியும் நெடுவரிசைகள்); இங்கே அவை திறக்கப்பட்டுப் படிக்கக்கூடிய வடிவில் உள்ளன. அந்த ஆவணங்களைப் போலவே இந்தக் கோப்பையும் பாதுகாப்பாக வைத்திருங்கள்.',
  exportReadmeFiles:
    'files/ — நீங்கள் பதிவேற்றிய ஒவ்வொரு ஆவணமும் புகைப்படமும், திறக்கப்பட்டு, அதன் எண்ணாலும் மூலப் பெயராலும் பெயரிடப்பட்டுள்ளன. records/files.json இல் data நெடுவரிசை ஒவ்வொரு கோப்பும் இங்கு எங்குள்ளது எனக் காட்டுகிறது.',
  exportReadmeWills:
    'wills/ — நீங்கள் பதிவிறக்கிய ஒவ்வொரு உயிலும், பதிவிறக்கியபோது இருந்தபடியே. records/will_versions.json இல் data நெடுவரிசை ஒவ்வொரு கோப்பும் இங்கு எங்குள்ளது எனக் காட்டுகிறது.',
  exportReadmeAudit: 'records/audit_log.json — உங்கள் உள்நுழைவுகள், பதிவிறக்கங்கள், மாற்றங்கள்; ஒவ்வொன்றும் அதன் நேரத்துடனும் அது வந்த இணைய முகவரியுடனும்.',
  exportReadmeWithheld:
    'சேர்க்கப்படாதவை: உங்கள் கடவுச்சொல், ஒருமுறைக் குறியீடுகள் ஆகியவற்றின் ஹாஷ்கள் (கைரேகைகள்), "withheld" எனக் காட்டப்பட்டுள்ளன. அவை உங்கள் கணக்கைப் பூட்டி வைப்பவை மட்டுமே; உங்களைப் பற்றி எதுவும் சொல்வதில்லை.',
  exportReadmeUnreadable: 'இவற்றைத் திறக்க முடியவில்லை (சேமிக்கப்பட்ட பிரதி சேதமடைந்துள்ளது); மற்ற அனைத்தும் முழுமையாக உள்ளன:',
};

export const dataRightsLabels = { en, hi, ta };
