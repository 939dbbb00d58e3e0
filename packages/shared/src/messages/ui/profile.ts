import { noticeMessages as notice } from '../notices.js';

/**
 * Web sentences for the studio dashboard's Portfolio and Profile tabs and the profile settings
 * dialog: English, and Nepali (नेपाली) for every English key.
 */
export const profileEn = {
  // Studio dashboard tabs.
  dashboardTabPortfolio: 'Portfolio',
  dashboardTabProfile: 'Profile',

  // Profile form (docs/product.md#accounts).
  profileSettingsTitle: 'Profile Settings',
  profileBioLabel: 'Bio',
  profileLocationLabel: 'Location',
  profileLocationHint: 'Where you are based, e.g. Lakeside, Pokhara.',
  profilePictureLabel: 'Profile picture',
  profilePictureHint:
    'A JPEG, PNG or WebP image of up to {mb} MB, shown cut to a square. Without one, your initial shows.',
  profilePictureRemove: 'Remove picture',
  profilePictureUploading: 'Uploading…',
  profilePictureSaved: 'Profile picture updated.',
  profilePictureRemoved: 'Profile picture removed.',
  profilePictureFailed: 'The picture could not be saved. Please try again.',
  charactersUpTo: 'Up to {max} characters.',
  saveProfile: 'Save Profile',
  saving: 'Saving…',
  profileUpdated: notice.profileUpdated,

  // Portfolio details form (docs/product.md#portfolios).
  portfolioFormTitle: 'Portfolio Details',
  portfolioFormIntro: 'What clients see on your portfolio in the photographer directory.',
  portfolioDescriptionLabel: 'Portfolio description',
  portfolioEquipmentHint: 'Separate items with commas, e.g. Canon EOS R5, DJI Mini 4 Pro.',
  savePortfolio: 'Save Portfolio',
  portfolioSaved: 'Portfolio saved successfully!',
  portfolioSaveError: 'Error saving portfolio: {detail}',
  portfolioLoadFailed: 'Your portfolio could not be loaded. Please try again.',
  tryAgain: 'Try again',

  // The photographer's own photos and reels.
  myMediaTitle: 'Your Photos and Reels',
  myPhotosTitle: 'Your Photos',
  myReelsTitle: 'Your Reels',
  myPhotosEmpty: 'You have not uploaded any photos yet.',
  myReelsEmpty: 'You have not uploaded any reels yet.',
  myMediaLatest: 'Your latest {shown} of {total}',
  myMediaLoadFailed: 'Your photos and reels could not be loaded. Please try again.',
} as const;

export const profileNe: Record<keyof typeof profileEn, string> = {
  dashboardTabPortfolio: 'पोर्टफोलियो',
  dashboardTabProfile: 'प्रोफाइल',

  profileSettingsTitle: 'प्रोफाइल सेटिङ',
  profileBioLabel: 'परिचय',
  profileLocationLabel: 'स्थान',
  profileLocationHint: 'तपाईं कहाँ बस्नुहुन्छ, जस्तै लेकसाइड, पोखरा।',
  profilePictureLabel: 'प्रोफाइल तस्बिर',
  profilePictureHint:
    'बढीमा {mb} MB को JPEG, PNG वा WebP तस्बिर, वर्गाकारमा काटेर देखाइन्छ। तस्बिर नभए नामको पहिलो अक्षर देखिन्छ।',
  profilePictureRemove: 'तस्बिर हटाउनुहोस्',
  profilePictureUploading: 'अपलोड हुँदैछ…',
  profilePictureSaved: 'प्रोफाइल तस्बिर अद्यावधिक भयो।',
  profilePictureRemoved: 'प्रोफाइल तस्बिर हटाइयो।',
  profilePictureFailed: 'तस्बिर सुरक्षित गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
  charactersUpTo: 'बढीमा {max} अक्षर।',
  saveProfile: 'प्रोफाइल सुरक्षित गर्नुहोस्',
  saving: 'सुरक्षित हुँदैछ…',
  profileUpdated: 'प्रोफाइल सफलतापूर्वक अद्यावधिक भयो!',

  portfolioFormTitle: 'पोर्टफोलियोका विवरणहरू',
  portfolioFormIntro: 'फोटोग्राफर सूचीमा तपाईंको पोर्टफोलियो खोल्दा ग्राहकहरूले देख्ने कुराहरू।',
  portfolioDescriptionLabel: 'पोर्टफोलियोको वर्णन',
  portfolioEquipmentHint: 'उपकरणहरू अल्पविरामले छुट्याउनुहोस्, जस्तै क्यानन R5, डीजेआई मिनी ४ प्रो।',
  savePortfolio: 'पोर्टफोलियो सुरक्षित गर्नुहोस्',
  portfolioSaved: 'पोर्टफोलियो सफलतापूर्वक सुरक्षित भयो!',
  portfolioSaveError: 'पोर्टफोलियो सुरक्षित गर्दा त्रुटि: {detail}',
  portfolioLoadFailed: 'तपाईंको पोर्टफोलियो लोड गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
  tryAgain: 'फेरि प्रयास गर्नुहोस्',

  myMediaTitle: 'तपाईंका फोटो र रिलहरू',
  myPhotosTitle: 'तपाईंका फोटोहरू',
  myReelsTitle: 'तपाईंका रिलहरू',
  myPhotosEmpty: 'तपाईंले अहिलेसम्म कुनै फोटो अपलोड गर्नुभएको छैन।',
  myReelsEmpty: 'तपाईंले अहिलेसम्म कुनै रिल अपलोड गर्नुभएको छैन।',
  myMediaLatest: '{total} मध्ये तपाईंका पछिल्ला {shown}',
  myMediaLoadFailed: 'तपाईंका फोटो र रिलहरू लोड गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
};
