// Labels of the password reset: the screen's second step and the mail with its code, in each language.

const en = {
  forgotCodeSentText: 'If an account exists for {{email}}, we have sent it a code. Enter it below with your new password.',
  forgotCodeLabel: 'Code from the email',
  forgotNewPassword: 'New password',
  forgotConfirmPassword: 'Confirm new password',
  forgotPasswordsDiffer: 'The two passwords do not match.',
  forgotSetPassword: 'Set new password',
  forgotResendCode: 'Send the code again',
  forgotResendIn: 'You can ask for a new code in {{seconds}} s',
  forgotPasswordChanged: 'Your password has been changed. Please log in with the new password.',
  resetInvalidCode: 'The code is wrong or has expired. Please check it, or ask for a new code.',
  mailResetSubject: 'Your Vasiyat password reset code: {{code}}',
  mailResetBody: 'Your code to reset the password is {{code}}. Enter it on the Forgot password screen with your new password.',
  mailResetIgnore:
    'If you did not ask to reset your password, ignore this email: your password stays as it is. Someone may have typed your address by mistake.',
};

const hi: Record<keyof typeof en, string> = {
  forgotCodeSentText: 'यदि {{email}} का कोई खाता है, तो हमने उस पर एक कोड भेजा है। उसे नीचे अपने नए पासवर्ड के साथ दर्ज करें।',
  forgotCodeLabel: 'ईमेल में मिला कोड',
  forgotNewPassword: 'नया पासवर्ड',
  forgotConfirmPassword: 'नए पासवर्ड की पुष्टि करें',
  forgotPasswordsDiffer: 'दोनों पासवर्ड मेल नहीं खाते।',
  forgotSetPassword: 'नया पासवर्ड सेट करें',
  forgotResendCode: 'कोड फिर से भेजें',
  forgotResendIn: 'आप {{seconds}} सेकंड में नया कोड मँगा सकते हैं',
  forgotPasswordChanged: 'आपका पासवर्ड बदल दिया गया है। कृपया नए पासवर्ड से लॉग इन करें।',
  resetInvalidCode: 'कोड गलत है या उसकी समय-सीमा समाप्त हो गई है। कृपया उसे जाँचें, या नया कोड मँगाएँ।',
  mailResetSubject: 'आपका वसीयत पासवर्ड रीसेट कोड: {{code}}',
  mailResetBody: 'पासवर्ड रीसेट करने के लिए आपका कोड {{code}} है। इसे "पासवर्ड भूल गए" स्क्रीन पर अपने नए पासवर्ड के साथ दर्ज करें।',
  mailResetIgnore:
    'यदि आपने पासवर्ड रीसेट करने के लिए नहीं कहा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा। हो सकता है किसी ने गलती से आपका पता लिख दिया हो।',
};

const ta: Record<keyof typeof en, string> = {
  forgotCodeSentText: '{{email}} என்ற முகவரிக்கு கணக்கு இருந்தால், அதற்கு ஒரு குறியீட்டை அனுப்பியுள்ளோம். அதை உங்கள் புதிய கடவுச்சொல்லுடன் கீழே உள்ளிடவும்.',
  forgotCodeLabel: 'மின்னஞ்சலில் வந்த குறியீடு',
  forgotNewPassword: 'புதிய கடவுச்சொல்',
  forgotConfirmPassword: 'புதிய கடவுச்சொல்லை உறுதிப்படுத்தவும்',
  forgotPasswordsDiffer: 'இரண்டு கடவுச்சொற்களும் பொருந்தவில்லை.',
  forgotSetPassword: 'புதிய கடவுச்சொல்லை அமைக்கவும்',
  forgotResendCode: 'குறியீட்டை மீண்டும் அனுப்பவும்',
  forgotResendIn: '{{seconds}} வினாடிகளில் புதிய குறியீட்டைக் கேட்கலாம்',
  forgotPasswordChanged: 'உங்கள் கடவுச்சொல் மாற்றப்பட்டது. புதிய கடவுச்சொல்லுடன் உள்நுழையவும்.',
  resetInvalidCode: 'குறியீடு தவறானது அல்லது காலாவதியானது. அதைச் சரிபார்க்கவும், அல்லது புதிய குறியீட்டைக் கேட்கவும்.',
  mailResetSubject: 'உங்கள் வசியத் கடவுச்சொல் மீட்டமைப்புக் குறியீடு: {{code}}',
  mailResetBody: 'கடவுச்சொல்லை மீட்டமைப்பதற்கான உங்கள் குறியீடு {{code}}. "கடவுச்சொல் மறந்துவிட்டதா" திரையில் உங்கள் புதிய கடவுச்சொல்லுடன் அதை உள்ளிடவும்.',
  mailResetIgnore:
    'கடவுச்சொல்லை மீட்டமைக்க நீங்கள் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: உங்கள் கடவுச்சொல் மாறாது. யாரோ தவறுதலாக உங்கள் முகவரியை உள்ளிட்டிருக்கலாம்.',
};

export const accountLabels = { en, hi, ta };
