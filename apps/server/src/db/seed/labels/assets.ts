// Labels of the asset screens added with issue 8 (the rest were seeded with the foundation): amounts,
// totals, deleting an asset, the dashboard tile's count, the attribute files' hint, and the messages of
// the asset rules, in each language.

const en = {
  assetInvalidAmount: 'Enter the value in rupees, for example 2500000 or 2500000.50.',
  assetInvalidCoordinates: 'Latitude is between -90 and 90 and longitude between -180 and 180; give both or neither.',
  errorInvalidNumber: 'Enter a number.',
  assetInUse: 'This asset is part of an assignment. Remove it from the assignment first.',
  assetColumnValue: 'Value',
  assetColumnOwnership: 'Ownership',
  assetTotals: '{{count}} assets, worth {{value}} in all (your share)',
  assetDelete: 'Delete',
  assetDeleteConfirm: 'Delete {{name}} with its location, attributes and files? This cannot be undone.',
  assetDeleted: 'Asset deleted successfully',
  assetDashboardCount: '{{count}} assets, {{unassigned}} not yet assigned',
  // i18next picks the _one form for a count of one (Intl.PluralRules of the language), the plain key otherwise.
  assetTotals_one: '{{count}} asset, worth {{value}} (your share)',
  assetDashboardCount_one: '{{count}} asset, {{unassigned}} not yet assigned',
  assetAttributeFilesHint: 'Optional: a photo or scan of the deed, passbook or policy, or a PDF; up to 5 MB each.',
};

const hi: Record<keyof typeof en, string> = {
  assetInvalidAmount: 'मूल्य रुपयों में लिखें, जैसे 2500000 या 2500000.50।',
  assetInvalidCoordinates: 'अक्षांश -90 से 90 और देशांतर -180 से 180 के बीच होता है; दोनों दें या कोई नहीं।',
  errorInvalidNumber: 'एक संख्या लिखें।',
  assetInUse: 'यह संपत्ति एक आवंटन में शामिल है। पहले उसे आवंटन से हटाएँ।',
  assetColumnValue: 'मूल्य',
  assetColumnOwnership: 'स्वामित्व',
  assetTotals: '{{count}} संपत्तियाँ, कुल मूल्य {{value}} (आपका हिस्सा)',
  assetDelete: 'हटाएँ',
  assetDeleteConfirm: '{{name}} को उसके स्थान, विशेषताओं और फ़ाइलों सहित हटाएँ? यह वापस नहीं होगा।',
  assetDeleted: 'संपत्ति सफलतापूर्वक हटा दी गई',
  assetDashboardCount: '{{count}} संपत्तियाँ, {{unassigned}} अभी आवंटित नहीं',
  assetTotals_one: '{{count}} संपत्ति, मूल्य {{value}} (आपका हिस्सा)',
  assetDashboardCount_one: '{{count}} संपत्ति, {{unassigned}} अभी आवंटित नहीं',
  assetAttributeFilesHint: 'वैकल्पिक: विलेख, पासबुक या पॉलिसी की फ़ोटो या स्कैन, या PDF; हर फ़ाइल अधिकतम 5 MB।',
};

const ta: Record<keyof typeof en, string> = {
  assetInvalidAmount: 'மதிப்பை ரூபாயில் உள்ளிடவும், எடுத்துக்காட்டாக 2500000 அல்லது 2500000.50.',
  assetInvalidCoordinates: 'அட்சரேகை -90 முதல் 90 வரை, தீர்க்கரேகை -180 முதல் 180 வரை; இரண்டையும் கொடுக்கவும் அல்லது எதையும் கொடுக்க வேண்டாம்.',
  errorInvalidNumber: 'ஒரு எண்ணை உள்ளிடவும்.',
  assetInUse: 'இந்தச் சொத்து ஒரு ஒதுக்கீட்டில் உள்ளது. முதலில் அதை ஒதுக்கீட்டிலிருந்து நீக்கவும்.',
  assetColumnValue: 'மதிப்பு',
  assetColumnOwnership: 'உரிமை',
  assetTotals: '{{count}} சொத்துகள், மொத்த மதிப்பு {{value}} (உங்கள் பங்கு)',
  assetDelete: 'நீக்கு',
  assetDeleteConfirm: '{{name}} ஐ அதன் இருப்பிடம், பண்புகள் மற்றும் கோப்புகளுடன் நீக்கவா? இதைத் திரும்பப் பெற முடியாது.',
  assetDeleted: 'சொத்து வெற்றிகரமாக நீக்கப்பட்டது',
  assetDashboardCount: '{{count}} சொத்துகள், {{unassigned}} இன்னும் ஒதுக்கப்படவில்லை',
  assetTotals_one: '{{count}} சொத்து, மதிப்பு {{value}} (உங்கள் பங்கு)',
  assetDashboardCount_one: '{{count}} சொத்து, {{unassigned}} இன்னும் ஒதுக்கப்படவில்லை',
  assetAttributeFilesHint: 'கட்டாயமில்லை: பத்திரம், கணக்குப் புத்தகம் (பாஸ்புக்) அல்லது பாலிசியின் புகைப்படம் / ஸ்கேன், அல்லது PDF; ஒவ்வொன்றும் அதிகபட்சம் 5 MB.',
};

export const assetLabels = { en, hi, ta };
