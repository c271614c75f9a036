// Labels of the mails (issue 12): the footer that says why a mail came, the new-sign-in notice and the notice that
// the will was downloaded. The code mails' own texts are mailOtp* (en.ts) and mailReset* (account.ts).

const en = {
  mailFooterRegistration: 'You received this email because this address was entered on the Vasiyat registration form.',
  mailFooterReset: 'You received this email because a password reset was requested for the Vasiyat account with this address.',
  mailFooterSecurity:
    'You received this security notice because this address belongs to a Vasiyat account. We send one for every sign-in from a new browser or address and for every download of your will.',
  mailSignInSubject: 'New sign-in to your Vasiyat account',
  mailSignInBody: 'Your Vasiyat account was just signed in to from a browser or internet address it had not been used from before.',
  mailFactWhen: 'When',
  mailFactDevice: 'Browser',
  mailFactAddress: 'Internet address (IP)',
  mailFactMethod: 'Signed in with',
  mailMethodPassword: 'Email and password',
  mailMethodGoogle: 'Google',
  mailDevice: '{{browser}} on {{system}}',
  mailUnknownDevice: 'A browser we could not recognise',
  mailIfYou: 'If this was you, there is nothing you need to do.',
  mailSignInIfNotYou:
    'If this was not you, reset your password now with "Forgot password?" on the sign-in page. Setting a new password ends every session at once, including this one.',
  mailGreetingNoName: 'Hello,',
  mailRegisterAttemptSubject: 'Someone tried to register with your email address',
  mailRegisterAttemptBody:
    'Someone just filled in the Vasiyat registration form with this email address. It already belongs to your account, so no new account was created and nothing in your account was changed.',
  mailRegisterAttemptIfNotYou:
    'If this was not you, your account is still safe: nobody can register a second account with your address. If you think someone knows your password, reset it now with "Forgot password?" on the sign-in page.',
  mailActionReset: 'Reset my password',
  mailDownloadSubject: 'Your will was downloaded from Vasiyat',
  mailDownloadBody: 'A copy of your will was just downloaded from your Vasiyat account.',
  mailFactFormat: 'Format',
  mailFormatPdf: 'PDF',
  mailFormatDocx: 'Word document (DOCX)',
  mailDownloadIfNotYou:
    'If this was not you, someone else is signed in to your account. Reset your password now with "Forgot password?" on the sign-in page: a new password ends every session at once. Then check the Security page for anything else that was done.',
};

