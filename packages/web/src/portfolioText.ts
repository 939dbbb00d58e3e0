import {
  localDigits,
  specializations,
  type Language,
  type PortfolioService,
  type Specialization,
  type UiMessageKey,
  type UiMessages,
} from '@tasbir/shared';
import { fill } from './i18n.js';

// A portfolio's choices (packages/shared/src/portfolio.ts) in words: the directory's cards and
// portfolios show them, and the profile's portfolio form offers them.

/** "3-5 years", or the default "5+ years" when the photographer has not said; the digits in the language's. */
export function experienceText(t: UiMessages, experience: string | null, language: Language): string {
  return experience ? fill(t.experienceYears, { range: localDigits(experience, language) }) : t.experienceDefault;
}

const isSpecialization = (value: string): value is Specialization =>
  (specializations as readonly string[]).includes(value);

/** Message keys carry no spaces, so each full name has its key here; the labels are the short names. */
const specializationKeys: Record<Specialization, UiMessageKey> = {
  'Wedding Photography': 'specialization_Wedding',
  'Portrait Photography': 'specialization_Portrait',
  'Event Photography': 'specialization_Event',
  'Nature Photography': 'specialization_Nature',
  'Street Photography': 'specialization_Street',
  'Fashion Photography': 'specialization_Fashion',
  'Product Photography': 'specialization_Product',
  'Architecture Photography': 'specialization_Architecture',
};

/** A specialization in the chosen language (an unknown value is shown as it is). */
export function specializationLabel(t: UiMessages, value: string): string {
  return isSpecialization(value) ? t[specializationKeys[value]] : value;
}

const serviceKeys: Record<PortfolioService, UiMessageKey> = {
  'Photo Shoots': 'servicePhotoShoots',
  'Video Recording': 'serviceVideoRecording',
  'Photo Editing': 'servicePhotoEditing',
  'Album Design': 'serviceAlbumDesign',
  'Drone Photography': 'serviceDronePhotography',
  'Live Streaming': 'serviceLiveStreaming',
  'Photo Booth': 'servicePhotoBooth',
  'Same Day Delivery': 'serviceSameDayDelivery',
};

export function serviceLabel(t: UiMessages, service: PortfolioService): string {
  return t[serviceKeys[service]];
}
