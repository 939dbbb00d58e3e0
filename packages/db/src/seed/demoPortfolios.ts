import type { PortfolioService, PricingRange } from '@tasbir/shared';

/** Portfolio details of the demo photographers; specializations come from their `specialties`. */
export type DemoPortfolio = {
  pricingRange: PricingRange;
  services: PortfolioService[];
  equipment: string[];
  description: string;
};

export const demoPortfolios: Record<string, DemoPortfolio> = {
  aarav_shrestha: {
    pricingRange: '100000+',
    services: ['Photo Shoots', 'Video Recording', 'Album Design', 'Drone Photography', 'Same Day Delivery'],
    equipment: ['Canon EOS R5', 'RF 28-70mm f/2', 'RF 85mm f/1.2', 'Profoto B10'],
    description:
      'Full wedding coverage from mehendi to bidaai with a team of four, a printed album and a same-day highlight film.',
  },
  priya_maharjan: {
    pricingRange: '30000-50000',
    services: ['Photo Shoots', 'Photo Editing', 'Album Design'],
    equipment: ['Fujifilm X-T5', 'XF 56mm f/1.2', 'Reflector kit'],
    description: 'Natural-light portraits and lookbooks in Patan courtyards, with hand-finished edits in two weeks.',
  },
  sujan_prajapati: {
    pricingRange: '15000-30000',
    services: ['Photo Shoots', 'Photo Editing', 'Live Streaming'],
    equipment: ['Nikon Z6 II', 'Z 24-70mm f/2.8', 'Z 70-200mm f/2.8'],
    description:
      'Festival and event coverage in Bhaktapur: jatras, concerts and community gatherings, delivered within a week.',
  },
  anisha_gurung: {
    pricingRange: '50000-100000',
    services: ['Photo Shoots', 'Video Recording', 'Drone Photography', 'Album Design'],
    equipment: ['Sony A7 IV', 'FE 24-70mm f/2.8 GM II', 'DJI Air 3'],
    description: 'Lakeside and hilltop weddings around Pokhara, with sunrise couple sessions at Sarangkot.',
  },
  bikash_thapa: {
    pricingRange: '15000-30000',
    services: ['Photo Shoots', 'Drone Photography', 'Photo Editing'],
    equipment: ['Sony A7R V', 'FE 16-35mm f/2.8', 'DJI Mini 4 Pro', 'Carbon tripod'],
    description: 'Trek and adventure shoots on the Annapurna trails, with aerial views and fine-art landscape prints.',
  },
  sarita_chaudhary: {
    pricingRange: '15000-30000',
    services: ['Photo Shoots', 'Photo Editing'],
    equipment: ['Canon EOS R6 II', 'RF 100-500mm', 'RF 50mm f/1.8'],
    description: 'Wildlife safaris in Chitwan and environmental portraits in Tharu villages.',
  },
  rohan_karki: {
    pricingRange: '30000-50000',
    services: ['Photo Shoots', 'Video Recording', 'Live Streaming', 'Same Day Delivery'],
    equipment: ['Sony A1', 'FE 70-200mm f/2.8 GM', 'Godox AD600'],
    description:
      'Corporate events, product launches and runway shows across the valley, with edited selects the same night.',
  },
  nisha_tamang: {
    pricingRange: '5000-15000',
    services: ['Photo Shoots', 'Photo Booth', 'Photo Editing'],
    equipment: ['Canon EOS R8', 'RF 35mm f/1.8'],
    description: 'Relaxed family sessions, pasni and bratabandha ceremonies, with a photo booth for the guests.',
  },
  dipesh_adhikari: {
    pricingRange: '50000-100000',
    services: ['Photo Shoots', 'Video Recording', 'Drone Photography', 'Album Design', 'Live Streaming'],
    equipment: ['Nikon Z8', 'Z 24-120mm f/4', 'DJI Mavic 3', 'Gimbal'],
    description:
      'Weddings in Butwal, Bhairahawa and Lumbini by a team of three, with drone coverage and a live stream for family abroad.',
  },
  kabita_rai: {
    pricingRange: '5000-15000',
    services: ['Photo Shoots', 'Photo Editing'],
    equipment: ['Fujifilm X100VI'],
    description: 'Street stories of Dharan and portraits in the Bhedetar hills.',
  },
  manish_yadav: {
    pricingRange: '50000-100000',
    services: ['Photo Shoots', 'Video Recording', 'Album Design', 'Same Day Delivery'],
    equipment: ['Canon EOS R5', 'RF 24-105mm f/4', 'RF 70-200mm f/2.8'],
    description:
      'Mithila weddings and Chhath celebrations, every ritual photographed with care and delivered in a hand-bound album.',
  },
  sabina_magar: {
    pricingRange: '30000-50000',
    services: ['Photo Shoots', 'Drone Photography', 'Photo Editing'],
    equipment: ['Nikon Z7 II', 'Z 14-30mm f/4', 'DJI Air 3'],
    description: 'Guided photo treks in Upper Mustang and fine-art landscape prints of the Kali Gandaki valley.',
  },
  pemba_sherpa: {
    pricingRange: '100000+',
    services: ['Photo Shoots', 'Video Recording', 'Drone Photography'],
    equipment: ['Sony A7S III', 'FE 24-105mm f/4', 'Cold-weather batteries'],
    description: 'Expedition coverage from Lukla to base camp, and portraits of life in the Khumbu.',
  },
  rajesh_bhandari: {
    pricingRange: '15000-30000',
    services: ['Photo Shoots', 'Photo Editing'],
    equipment: ['Canon EOS R6', 'RF 100mm macro', 'Softbox kit'],
    description: 'Studio fashion and e-commerce product photography for brands in the eastern Terai.',
  },
  sunita_bhattarai: {
    pricingRange: '5000-15000',
    services: ['Photo Shoots', 'Photo Editing'],
    equipment: ['Fujifilm X-S20', 'XF 10-24mm'],
    description: 'Tea-garden mornings and sunrise sessions at Kanyam and Antu Danda.',
  },
  hari_poudel: {
    pricingRange: '15000-30000',
    services: ['Photo Shoots', 'Video Recording', 'Album Design'],
    equipment: ['Nikon Z6 III', 'Z 50mm f/1.8'],
    description: 'Far-west weddings and Deuda festival portraits from Dhangadhi.',
  },
  asmita_kc: {
    pricingRange: '5000-15000',
    services: ['Photo Shoots', 'Photo Editing'],
    equipment: ['Sony A7C II', 'FE 20mm f/1.8', 'Tilt-shift adapter'],
    description: 'Temples, stupas and new buildings of the valley, for architects, hotels and guidebooks.',
  },
  suraj_basnet: {
    pricingRange: '15000-30000',
    services: ['Photo Shoots', 'Video Recording', 'Photo Editing'],
    equipment: ['Canon EOS R7', 'RF-S 18-150mm', 'Light tent'],
    description: 'Trade fairs, product catalogues and business events at the Birgunj gateway.',
  },
};