const hi: Record<keyof typeof en, string> = {
  mailFooterRegistration: 'आपको यह ईमेल इसलिए मिला है क्योंकि Vasiyat के पंजीकरण फ़ॉर्म में यह पता दर्ज किया गया था।',
  mailFooterReset: 'आपको यह ईमेल इसलिए मिला है क्योंकि इस पते वाले Vasiyat खाते का पासवर्ड रीसेट करने का अनुरोध किया गया था।',
  mailFooterSecurity:
    'आपको यह सुरक्षा सूचना इसलिए मिली है क्योंकि यह पता एक Vasiyat खाते का है। किसी नए ब्राउज़र या पते से होने वाले हर साइन इन पर और आपकी वसीयत के हर डाउनलोड पर हम यह सूचना भेजते हैं।',
  mailSignInSubject: 'आपके Vasiyat खाते में नया साइन इन',
  mailSignInBody: 'आपके Vasiyat खाते में अभी-अभी ऐसे ब्राउज़र या इंटरनेट पते से साइन इन किया गया है, जिससे पहले कभी साइन इन नहीं हुआ था।',
  mailFactWhen: 'कब',
  mailFactDevice: 'ब्राउज़र',
  mailFactAddress: 'इंटरनेट पता (IP)',
  mailFactMethod: 'साइन इन का तरीका',
  mailMethodPassword: 'ईमेल और पासवर्ड',
  mailMethodGoogle: 'Google',
  mailDevice: '{{system}} पर {{browser}}',
  mailUnknownDevice: 'ऐसा ब्राउज़र जिसे हम पहचान नहीं सके',
  mailIfYou: 'यदि यह आप ही थे, तो आपको कुछ भी करने की आवश्यकता नहीं है।',
  mailSignInIfNotYou:
    'यदि यह आप नहीं थे, तो साइन इन पृष्ठ पर "पासवर्ड भूल गए?" से अभी अपना पासवर्ड रीसेट करें। नया पासवर्ड सेट होते ही सभी सत्र तुरंत समाप्त हो जाते हैं, यह सत्र भी।',
  mailGreetingNoName: 'नमस्ते,',
  mailRegisterAttemptSubject: 'किसी ने आपके ईमेल पते से पंजीकरण करने का प्रयास किया',
  mailRegisterAttemptBody:
    'अभी-अभी किसी ने Vasiyat के पंजीकरण फ़ॉर्म में यह ईमेल पता भरा है। यह पता पहले से आपके खाते का है, इसलिए कोई नया खाता नहीं बना और आपके खाते में कुछ भी नहीं बदला गया।',
  mailRegisterAttemptIfNotYou:
    'यदि यह आप नहीं थे, तब भी आपका खाता सुरक्षित है: आपके पते से कोई दूसरा खाता नहीं बना सकता। यदि आपको लगता है कि किसी को आपका पासवर्ड पता है, तो साइन इन पृष्ठ पर "पासवर्ड भूल गए?" से अभी अपना पासवर्ड रीसेट करें।',
  mailActionReset: 'मेरा पासवर्ड रीसेट करें',
  mailDownloadSubject: 'आपकी वसीयत Vasiyat से डाउनलोड की गई',
  mailDownloadBody: 'आपके Vasiyat खाते से अभी-अभी आपकी वसीयत की एक प्रति डाउनलोड की गई है।',
  mailFactFormat: 'फ़ॉर्मैट',
  mailFormatPdf: 'PDF',
  mailFormatDocx: 'Word दस्तावेज़ (DOCX)',
  mailDownloadIfNotYou:
    'यदि यह आप नहीं थे, तो कोई और व्यक्ति आपके खाते में साइन इन किए हुए है। साइन इन पृष्ठ पर "पासवर्ड भूल गए?" से अभी अपना पासवर्ड रीसेट करें: नया पासवर्ड सेट होते ही सभी सत्र तुरंत समाप्त हो जाते हैं। इसके बाद सुरक्षा पृष्ठ पर देखें कि और क्या-क्या किया गया।',
};

