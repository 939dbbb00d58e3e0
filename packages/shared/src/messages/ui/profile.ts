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
