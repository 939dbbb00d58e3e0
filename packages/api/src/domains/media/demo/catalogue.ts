import type { SceneKind } from './scenes.js';

/** Titles and captions for demo photos, by scene; places are real places in Nepal. */
export const demoPhotoCaptions: Record<
  SceneKind,
  { title: string; description: string; category: string; location: string }[]
> = {
  mountains: [
    {
      title: 'Machhapuchhre at first light',
      description: 'The fishtail peak from Australian Camp, ten minutes after sunrise.',
      category: 'landscape',
      location: 'Kaski',
    },
    {
      title: 'Ama Dablam from Pangboche',
      description: 'Clear October morning on the trail to Dingboche.',
      category: 'landscape',
      location: 'Solukhumbu',
    },
    {
      title: 'Annapurna South',
      description: 'From Poon Hill, with the rhododendrons just starting.',
      category: 'nature',
      location: 'Myagdi',
    },
    {
      title: 'Everest from Kala Patthar',
      description: 'Cold, windy and worth every step.',
      category: 'landscape',
      location: 'Solukhumbu',
    },
  ],
  lake: [
    {
      title: 'Phewa Lake reflections',
      description: 'A still morning before the boats go out.',
      category: 'landscape',
      location: 'Pokhara',
    },
    { title: 'Rara Lake', description: 'The blue of Mugu in late autumn.', category: 'nature', location: 'Mugu' },
    {
      title: 'Gosaikunda',
      description: 'Sacred lake at 4,380 m, days before Janai Purnima.',
      category: 'nature',
      location: 'Rasuwa',
    },
    { title: 'Begnas at dusk', description: 'Fishing boats coming home.', category: 'landscape', location: 'Kaski' },
  ],
  temple: [
    {
      title: 'Nyatapola, Bhaktapur',
      description: 'Five roofs against the evening sky in Taumadhi Square.',
      category: 'street',
      location: 'Bhaktapur',
    },
    {
      title: 'Changu Narayan',
      description: 'The oldest temple in the valley, quiet on a weekday.',
      category: 'street',
      location: 'Bhaktapur',
    },
    {
      title: 'Patan Durbar Square',
      description: 'Krishna Mandir and the palace roofs after rain.',
      category: 'street',
      location: 'Lalitpur',
    },
  ],
  stupa: [
    {
      title: 'Boudhanath kora',
      description: 'Prayer flags and the evening walk around the stupa.',
      category: 'street',
      location: 'Kathmandu',
    },
    {
      title: 'Swayambhu at dusk',
      description: 'The eyes of the Buddha over the valley.',
      category: 'street',
      location: 'Kathmandu',
    },
    {
      title: 'Tengboche gompa',
      description: 'Flags in the wind above the Imja Khola.',
      category: 'nature',
      location: 'Solukhumbu',
    },
  ],
  terraces: [
    {
      title: 'Rice terraces of Bandipur',
      description: 'Planting season, every step a different green.',
      category: 'nature',
      location: 'Tanahun',
    },
    { title: 'Ilam tea gardens', description: 'Kanyam on a misty morning.', category: 'nature', location: 'Ilam' },
    {
      title: 'Ghandruk fields',
      description: 'Millet and barley below the Annapurnas.',
      category: 'landscape',
      location: 'Kaski',
    },
  ],
  sunset: [
    {
      title: 'Sunset over Sarangkot',
      description: 'The valley turning orange, paragliders landing.',
      category: 'landscape',
      location: 'Pokhara',
    },
    {
      title: 'Chitwan evening',
      description: 'Dust and gold over the Rapti river.',
      category: 'nature',
      location: 'Chitwan',
    },
    {
      title: 'Nagarkot sunset',
      description: 'The Langtang range fading to purple.',
      category: 'landscape',
      location: 'Bhaktapur',
    },
  ],
};

/** Short demo reels: colour gradients made by ffmpeg, titled like the real thing. */
export const demoReels = [
  {
    title: 'Sunrise at Sarangkot',
    description: 'Time-lapse of the first light over the Annapurnas.',
    category: 'landscape',
    location: 'Pokhara',
    colors: ['0x1b2a4a', '0xf2a65a'],
  },
  {
    title: 'Phewa boat ride',
    description: 'A calm paddle towards Tal Barahi.',
    category: 'nature',
    location: 'Pokhara',
    colors: ['0x0d3b66', '0x5fa8d3'],
  },
  {
    title: 'Bisket Jatra evening',
    description: 'Festival lights in Bhaktapur.',
    category: 'event',
    location: 'Bhaktapur',
    colors: ['0x5a189a', '0xff9e00'],
  },
  {
    title: 'Tea garden morning',
    description: 'Mist lifting over Kanyam.',
    category: 'nature',
    location: 'Ilam',
    colors: ['0x2d6a4f', '0xb7e4c7'],
  },
];