const ta: Record<keyof typeof en, string> = {
  mailFooterRegistration: 'Vasiyat பதிவுப் படிவத்தில் இந்த முகவரி உள்ளிடப்பட்டதால் இந்த மின்னஞ்சல் உங்களுக்கு வந்துள்ளது.',
  mailFooterReset: 'இந்த முகவரியுடைய Vasiyat கணக்கின் கடவுச்சொல்லை மீட்டமைக்கக் கோரிக்கை வந்ததால் இந்த மின்னஞ்சல் உங்களுக்கு வந்துள்ளது.',
  mailFooterSecurity:
    'இந்த முகவரி ஒரு Vasiyat கணக்கிற்கு உரியது என்பதால் இந்தப் பாதுகாப்பு அறிவிப்பு உங்களுக்கு வந்துள்ளது. புதிய உலாவி அல்லது முகவரியிலிருந்து நடக்கும் ஒவ்வொரு உள்நுழைவுக்கும், உங்கள் உயிலின் ஒவ்வொரு பதிவிறக்கத்துக்கும் இதை அனுப்புகிறோம்.',
  mailSignInSubject: 'உங்கள் Vasiyat கணக்கில் புதிய உள்நுழைவு',
  mailSignInBody: 'இதற்கு முன் பயன்படுத்தப்படாத ஓர் உலாவி அல்லது இணைய முகவரியிலிருந்து உங்கள் Vasiyat கணக்கில் இப்போது உள்நுழைவு நடந்துள்ளது.',
  mailFactWhen: 'நேரம்',
  mailFactDevice: 'உலாவி',
  mailFactAddress: 'இணைய முகவரி (IP)',
  mailFactMethod: 'உள்நுழைந்த முறை',
  mailMethodPassword: 'மின்னஞ்சல் மற்றும் கடவுச்சொல்',
  mailMethodGoogle: 'Google',
  mailDevice: '{{system}} இல் {{browser}}',
  mailUnknownDevice: 'எங்களால் அடையாளம் காண முடியாத ஓர் உலாவி',
  mailIfYou: 'இது நீங்கள்தான் என்றால், நீங்கள் எதுவும் செய்ய வேண்டியதில்லை.',
  mailSignInIfNotYou:
    'இது நீங்கள் இல்லையென்றால், உள்நுழைவுப் பக்கத்தில் உள்ள "கடவுச்சொல்லை மறந்துவிட்டீர்களா?" மூலம் உடனே உங்கள் கடவுச்சொல்லை மீட்டமைக்கவும். புதிய கடவுச்சொல்லை அமைத்தவுடன் இந்த அமர்வு உட்பட எல்லா அமர்வுகளும் உடனே முடிவடையும்.',
  mailGreetingNoName: 'வணக்கம்,',
  mailRegisterAttemptSubject: 'உங்கள் மின்னஞ்சல் முகவரியைக் கொண்டு யாரோ பதிவு செய்ய முயன்றனர்',
  mailRegisterAttemptBody:
    'சற்று முன் யாரோ Vasiyat பதிவுப் படிவத்தில் இந்த மின்னஞ்சல் முகவரியை நிரப்பினர். இந்த முகவரி ஏற்கெனவே உங்கள் கணக்கிற்குச் சொந்தமானது; எனவே புதிய கணக்கு எதுவும் உருவாக்கப்படவில்லை, உங்கள் கணக்கில் எதுவும் மாற்றப்படவில்லை.',
  mailRegisterAttemptIfNotYou:
    'இது நீங்கள் இல்லையென்றாலும் உங்கள் கணக்கு பாதுகாப்பாகவே உள்ளது: உங்கள் முகவரியைக் கொண்டு வேறு யாரும் இரண்டாவது கணக்கைத் தொடங்க முடியாது. உங்கள் கடவுச்சொல் வேறொருவருக்குத் தெரியும் என்று நினைத்தால், உள்நுழைவுப் பக்கத்தில் உள்ள "கடவுச்சொல்லை மறந்துவிட்டீர்களா?" மூலம் உடனே அதை மீட்டமைக்கவும்.',
  mailActionReset: 'என் கடவுச்சொல்லை மீட்டமைக்கவும்',
  mailDownloadSubject: 'உங்கள் உயில் Vasiyat இலிருந்து பதிவிறக்கப்பட்டது',
  mailDownloadBody: 'உங்கள் Vasiyat கணக்கிலிருந்து உங்கள் உயிலின் ஒரு நகல் இப்போது பதிவிறக்கப்பட்டுள்ளது.',
  mailFactFormat: 'வடிவம்',
  mailFormatPdf: 'PDF',
  mailFormatDocx: 'Word ஆவணம் (DOCX)',
  mailDownloadIfNotYou:
    'இது நீங்கள் இல்லையென்றால், வேறொருவர் உங்கள் கணக்கில் உள்நுழைந்துள்ளார். உள்நுழைவுப் பக்கத்தில் உள்ள "கடவுச்சொல்லை மறந்துவிட்டீர்களா?" மூலம் உடனே உங்கள் கடவுச்சொல்லை மீட்டமைக்கவும்: புதிய கடவுச்சொல்லை அமைத்தவுடன் எல்லா அமர்வுகளும் உடனே முடிவடையும். பிறகு வேறு என்னென்ன செய்யப்பட்டது என்பதைப் பாதுகாப்புப் பக்கத்தில் பாருங்கள்.',
};

export const mailLabels = { en, hi, ta };
