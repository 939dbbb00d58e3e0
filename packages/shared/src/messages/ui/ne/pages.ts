import type { pagesEn } from '../pages.js';

export const pagesNe: Record<keyof typeof pagesEn, string> = {
  paymentPageTitle: 'भुक्तानी',
  galleryPageTitle: 'फोटो ग्यालरी',
  betaTitle: 'बिटा परीक्षण',
  betaBody:
    'तस्बिर बिटा परीक्षणमा छ। सुविधाहरू परिवर्तन हुन सक्छन् र परीक्षण डाटा मेटिन सक्छ। हामीलाई सुधार गर्न सहयोग गर्नुभएकोमा धन्यवाद!',
  betaDismiss: 'बुझें',
  heroTitle: 'नेपालका उत्कृष्ट फोटोग्राफरहरूसँग आफ्ना पलहरू कैद गर्नुहोस्',
  heroSubtitle:
    'पोर्टफोलियो हेर्नुहोस्, रिलहरू हेर्नुहोस्, विवाह वा कार्यक्रमका लागि फोटोग्राफर बुक गर्नुहोस्, र मनपर्ने कलाकारलाई साथ दिनुहोस्।',
  heroFindPhotographers: 'फोटोग्राफर खोज्नुहोस्',
  heroExplorePhotos: 'फोटोहरू हेर्नुहोस्',
  joinTitle: 'के तपाईं फोटोग्राफर हुनुहुन्छ?',
  joinBody: 'आफ्नो काम सारा नेपाललाई देखाउनुहोस्, कार्यक्रमहरूका लागि बुक हुनुहोस्, र आफ्ना प्रशंसकहरूबाट उपहार पाउनुहोस्।',
  joinButton: 'तस्बिरमा जोडिनुहोस्',
  joinSignedIn: 'फेरि स्वागत छ, {name}!',

  featuredPhotographersTitle: 'विशेष फोटोग्राफरहरू',
  featuredPhotographersIntro: 'तपाईंको अर्को फोटो सुटका लागि तयार उच्च मूल्याङ्कित फोटोग्राफरहरू।',
  viewAllPhotographers: 'सबै फोटोग्राफर हेर्नुहोस्',
};
