/**
 * The About, Terms and Privacy pages' sentences, apart from the app's tables: only those pages,
 * loaded on demand, show them (web pages/aboutLegalText.ts), so the home page's script carries none.
 */
export const aboutLegalEn = {
  // About.
  aboutTitle: 'About Tasbir',
  aboutLead: 'Tasbir (तस्बिर, "picture") connects the people of Nepal with the photographers who capture their moments.',
  aboutMissionTitle: 'Our Mission',
  aboutMission:
    'To give every photographer in Nepal a place to show their work and earn from it, and to make finding the right photographer simple for everyone.',
  aboutWhatTitle: 'What Tasbir Does',
  aboutWhatBrowse: 'Browse photos, reels and portfolios from photographers across Nepal.',
  aboutWhatBook: 'Book a photographer for weddings, portraits, events and more.',
  aboutWhatChat: 'Chat directly with photographers before you decide.',
  aboutWhatGift: 'Support the artists you love with gifts paid with credits.',
  aboutPlansTitle: 'Plans for Photographers',
  aboutPlansIntro: 'Every photographer starts free. Paid plans unlock uploads and a larger share of gifts.',
  aboutValuesTitle: 'Our Values',
  valueCraftTitle: 'Craft',
  valueCraftBody: 'We celebrate the skill and patience behind every great photograph.',
  valueTrustTitle: 'Trust',
  valueTrustBody: 'Verified photographers, honest reviews and clear prices.',
  valueLocalTitle: 'Local first',
  valueLocalBody: 'Built in Nepal, for every district, in English and Nepali.',
  valueFairTitle: 'Fair pay',
  valueFairBody: 'Photographers keep most of what their fans give them.',
  aboutContactTitle: 'Get in Touch',
  aboutContactBody: 'Questions, feedback or partnership ideas? We would love to hear from you.',

  // Legal pages.
  legalLastUpdated: 'Last updated: December 2024',
  legalContact: 'Questions? Write to us at {email}.',
  termsIntro: 'By using Tasbir you agree to these terms. Please read them carefully.',
  termsAccountsTitle: 'Accounts',
  termsAccountsBody:
    'You are responsible for your account and for keeping your password secret. Give accurate information when you register.',
  termsInactiveBody: 'Accounts that stay inactive for 12 months may be deleted.',
  termsContentTitle: 'Your content',
  termsContentBody:
    'You keep the rights to the photos and reels you upload and allow Tasbir to show them on the platform. Upload only work you own, and nothing unlawful or offensive.',
  termsPlansTitle: 'Plans and payments',
  termsPlansBody:
    'Paid plans are paid by bank transfer and run {days} days from approval. When a plan ends, the account returns to the free plan: uploads stop, and your content stays.',
  termsCreditsTitle: 'Credits and gifts',
  termsCreditsBody:
    'One credit equals Rs 1. Credits are added after an administrator checks your payment receipt, and are spent on gifts for photographers.',
  termsCommissionTitle: 'Commission',
  termsCommissionIntro: "A gift's value is split between the photographer and the platform by the photographer's plan:",
  termsCommissionRate: '{plan}: photographer {share}%, platform {rest}%',
  termsConductTitle: 'Conduct',
  termsConductBody:
    'Be respectful in comments, reviews and messages. We may remove content or suspend accounts that break these terms.',
  termsBookingsTitle: 'Bookings',
  termsBookingsBody:
    'A booking is an agreement between a user and a photographer. Tasbir helps you connect but is not a party to it.',
  termsChangesTitle: 'Changes',
  termsChangesBody: 'We may update these terms; the date of the latest change is shown on this page.',
  privacyIntro: 'This policy explains what we collect, why, and the choices you have.',
  privacyCollectTitle: 'What we collect',
  privacyCollectBody:
    'Your username, email, password (stored only as a secure hash), role, the location details you give, the content you upload, and your messages, bookings, gifts and credit requests.',
  privacyUseTitle: 'How we use it',
  privacyUseBody:
    'To run your account, show your work, handle bookings, gifts and payments, keep the platform safe, and send emails such as password reset links.',
  privacyShareTitle: 'Sharing',
  privacyShareBody:
    'We do not sell your data. Your public profile, photos, reels, reviews and comments are visible to everyone. We share data only when the law requires it.',
  privacyPhotosTitle: 'Photo metadata',
  privacyPhotosBody: 'Location data (GPS) inside uploaded photos is removed before they are shown.',
  privacyRetentionTitle: 'How long we keep data',
  privacyRetentionBody:
    'Accounts inactive for 12 months may be deleted. When an account is deleted, its content is removed; records of credit transactions are kept without the name.',
  privacyAgeTitle: 'Minimum age',
  privacyAgeBody: 'You must be at least 13 years old to use Tasbir.',
  privacyStorageTitle: 'Browser storage',
  privacyStorageBody:
    'We keep your sign-in token and your language choice in your browser. We use no advertising cookies.',
  privacyRightsTitle: 'Your choices',
  privacyRightsBody: 'You can update your profile at any time and ask us to delete your account.',
} as const;

