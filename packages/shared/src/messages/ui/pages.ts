/** Web sentences for the home page and the page titles, in English; the Nepali (नेपाली) twin is in ne/ under the same name. */
export const pagesEn = {
  paymentPageTitle: 'Payment',
  galleryPageTitle: 'Photo gallery',
  // Home.
  betaTitle: 'Beta testing',
  betaBody:
    'Tasbir is in beta testing. Features may change and test data may be reset. Thank you for helping us improve!',
  betaDismiss: 'Got it',
  heroTitle: "Capture Nepal's moments with its finest photographers",
  heroSubtitle:
    'Browse portfolios, watch reels, book a photographer for your wedding or event, and support the artists you love.',
  heroFindPhotographers: 'Find Photographers',
  heroExplorePhotos: 'Explore Photos',
  joinTitle: 'Are you a photographer?',
  joinBody: 'Show your work to all of Nepal, get booked for events, and receive gifts from your fans.',
  joinButton: 'Join Tasbir',
  joinSignedIn: 'Welcome back, {name}!',

  // Home: featured photographers.
  featuredPhotographersTitle: 'Featured Photographers',
  featuredPhotographersIntro: 'Highly rated photographers ready for your next shoot.',
  viewAllPhotographers: 'View All Photographers',
} as const;
