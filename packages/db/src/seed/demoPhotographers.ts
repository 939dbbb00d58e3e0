/** Demo photographers across real districts and cities of Nepal. Later issues hang content on them. */
export type DemoPhotographer = {
  username: string;
  fullName: string;
  district: string;
  city: string;
  specialties: string[];
  experienceYears: string;
  bio: string;
  verified: boolean;
};

export const demoPhotographers: DemoPhotographer[] = [
  { username: 'aarav_shrestha', fullName: 'Aarav Shrestha', district: 'Kathmandu', city: 'Kathmandu', specialties: ['Wedding', 'Portrait'], experienceYears: '10+', verified: true, bio: 'Wedding storyteller from Thamel. Twelve years of mandaps, janti processions and quiet portraits between the rituals.' },
  { username: 'priya_maharjan', fullName: 'Priya Maharjan', district: 'Lalitpur', city: 'Patan', specialties: ['Portrait', 'Fashion'], experienceYears: '5-10', verified: true, bio: 'Portrait and fashion work in the courtyards of Patan. Natural light, Newari textiles, honest faces.' },
  { username: 'sujan_prajapati', fullName: 'Sujan Prajapati', district: 'Bhaktapur', city: 'Bhaktapur', specialties: ['Event', 'Street'], experienceYears: '5-10', verified: false, bio: 'Bisket Jatra, Gai Jatra and every festival in between. Street and event photography from Durbar Square.' },
  { username: 'anisha_gurung', fullName: 'Anisha Gurung', district: 'Kaski', city: 'Pokhara', specialties: ['Landscape', 'Wedding'], experienceYears: '5-10', verified: true, bio: 'Lakeside weddings and sunrise sessions at Sarangkot with Machhapuchhre behind you.' },
  { username: 'bikash_thapa', fullName: 'Bikash Thapa', district: 'Kaski', city: 'Pokhara', specialties: ['Landscape', 'Nature'], experienceYears: '3-5', verified: false, bio: 'Trekking photographer on the Annapurna circuit. Paragliding, Phewa Lake and mountain light.' },
  { username: 'sarita_chaudhary', fullName: 'Sarita Chaudhary', district: 'Chitwan', city: 'Bharatpur', specialties: ['Nature', 'Portrait'], experienceYears: '3-5', verified: true, bio: 'Wildlife mornings in Chitwan National Park and Tharu village portraits in the afternoon.' },
  { username: 'rohan_karki', fullName: 'Rohan Karki', district: 'Kathmandu', city: 'Kathmandu', specialties: ['Event', 'Fashion'], experienceYears: '3-5', verified: false, bio: 'Corporate events, concerts and fashion shows across the valley. Fast delivery, clean edits.' },
  { username: 'nisha_tamang', fullName: 'Nisha Tamang', district: 'Lalitpur', city: 'Lalitpur', specialties: ['Portrait', 'Event'], experienceYears: '1-3', verified: false, bio: 'Family portraits, pasni and bratabandha ceremonies. Relaxed sessions that children enjoy.' },
  { username: 'dipesh_adhikari', fullName: 'Dipesh Adhikari', district: 'Rupandehi', city: 'Butwal', specialties: ['Wedding', 'Event'], experienceYears: '5-10', verified: true, bio: 'Weddings across Butwal, Bhairahawa and Lumbini. A team of three with drone coverage.' },
  { username: 'kabita_rai', fullName: 'Kabita Rai', district: 'Sunsari', city: 'Dharan', specialties: ['Portrait', 'Street'], experienceYears: '1-3', verified: false, bio: 'Street life of Dharan and portraits in the hills of Bhedetar.' },
  { username: 'manish_yadav', fullName: 'Manish Yadav', district: 'Dhanusha', city: 'Janakpur', specialties: ['Wedding', 'Event'], experienceYears: '10+', verified: true, bio: 'Mithila weddings and Chhath celebrations, photographed with care for every ritual.' },
  { username: 'sabina_magar', fullName: 'Sabina Magar', district: 'Mustang', city: 'Jomsom', specialties: ['Landscape', 'Nature'], experienceYears: '3-5', verified: false, bio: 'Upper Mustang, Muktinath and the Kali Gandaki valley. Landscape prints and guided photo treks.' },
  { username: 'pemba_sherpa', fullName: 'Pemba Sherpa', district: 'Solukhumbu', city: 'Namche Bazaar', specialties: ['Landscape', 'Portrait'], experienceYears: '10+', verified: true, bio: 'Born in Khumbu. Expedition photography, Everest base camp and portraits of mountain life.' },
  { username: 'rajesh_bhandari', fullName: 'Rajesh Bhandari', district: 'Morang', city: 'Biratnagar', specialties: ['Fashion', 'Product'], experienceYears: '3-5', verified: false, bio: 'Studio fashion and product shoots for brands in Biratnagar and the eastern Terai.' },
  { username: 'sunita_bhattarai', fullName: 'Sunita Bhattarai', district: 'Ilam', city: 'Ilam', specialties: ['Nature', 'Landscape'], experienceYears: '1-3', verified: false, bio: 'Tea gardens of Ilam, Kanyam mornings and Antu Danda sunrises.' },
  { username: 'hari_poudel', fullName: 'Hari Poudel', district: 'Kailali', city: 'Dhangadhi', specialties: ['Wedding', 'Portrait'], experienceYears: '5-10', verified: false, bio: 'Far-west weddings and Deuda festival portraits from Dhangadhi.' },
  { username: 'asmita_kc', fullName: 'Asmita KC', district: 'Kathmandu', city: 'Kirtipur', specialties: ['Architecture', 'Street'], experienceYears: '1-3', verified: false, bio: 'Temples, stupas and the new city: architecture and street photography around the valley.' },
  { username: 'suraj_basnet', fullName: 'Suraj Basnet', district: 'Parsa', city: 'Birgunj', specialties: ['Event', 'Product'], experienceYears: '3-5', verified: false, bio: 'Trade fairs, product catalogues and events at the Birgunj gateway.' },
];

export const demoUsers = [
  { username: 'maya_user', fullName: 'Maya Joshi', district: 'Kathmandu', city: 'Kathmandu' },
  { username: 'bibek_user', fullName: 'Bibek Lama', district: 'Kaski', city: 'Pokhara' },
];