export const aboutLegalNe: Record<keyof typeof aboutLegalEn, string> = {
  aboutTitle: 'तस्बिरको बारेमा',
  aboutLead: 'तस्बिरले नेपालका मानिसहरूलाई उनीहरूका पलहरू कैद गर्ने फोटोग्राफरहरूसँग जोड्छ।',
  aboutMissionTitle: 'हाम्रो लक्ष्य',
  aboutMission:
    'नेपालका हरेक फोटोग्राफरलाई आफ्नो काम देखाउने र त्यसबाट कमाउने ठाउँ दिनु, र सबैका लागि सही फोटोग्राफर खोज्न सजिलो बनाउनु।',
  aboutWhatTitle: 'तस्बिरले के गर्छ',
  aboutWhatBrowse: 'नेपालभरका फोटोग्राफरहरूका फोटो, रिल र पोर्टफोलियो हेर्नुहोस्।',
  aboutWhatBook: 'विवाह, पोर्ट्रेट, कार्यक्रम र अन्य कामका लागि फोटोग्राफर बुक गर्नुहोस्।',
  aboutWhatChat: 'निर्णय गर्नुअघि फोटोग्राफरसँग सिधै कुराकानी गर्नुहोस्।',
  aboutWhatGift: 'क्रेडिटबाट तिरिने उपहारले मनपर्ने कलाकारलाई साथ दिनुहोस्।',
  aboutPlansTitle: 'फोटोग्राफरहरूका लागि योजनाहरू',
  aboutPlansIntro: 'हरेक फोटोग्राफर निःशुल्क सुरु गर्छन्। सशुल्क योजनाले अपलोड खोल्छ र उपहारको ठूलो हिस्सा दिन्छ।',
  aboutValuesTitle: 'हाम्रा मूल्यहरू',
  valueCraftTitle: 'सीप',
  valueCraftBody: 'हरेक राम्रो तस्बिरपछाडिको सीप र धैर्यको हामी सम्मान गर्छौं।',
  valueTrustTitle: 'विश्वास',
  valueTrustBody: 'प्रमाणित फोटोग्राफर, इमानदार समीक्षा र स्पष्ट मूल्य।',
  valueLocalTitle: 'स्थानीय पहिले',
  valueLocalBody: 'नेपालमै बनेको, हरेक जिल्लाका लागि, अङ्ग्रेजी र नेपालीमा।',
  valueFairTitle: 'उचित कमाइ',
  valueFairBody: 'प्रशंसकले दिएको धेरैजसो हिस्सा फोटोग्राफरले नै पाउँछन्।',
  aboutContactTitle: 'सम्पर्कमा रहनुहोस्',
  aboutContactBody: 'प्रश्न, सुझाव वा साझेदारीको विचार छ? हामी सुन्न चाहन्छौं।',

  legalLastUpdated: 'अन्तिम पटक अद्यावधिक: डिसेम्बर २०२४',
  legalContact: 'प्रश्न छन्? हामीलाई {email} मा लेख्नुहोस्।',
  termsIntro: 'तस्बिर प्रयोग गरेर तपाईं यी सर्तहरूमा सहमत हुनुहुन्छ। कृपया ध्यान दिएर पढ्नुहोस्।',
  termsAccountsTitle: 'खाताहरू',
  termsAccountsBody: 'आफ्नो खाता र पासवर्ड गोप्य राख्ने जिम्मेवारी तपाईंको हो। दर्ता गर्दा सही जानकारी दिनुहोस्।',
  termsInactiveBody: '१२ महिनासम्म निष्क्रिय रहेका खाताहरू मेटाइन सक्छन्।',
  termsContentTitle: 'तपाईंको सामग्री',
  termsContentBody:
    'तपाईंले अपलोड गरेका फोटो र रिलको अधिकार तपाईंकै रहन्छ, र तस्बिरलाई तिनलाई प्लेटफर्ममा देखाउने अनुमति दिनुहुन्छ। आफ्नै काम मात्र अपलोड गर्नुहोस्, गैरकानुनी वा आपत्तिजनक केही पनि होइन।',
  termsPlansTitle: 'योजना र भुक्तानी',
  termsPlansBody:
    'सशुल्क योजनाको भुक्तानी बैंक ट्रान्सफरबाट हुन्छ र स्वीकृतिदेखि {days} दिनसम्म चल्छ। योजना सकिएपछि खाता निःशुल्क योजनामा फर्कन्छ: अपलोड रोकिन्छ, सामग्री रहन्छ।',
  termsCreditsTitle: 'क्रेडिट र उपहार',
  termsCreditsBody:
    'एक क्रेडिट बराबर रु १ हो। प्रशासकले भुक्तानीको रसिद जाँचेपछि क्रेडिट थपिन्छ, र यो फोटोग्राफरलाई उपहार दिन खर्च हुन्छ।',
  termsCommissionTitle: 'कमिसन',
  termsCommissionIntro: 'उपहारको मूल्य फोटोग्राफरको योजनाअनुसार फोटोग्राफर र प्लेटफर्मबीच बाँडिन्छ:',
  termsCommissionRate: '{plan}: फोटोग्राफर {share}%, प्लेटफर्म {rest}%',
  termsConductTitle: 'आचरण',
  termsConductBody: 'टिप्पणी, समीक्षा र सन्देशमा सम्मानजनक हुनुहोस्। यी सर्त तोड्ने सामग्री हटाउन वा खाता निलम्बन गर्न सकिन्छ।',
  termsBookingsTitle: 'बुकिङ',
  termsBookingsBody: 'बुकिङ प्रयोगकर्ता र फोटोग्राफरबीचको सम्झौता हो। तस्बिरले तपाईंहरूलाई जोड्छ तर सम्झौताको पक्ष होइन।',
  termsChangesTitle: 'परिवर्तनहरू',
  termsChangesBody: 'हामी यी सर्तहरू अद्यावधिक गर्न सक्छौं; पछिल्लो परिवर्तनको मिति यसै पृष्ठमा देखाइन्छ।',
  privacyIntro: 'यो नीतिले हामी के सङ्कलन गर्छौं, किन गर्छौं, र तपाईंसँग के विकल्प छन् भनेर बताउँछ।',
  privacyCollectTitle: 'हामी के सङ्कलन गर्छौं',
  privacyCollectBody:
    'तपाईंको प्रयोगकर्ता नाम, इमेल, पासवर्ड (सुरक्षित ह्यासको रूपमा मात्र), भूमिका, तपाईंले दिएको ठेगाना विवरण, अपलोड गरेको सामग्री, र सन्देश, बुकिङ, उपहार तथा क्रेडिट अनुरोधहरू।',
  privacyUseTitle: 'हामी यसलाई कसरी प्रयोग गर्छौं',
  privacyUseBody:
    'तपाईंको खाता चलाउन, काम देखाउन, बुकिङ, उपहार र भुक्तानी सम्हाल्न, प्लेटफर्म सुरक्षित राख्न, र पासवर्ड रिसेट लिङ्कजस्ता इमेल पठाउन।',
  privacyShareTitle: 'साझेदारी',
  privacyShareBody:
    'हामी तपाईंको डाटा बेच्दैनौं। तपाईंको सार्वजनिक प्रोफाइल, फोटो, रिल, समीक्षा र टिप्पणी सबैले देख्न सक्छन्। कानुनले माग गरेमा मात्र डाटा साझा गर्छौं।',
  privacyPhotosTitle: 'फोटोको मेटाडाटा',
  privacyPhotosBody: 'अपलोड गरिएका फोटोभित्रको स्थान डाटा (GPS) देखाउनुअघि हटाइन्छ।',
  privacyRetentionTitle: 'डाटा कति समय राखिन्छ',
  privacyRetentionBody:
    '१२ महिनासम्म निष्क्रिय खाताहरू मेटाइन सक्छन्। खाता मेटाइँदा त्यसको सामग्री हटाइन्छ; क्रेडिट कारोबारको अभिलेख नाम बिना राखिन्छ।',
  privacyAgeTitle: 'न्यूनतम उमेर',
  privacyAgeBody: 'तस्बिर प्रयोग गर्न तपाईं कम्तीमा १३ वर्षको हुनुपर्छ।',
  privacyStorageTitle: 'ब्राउजर भण्डारण',
  privacyStorageBody: 'हामी तपाईंको लगइन टोकन र भाषाको छनोट तपाईंकै ब्राउजरमा राख्छौं। हामी कुनै विज्ञापन कुकी प्रयोग गर्दैनौं।',
  privacyRightsTitle: 'तपाईंका विकल्पहरू',
  privacyRightsBody: 'तपाईं जुनसुकै बेला आफ्नो प्रोफाइल अद्यावधिक गर्न र खाता मेटाउन अनुरोध गर्न सक्नुहुन्छ।',
};
