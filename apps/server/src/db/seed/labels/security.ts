// Labels of the Security page (issue 12): the person's own sign-ins and downloads from the audit log.

const en = {
  headerSecurity: 'Security',
  securityHomeCrumb: 'Dashboard',
  securityTitle: 'Security',
  securityIntro: 'Where and when your account was used. If you see a sign-in or a download that was not you, change your password at once.',
  securityRecentTitle: 'Recent sign-ins and downloads',
  securityWhen: 'When',
  securityWhat: 'What happened',
  securityFrom: 'From address',
  securityEmpty: 'Nothing yet: your sign-ins and downloads will be listed here.',
  securityLoadFailed: 'Could not load your account’s activity. Try again.',
  securityAdvice:
    'A failed sign-in is someone typing a wrong password for your email, perhaps you. Many of them, or a download you did not make: use Forgot password to set a new one, which also signs out every other session.',
  securityEventLoginSucceeded: 'Signed in with password',
  securityEventLoginGoogle: 'Signed in with Google',
  securityEventLoginFailed: 'Failed sign-in (wrong password)',
  securityEventLogout: 'Logged out',
  securityEventPasswordResetCompleted: 'Password changed',
  securityEventWillDownload: 'Will downloaded',
  securityEventFileRead: 'Document opened',
  securityEventAccountExported: 'All data exported',
};

const hi: Record<keyof typeof en, string> = {
  headerSecurity: 'सुरक्षा',
  securityHomeCrumb: 'डैशबोर्ड',
  securityTitle: 'सुरक्षा',
  securityIntro: 'आपके खाते का उपयोग कब और कहाँ से हुआ। यदि कोई साइन-इन या डाउनलोड आपका नहीं है, तो तुरंत अपना पासवर्ड बदलें।',
  securityRecentTitle: 'हाल के साइन-इन और डाउनलोड',
  securityWhen: 'कब',
  securityWhat: 'क्या हुआ',
  securityFrom: 'किस पते से',
  securityEmpty: 'अभी कुछ नहीं: आपके साइन-इन और डाउनलोड यहाँ दिखाई देंगे।',
  securityLoadFailed: 'आपके खाते की गतिविधि लोड नहीं हो सकी। फिर से प्रयास करें।',
  securityAdvice:
    'विफल साइन-इन का अर्थ है कि किसी ने आपके ईमेल के लिए गलत पासवर्ड लिखा, संभवतः आपने ही। यदि ऐसे कई प्रयास दिखें, या कोई डाउनलोड जो आपने नहीं किया: "पासवर्ड भूल गए" से नया पासवर्ड सेट करें, इससे बाकी सभी सत्र भी समाप्त हो जाते हैं।',
  securityEventLoginSucceeded: 'पासवर्ड से साइन इन',
  securityEventLoginGoogle: 'Google से साइन इन',
  securityEventLoginFailed: 'विफल साइन-इन (गलत पासवर्ड)',
  securityEventLogout: 'लॉग आउट',
  securityEventPasswordResetCompleted: 'पासवर्ड बदला गया',
  securityEventWillDownload: 'वसीयत डाउनलोड की गई',
  securityEventFileRead: 'दस्तावेज़ खोला गया',
  securityEventAccountExported: 'सारा डेटा निर्यात किया गया',
};

const ta: Record<keyof typeof en, string> = {
  headerSecurity: 'பாதுகாப்பு',
  securityHomeCrumb: 'முகப்பு',
  securityTitle: 'பாதுகாப்பு',
  securityIntro: 'உங்கள் கணக்கு எப்போது, எங்கிருந்து பயன்படுத்தப்பட்டது. உங்களுடையது அல்லாத உள்நுழைவோ பதிவிறக்கமோ தெரிந்தால், உடனே கடவுச்சொல்லை மாற்றுங்கள்.',
  securityRecentTitle: 'சமீபத்திய உள்நுழைவுகளும் பதிவிறக்கங்களும்',
  securityWhen: 'எப்போது',
  securityWhat: 'என்ன நடந்தது',
  securityFrom: 'எந்த முகவரியிலிருந்து',
  securityEmpty: 'இன்னும் எதுவும் இல்லை: உங்கள் உள்நுழைவுகளும் பதிவிறக்கங்களும் இங்கே காட்டப்படும்.',
  securityLoadFailed: 'உங்கள் கணக்கின் செயல்பாடுகளை ஏற்ற முடியவில்லை. மீண்டும் முயலவும்.',
  securityAdvice:
    'தோல்வியடைந்த உள்நுழைவு என்பது உங்கள் மின்னஞ்சலுக்கு யாரோ தவறான கடவுச்சொல்லை உள்ளிட்டது, ஒருவேளை நீங்களே. அவை பல இருந்தால், அல்லது நீங்கள் செய்யாத பதிவிறக்கம் இருந்தால்: "கடவுச்சொல் மறந்துவிட்டதா" மூலம் புதிய கடவுச்சொல்லை அமையுங்கள்; அது மற்ற எல்லா அமர்வுகளையும் முடித்துவிடும்.',
  securityEventLoginSucceeded: 'கடவுச்சொல்லுடன் உள்நுழைவு',
  securityEventLoginGoogle: 'Google மூலம் உள்நுழைவு',
  securityEventLoginFailed: 'தோல்வியடைந்த உள்நுழைவு (தவறான கடவுச்சொல்)',
  securityEventLogout: 'வெளியேறியது',
  securityEventPasswordResetCompleted: 'கடவுச்சொல் மாற்றப்பட்டது',
  securityEventWillDownload: 'உயில் பதிவிறக்கப்பட்டது',
  securityEventFileRead: 'ஆவணம் திறக்கப்பட்டது',
  securityEventAccountExported: 'எல்லாத் தரவும் ஏற்றுமதி செய்யப்பட்டது',
};

export const securityLabels = { en, hi, ta };