/** More reviewers besides the two demo users, so ratings rest on several voices. */
export const demoReviewers = [
  { username: 'sita_user', district: 'Lalitpur', city: 'Patan' },
  { username: 'ramesh_user', district: 'Chitwan', city: 'Bharatpur' },
  { username: 'anjali_user', district: 'Kathmandu', city: 'Kathmandu' },
  { username: 'prakash_user', district: 'Rupandehi', city: 'Butwal' },
];

/** [photographer, reviewer, rating, comment, days ago]. One review per reviewer per photographer. */
export type DemoReview = [string, string, 1 | 2 | 3 | 4 | 5, string, number];

export const demoReviews: DemoReview[] = [
  [
    'aarav_shrestha',
    'maya_user',
    5,
    'Aarav captured every ritual of our wedding without ever getting in the way. The album made my mother cry.',
    3,
  ],
  [
    'aarav_shrestha',
    'sita_user',
    5,
    'Calm, punctual and the highlight film was ready the same evening. Worth every rupee.',
    12,
  ],
  [
    'aarav_shrestha',
    'anjali_user',
    4,
    'Beautiful photos. Delivery of the full set took a little longer than promised.',
    40,
  ],
  [
    'aarav_shrestha',
    'bibek_user',
    5,
    "Booked him for my sister's wedding after seeing his portfolio. He exceeded it.",
    75,
  ],
  [
    'priya_maharjan',
    'sita_user',
    5,
    'The portraits in the Patan courtyard are the best pictures anyone has taken of me.',
    6,
  ],
  ['priya_maharjan', 'maya_user', 5, 'Priya knows light. She made our family feel relaxed within minutes.', 20],
  ['priya_maharjan', 'anjali_user', 4, 'Lovely lookbook shoot for my boutique; editing was quick.', 55],
  ['sujan_prajapati', 'anjali_user', 4, 'Covered our office Bisket Jatra outing with great energy.', 9],
  ['sujan_prajapati', 'bibek_user', 3, 'Good shots of the concert, but fewer photos than we expected.', 33],
  ['anisha_gurung', 'bibek_user', 5, 'Our Phewa lakeside wedding looks like a film. The drone shots are unreal.', 2],
  ['anisha_gurung', 'maya_user', 5, 'Woke us up at 4 for Sarangkot and it was absolutely worth it.', 18],
  ['anisha_gurung', 'prakash_user', 4, 'Great photographer, very organised. Travel costs were extra.', 60],
  ['bikash_thapa', 'bibek_user', 4, 'Joined him on a short trek to Poon Hill. Learned a lot and got great prints.', 14],
  ['sarita_chaudhary', 'ramesh_user', 5, 'Spotted a rhino at dawn and Sarita got the shot. Patient and kind guide.', 5],
  ['sarita_chaudhary', 'maya_user', 4, 'Warm portraits of my grandparents in their village.', 27],
  ['rohan_karki', 'anjali_user', 4, 'Professional at our product launch; selects were in our inbox that night.', 11],
  ['rohan_karki', 'sita_user', 4, 'Good runway coverage, clean edits.', 48],
  ['nisha_tamang', 'maya_user', 5, "My son's pasni photos are adorable. Nisha is wonderful with children.", 8],
  ['nisha_tamang', 'sita_user', 4, 'The photo booth was a hit with our guests.', 36],
  [
    'dipesh_adhikari',
    'prakash_user',
    5,
    'Three photographers and a drone for our Butwal wedding. Relatives abroad watched it live.',
    4,
  ],
  ['dipesh_adhikari', 'ramesh_user', 4, 'Very good coverage; the album layout needed one round of changes.', 29],
  ['kabita_rai', 'anjali_user', 4, 'Lovely street portraits in Dharan, very affordable.', 22],
  ['manish_yadav', 'prakash_user', 5, 'He understood every Mithila ritual and photographed them with respect.', 7],
  ['manish_yadav', 'ramesh_user', 5, 'Chhath at the pond, beautifully photographed. Highly recommended.', 45],
  ['manish_yadav', 'maya_user', 4, 'Great photographer; book early, he is busy in the wedding season.', 90],
  ['sabina_magar', 'bibek_user', 5, 'The Upper Mustang photo trek was the trip of a lifetime.', 16],
  ['pemba_sherpa', 'bibek_user', 5, 'Pemba covered our Everest base camp trek. Stunning light and great company.', 10],
  ['pemba_sherpa', 'anjali_user', 5, 'The portraits of Namche families are breathtaking.', 52],
  ['rajesh_bhandari', 'sita_user', 3, 'Good product shots, but the first batch needed re-editing.', 19],
  ['sunita_bhattarai', 'ramesh_user', 4, 'Kanyam at sunrise, and a very patient photographer.', 31],
  ['hari_poudel', 'prakash_user', 4, 'Captured our Dhangadhi wedding well; friendly and on time.', 24],
  ['asmita_kc', 'anjali_user', 5, 'Her architecture photos of our hotel doubled our bookings.', 13],
  ['suraj_basnet', 'prakash_user', 4, 'Reliable for our trade fair stall photos.', 38],
];
