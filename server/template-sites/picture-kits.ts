// What the template sites' pictures show, per industry: the places a scene can be set in and the
// objects (Fluent Emoji Flat icon names) that stand for each offering. Kept apart from
// pictures.ts so scripts/picture-icons.ts can list the icons to extract without importing the
// generated icon data it writes.

/** A setting a scene is drawn in, with shapes in the scheme's colours. */
export type Place =
  | 'table'
  | 'counter'
  | 'window'
  | 'shelf'
  | 'desk'
  | 'stage'
  | 'field'
  | 'shore'
  | 'room'
  | 'street'
  | 'studio'

export type PictureKit = {
  /** Settings that fit the business; pictures of one page take turns through them. */
  places: readonly Place[]
  /** One group of objects per offering, in offering order (the first icon is the largest). */
  subjects: readonly (readonly string[])[]
  /** A person of the trade, shown among the team avatars. */
  pro?: string
}

const kit = (places: Place[], subjects: string[][], pro?: string): PictureKit => ({
  places,
  subjects,
  pro,
})

/** Skin tones of the set, longest first so "medium-light" is not read as "light". */
export const SKIN_TONE_NAMES = ['medium-light', 'medium-dark', 'medium', 'light', 'dark'] as const

/** "woman-medium-dark" → woman in the medium-dark tone, when `has` knows the untoned woman. */
export function splitSkinTone(
  name: string,
  has: (base: string) => boolean,
): { base: string; tone?: string } {
  for (const tone of SKIN_TONE_NAMES) {
    const base = name.slice(0, -(tone.length + 1))
    if (name.endsWith(`-${tone}`) && has(base)) return { base, tone }
  }
  return { base: name }
}

/** People for avatars: head-and-shoulders emoji in a range of skin tones and ages. */
export const AVATAR_PEOPLE = [
  'woman-medium-light',
  'man-medium',
  'man-beard-dark',
  'woman-dark',
  'man-beard-medium-light',
  'older-person-medium',
  'woman-red-hair-light',
  'man-medium-dark',
  'woman-red-hair-medium',
  'older-person-light',
] as const

export const INDUSTRY_KITS: Record<string, PictureKit> = {
  // BEAUTY_CLINIC
  relaxation: kit(
    ['room', 'window'],
    [
      ['person-getting-massage-medium-light', 'candle'],
      ['foot-medium-light', 'droplet', 'herb'],
      ['person-in-steamy-room-light', 'lotion-bottle'],
      ['lotion-bottle', 'herb', 'candle'],
    ],
  ),
  'hair-salon': kit(
    ['studio', 'counter'],
    [
      ['woman-getting-haircut-medium-light', 'scissors'],
      ['artist-palette', 'lotion-bottle'],
      ['sparkles', 'scissors'],
      ['lotion-bottle', 'soap', 'sponge'],
    ],
  ),
  barber: kit(
    ['counter', 'street'],
    [
      ['man-getting-haircut-medium', 'barber-pole', 'scissors'],
      ['man-getting-haircut-medium-dark', 'barber-pole'],
      ['razor', 'soap', 'hot-springs'],
      ['razor', 'lotion-bottle'],
    ],
  ),
  'spa-esthetic': kit(
    ['room', 'window'],
    [
      ['person-in-steamy-room-medium-light', 'lotion-bottle'],
      ['person-getting-massage-light', 'herb'],
      ['bouquet', 'ring', 'sparkles'],
      ['lotion-bottle', 'sponge', 'cherry-blossom'],
    ],
  ),
  'nail-salon': kit(
    ['table', 'studio'],
    [
      ['nail-polish-medium-light', 'lipstick'],
      ['nail-polish-light', 'cherry-blossom', 'sparkles'],
      ['foot-medium-light', 'nail-polish'],
      ['lotion-bottle', 'sponge'],
    ],
  ),
  eyelash: kit(
    ['studio', 'table'],
    [
      ['eye', 'sparkles'],
      ['mirror', 'sparkles'],
      ['eye', 'lotion-bottle'],
      ['lipstick', 'mirror'],
    ],
  ),
  'personal-care': kit(
    ['room', 'window'],
    [
      ['person-in-lotus-position-medium', 'straight-ruler'],
      ['person-in-bed-light', 'crescent-moon'],
      ['lotion-bottle', 'magnifying-glass-tilted-left'],
      ['spiral-calendar', 'herb'],
    ],
  ),
  'cosmetic-clinic': kit(
    ['room', 'studio'],
    [
      ['sparkles', 'mirror'],
      ['lotion-bottle', 'test-tube'],
      ['syringe', 'sparkles'],
      ['magnifying-glass-tilted-left', 'clipboard'],
    ],
    'health-worker-light',
  ),
  'hair-removal': kit(
    ['room', 'studio'],
    [
      ['woman-standing-medium-light', 'sparkles'],
      ['lotion-bottle', 'sparkles'],
      ['razor', 'sparkles'],
      ['clipboard', 'lotion-bottle'],
    ],
    'health-worker-medium-light',
  ),
  // MEDICAL_HEALTH
  medical: kit(
    ['desk', 'room'],
    [
      ['stethoscope', 'pill'],
      ['teddy-bear', 'adhesive-bandage'],
      ['clipboard', 'thermometer'],
      ['syringe', 'adhesive-bandage'],
    ],
    'health-worker-medium-light',
  ),
  dental: kit(
    ['room', 'desk'],
    [
      ['tooth', 'toothbrush'],
      ['teddy-bear', 'tooth'],
      ['tooth', 'sparkles'],
      ['tooth', 'nut-and-bolt'],
    ],
    'health-worker-medium',
  ),
  hospital: kit(
    ['street', 'room'],
    [
      ['ambulance', 'hospital'],
      ['syringe', 'pill'],
      ['person-in-manual-wheelchair-light', 'crutch'],
      ['stethoscope', 'clipboard'],
    ],
    'health-worker-dark',
  ),
  clinic: kit(
    ['desk', 'room'],
    [
      ['stethoscope', 'clipboard'],
      ['test-tube', 'cherry-blossom'],
      ['magnifying-glass-tilted-left', 'lotion-bottle'],
      ['laptop', 'stethoscope'],
    ],
    'health-worker-medium-light',
  ),
  osteopathy: kit(
    ['room', 'studio'],
    [
      ['person-getting-massage-medium', 'bone'],
      ['person-running-medium-light', 'adhesive-bandage'],
      ['bone', 'straight-ruler'],
      ['person-in-lotus-position-light', 'herb'],
    ],
  ),
  'nursing-welfare': kit(
    ['room', 'window'],
    [
      ['teacup-without-handle', 'couch-and-lamp'],
      ['person-in-bed-medium-light', 'crescent-moon'],
      ['house-with-garden', 'minibus'],
      ['speech-balloon', 'clipboard'],
    ],
    'health-worker-medium',
  ),
  healthcare: kit(
    ['desk', 'field'],
    [
      ['clipboard', 'stethoscope'],
      ['green-salad', 'red-apple', 'carrot'],
      ['person-running-light', 'running-shoe'],
      ['red-heart', 'stopwatch'],
    ],
  ),
  fitness: kit(
    ['studio', 'room'],
    [
      ['person-lifting-weights-medium-light', 'stopwatch'],
      ['person-running-medium', 'running-shoe'],
      ['person-in-lotus-position-medium-light', 'herb'],
      ['flexed-biceps-medium', 'clipboard'],
    ],
  ),
  // EDUCATION
  kindergarten: kit(
    ['room', 'field'],
    [
      ['teddy-bear', 'balloon'],
      ['drum', 'musical-notes'],
      ['bento-box', 'crescent-moon'],
      ['house-with-garden', 'crescent-moon'],
    ],
    'woman-teacher-medium-light',
  ),
  school: kit(
    ['street', 'desk'],
    [
      ['microscope', 'test-tube'],
      ['globe-showing-asia-australia', 'airplane'],
      ['school', 'books'],
      ['soccer-ball', 'trumpet'],
    ],
    'woman-teacher-medium',
  ),
  'cram-school': kit(
    ['desk', 'window'],
    [
      ['memo', 'pencil', 'alarm-clock'],
      ['open-book', 'light-bulb'],
      ['abacus', 'triangular-ruler'],
      ['spiral-calendar', 'notebook', 'pencil'],
    ],
    'woman-teacher-light',
  ),
  university: kit(
    ['street', 'desk'],
    [
      ['microscope', 'test-tube'],
      ['chart-increasing', 'coin'],
      ['books', 'fountain-pen'],
      ['graduation-cap', 'scroll'],
    ],
    'woman-teacher-light',
  ),
  'vocational-school': kit(
    ['desk', 'counter'],
    [
      ['laptop', 'artist-palette'],
      ['kitchen-knife', 'cooking'],
      ['stethoscope', 'adhesive-bandage'],
      ['school', 'ticket'],
    ],
  ),
  'online-learning': kit(
    ['desk', 'window'],
    [
      ['laptop', 'gear'],
      ['headphone', 'speech-balloon'],
      ['bar-chart', 'laptop'],
      ['laptop', 'sparkles'],
    ],
    'technologist-medium-light',
  ),
  'education-npo': kit(
    ['room', 'window'],
    [
      ['open-book', 'pencil', 'light-bulb'],
      ['books', 'open-book'],
      ['steaming-bowl', 'rice-ball'],
      ['handshake', 'memo'],
    ],
  ),
  // ARCHITECTURE_CONSTRUCTION
  construction: kit(
    ['street', 'field'],
    [
      ['house', 'toolbox'],
      ['office-building', 'building-construction'],
      ['hammer-and-wrench', 'carpentry-saw'],
      ['wrench', 'construction'],
    ],
    'construction-worker-medium-light',
  ),
  'architecture-office': kit(
    ['desk', 'street'],
    [
      ['house-with-garden', 'triangular-ruler'],
      ['office-building', 'straight-ruler'],
      ['derelict-house', 'pencil'],
      ['memo', 'triangular-ruler', 'pencil'],
    ],
  ),
  'civil-architecture': kit(
    ['field', 'street'],
    [
      ['motorway', 'construction'],
      ['bridge-at-night', 'construction'],
      ['water-wave', 'construction'],
      ['straight-ruler', 'world-map'],
    ],
    'construction-worker-medium-dark',
  ),
  // TOURISM_CULTURE
  travel: kit(
    ['shore', 'field', 'window'],
    [
      ['maple-leaf', 'shinto-shrine'],
      ['snow-capped-mountain', 'deer'],
      ['sushi', 'oden'],
      ['world-map', 'luggage', 'airplane'],
    ],
  ),
  tourism: kit(
    ['street', 'field'],
    [
      ['japanese-castle', 'red-paper-lantern'],
      ['cherry-blossom', 'tulip', 'fountain'],
      ['rice-ball', 'fish'],
      ['amphora', 'scissors'],
    ],
  ),
  'shrine-temple': kit(
    ['field', 'window'],
    [
      ['shinto-shrine', 'kimono'],
      ['folded-hands-medium-light', 'red-heart'],
      ['ring', 'bouquet'],
      ['scroll', 'black-nib'],
    ],
  ),
  hotel: kit(
    ['room', 'window'],
    [
      ['bed', 'key'],
      ['bed', 'water-wave'],
      ['couch-and-lamp', 'wine-glass'],
      ['croissant', 'hot-beverage'],
    ],
    'office-worker-medium-light',
  ),
  ryokan: kit(
    ['room', 'window'],
    [
      ['teacup-without-handle', 'kimono'],
      ['hot-springs', 'maple-leaf'],
      ['bento-box', 'sake'],
      ['hot-springs', 'herb'],
    ],
  ),
  guesthouse: kit(
    ['room', 'street'],
    [
      ['bed', 'backpack'],
      ['bed', 'key'],
      ['bicycle', 'world-map'],
      ['croissant', 'hot-beverage'],
    ],
  ),
  'public-facility': kit(
    ['street', 'room'],
    [
      ['chair', 'calendar'],
      ['basketball', 'stopwatch'],
      ['books', 'open-book'],
      ['artist-palette', 'spiral-calendar'],
    ],
  ),
  'museum-gallery': kit(
    ['room', 'studio'],
    [
      ['framed-picture', 'water-wave'],
      ['amphora', 'framed-picture'],
      ['teddy-bear', 'artist-palette'],
      ['ticket', 'classical-building'],
    ],
  ),
  'cultural-facility': kit(
    ['stage', 'street'],
    [
      ['trumpet', 'musical-notes'],
      ['woman-dancing-medium', 'musical-notes'],
      ['film-projector', 'popcorn'],
      ['classical-building', 'ticket'],
    ],
  ),
  wedding: kit(
    ['room', 'field'],
    [
      ['church', 'bouquet'],
      ['birthday-cake', 'clinking-glasses'],
      ['woman-with-veil-light', 'ring'],
      ['ring', 'bouquet', 'love-letter'],
    ],
  ),
  // FOOD_BEVERAGE
  cafe: kit(
    ['table', 'counter', 'window'],
    [
      ['hot-beverage', 'teapot'],
      ['hot-beverage', 'cookie'],
      ['croissant', 'hot-beverage', 'cooking'],
      ['pie', 'hot-beverage'],
    ],
    'man-cook-medium-light',
  ),
  restaurant: kit(
    ['table', 'window'],
    [
      ['spaghetti', 'wine-glass'],
      ['fork-and-knife-with-plate', 'wine-glass', 'candle'],
      ['cut-of-meat', 'fire'],
      ['custard', 'hot-beverage'],
    ],
    'man-cook-medium',
  ),
  izakaya: kit(
    ['counter', 'table'],
    [
      ['oden', 'beer-mug'],
      ['sushi', 'chopsticks'],
      ['sake', 'red-paper-lantern'],
      ['clinking-glasses', 'bento-box'],
    ],
    'man-cook-dark',
  ),
  'sweets-bakery': kit(
    ['counter', 'shelf', 'table'],
    [
      ['bread', 'baguette-bread'],
      ['croissant', 'hot-beverage'],
      ['shortcake', 'strawberry'],
      ['birthday-cake', 'party-popper'],
    ],
    'man-cook-light',
  ),
  bar: kit(
    ['counter', 'table'],
    [
      ['cocktail-glass', 'lemon'],
      ['tumbler-glass', 'candle'],
      ['tumbler-glass', 'lime'],
      ['cheese-wedge', 'wine-glass', 'grapes'],
    ],
  ),
  // BUSINESS_PROFESSIONAL
  consulting: kit(
    ['desk', 'window'],
    [
      ['chart-increasing', 'bullseye'],
      ['gear', 'clipboard'],
      ['laptop', 'light-bulb'],
      ['handshake', 'hot-beverage'],
    ],
    'office-worker-medium-light',
  ),
  startup: kit(
    ['desk', 'window'],
    [
      ['laptop', 'bar-chart'],
      ['memo', 'page-facing-up'],
      ['robot', 'high-voltage'],
      ['gear', 'link'],
    ],
    'technologist-medium',
  ),
  business: kit(
    ['street', 'desk'],
    [
      ['delivery-truck', 'package'],
      ['factory', 'brick'],
      ['gear', 'nut-and-bolt'],
      ['seedling', 'recycling-symbol'],
    ],
    'office-worker-light',
  ),
  marketing: kit(
    ['desk', 'studio'],
    [
      ['magnifying-glass-tilted-left', 'chart-increasing'],
      ['mobile-phone', 'red-heart'],
      ['memo', 'fountain-pen'],
      ['bar-chart', 'laptop'],
    ],
  ),
  accounting: kit(
    ['desk', 'window'],
    [
      ['ledger', 'pen'],
      ['memo', 'abacus'],
      ['money-bag', 'calendar'],
      ['seedling', 'coin'],
    ],
    'office-worker-medium',
  ),
  'labor-office': kit(
    ['desk', 'window'],
    [
      ['page-facing-up', 'fountain-pen'],
      ['shield', 'card-index-dividers'],
      ['money-bag', 'memo'],
      ['handshake', 'speech-balloon'],
    ],
  ),
  politician: kit(
    ['street', 'field'],
    [
      ['teddy-bear', 'balloon'],
      ['vertical-traffic-light', 'children-crossing'],
      ['deciduous-tree', 'water-wave'],
      ['classical-building', 'megaphone'],
    ],
    'office-worker-medium-dark',
  ),
  'law-firm': kit(
    ['desk', 'shelf'],
    [
      ['balance-scale', 'briefcase'],
      ['scroll', 'old-key'],
      ['handshake', 'page-facing-up'],
      ['house', 'balance-scale'],
    ],
    'office-worker-medium-light',
  ),
  'design-office': kit(
    ['desk', 'studio'],
    [
      ['artist-palette', 'paintbrush'],
      ['package', 'ribbon'],
      ['laptop', 'triangular-ruler'],
      ['open-book', 'black-nib'],
    ],
  ),
  finance: kit(
    ['desk', 'window'],
    [
      ['house-with-garden', 'pig-face'],
      ['chart-increasing', 'coin'],
      ['money-bag', 'seedling'],
      ['bank', 'briefcase'],
    ],
    'office-worker-dark',
  ),
  store: kit(
    ['shelf', 'counter'],
    [
      ['cooking', 'teapot'],
      ['t-shirt', 'scarf'],
      ['notebook', 'pencil', 'paperclip'],
      ['hammer-and-wrench', 'scissors'],
    ],
  ),
  // CREATOR
  designer: kit(
    ['desk', 'studio'],
    [
      ['black-nib', 'artist-palette'],
      ['closed-book', 'orange-book'],
      ['placard', 'round-pushpin'],
      ['printer', 'page-facing-up'],
    ],
  ),
  fashion: kit(
    ['studio', 'room'],
    [
      ['t-shirt', 'sunglasses'],
      ['coat', 'scarf'],
      ['jeans', 'handbag'],
      ['sewing-needle', 'thread'],
    ],
  ),
  photographer: kit(
    ['studio', 'field'],
    [
      ['camera-with-flash', 'woman-standing-medium'],
      ['camera-with-flash', 'bouquet'],
      ['camera', 'house-with-garden'],
      ['framed-picture', 'camera'],
    ],
  ),
  illustrator: kit(
    ['desk', 'studio'],
    [
      ['closed-book', 'paintbrush'],
      ['newspaper', 'black-nib'],
      ['teddy-bear', 'crayon'],
      ['framed-picture', 'pencil'],
    ],
    'artist-medium-light',
  ),
  interior: kit(
    ['room', 'window'],
    [
      ['couch-and-lamp', 'potted-plant'],
      ['shopping-bags', 'chair'],
      ['chair', 'carpentry-saw'],
      ['artist-palette', 'framed-picture'],
    ],
  ),
  gallery: kit(
    ['room', 'studio'],
    [
      ['framed-picture', 'sparkles'],
      ['amphora', 'spiral-calendar'],
      ['microphone', 'speech-balloon'],
      ['framed-picture', 'gem-stone'],
    ],
  ),
  'model-stylist': kit(
    ['studio', 'room'],
    [
      ['dress', 'high-heeled-shoe'],
      ['camera', 'sunglasses'],
      ['woman-standing-medium-light', 'camera-with-flash'],
      ['lipstick', 'artist-palette'],
    ],
  ),
  'video-creator': kit(
    ['studio', 'stage'],
    [
      ['movie-camera', 'clapper-board'],
      ['musical-notes', 'video-camera'],
      ['mobile-phone', 'film-frames'],
      ['video-camera', 'microphone'],
    ],
  ),
  artist: kit(
    ['studio', 'room'],
    [
      ['framed-picture', 'paintbrush'],
      ['framed-picture', 'printer'],
      ['artist-palette', 'house'],
      ['paintbrush', 'memo'],
    ],
    'artist-medium',
  ),
  youtuber: kit(
    ['studio', 'desk'],
    [
      ['video-camera', 'studio-microphone'],
      ['mobile-phone', 'high-voltage'],
      ['red-heart', 'star'],
      ['package', 'video-camera'],
    ],
  ),
  // INDUSTRY_LOGISTICS
  manufacturing: kit(
    ['street', 'counter'],
    [
      ['gear', 'nut-and-bolt'],
      ['mechanical-arm', 'gear'],
      ['test-tube', 'hammer-and-wrench'],
      ['magnifying-glass-tilted-left', 'check-mark-button'],
    ],
    'construction-worker-medium',
  ),
  agriculture: kit(
    ['field', 'table'],
    [
      ['carrot', 'broccoli', 'tomato'],
      ['sheaf-of-rice', 'rice-ball'],
      ['strawberry', 'peach'],
      ['tractor', 'seedling'],
    ],
    'farmer-medium',
  ),
  'real-estate': kit(
    ['street', 'room'],
    [
      ['office-building', 'key'],
      ['house-with-garden', 'dog'],
      ['couch-and-lamp', 'key'],
      ['house', 'magnifying-glass-tilted-left'],
    ],
  ),
  logistics: kit(
    ['street', 'shelf'],
    [
      ['package', 'clipboard'],
      ['delivery-truck', 'package'],
      ['shopping-cart', 'package'],
      ['mobile-phone', 'round-pushpin'],
    ],
  ),
  // ENTERTAINMENT_MEDIA
  event: kit(
    ['stage', 'street'],
    [
      ['studio-microphone', 'speech-balloon'],
      ['light-bulb', 'memo'],
      ['placard', 'memo'],
      ['clinking-glasses', 'party-popper'],
    ],
  ),
  entertainment: kit(
    ['stage', 'studio'],
    [
      ['microphone', 'guitar'],
      ['television', 'movie-camera'],
      ['star', 'sparkles'],
      ['microphone', 'performing-arts'],
    ],
  ),
  game: kit(
    ['stage', 'desk'],
    [
      ['video-game', 'red-paper-lantern'],
      ['video-game', 'deciduous-tree'],
      ['headphone', 'musical-notes'],
      ['newspaper', 'video-game'],
    ],
  ),
  news: kit(
    ['desk', 'street'],
    [
      ['newspaper', 'classical-building'],
      ['chart-increasing', 'newspaper'],
      ['school', 'newspaper'],
      ['soccer-ball', 'stopwatch'],
    ],
    'technologist-medium-dark',
  ),
  musician: kit(
    ['stage', 'studio'],
    [
      ['optical-disk', 'guitar'],
      ['musical-notes', 'water-wave'],
      ['saxophone', 'musical-note'],
      ['microphone', 'church'],
    ],
    'singer-medium',
  ),
  movie: kit(
    ['stage', 'street'],
    [
      ['clapper-board', 'film-frames'],
      ['performing-arts', 'star'],
      ['movie-camera', 'film-projector'],
      ['popcorn', 'admission-tickets'],
    ],
  ),
  'music-live': kit(
    ['stage', 'counter'],
    [
      ['guitar', 'drum'],
      ['saxophone', 'trumpet'],
      ['microphone', 'musical-notes'],
      ['speaker-high-volume', 'ticket'],
    ],
  ),
  'fan-site': kit(
    ['stage', 'room'],
    [
      ['admission-tickets', 'sparkles'],
      ['camera-with-flash', 'red-heart'],
      ['star-struck', 'microphone'],
      ['ticket', 'star'],
    ],
  ),
  'stage-live': kit(
    ['stage', 'room'],
    [
      ['performing-arts', 'flashlight'],
      ['woman-dancing-medium-dark', 'musical-notes'],
      ['scroll', 'performing-arts'],
      ['admission-tickets', 'door'],
    ],
  ),
  sports: kit(
    ['field', 'street'],
    [
      ['soccer-ball', 'goal-net'],
      ['soccer-ball', 'trophy'],
      ['person-running-medium-dark', 'stopwatch'],
      ['admission-tickets', 'megaphone'],
    ],
  ),
}

/** Fallback per industry group, for an industry this file does not name yet. */
export const GROUP_KITS: Record<string, PictureKit> = {
  BEAUTY_CLINIC: INDUSTRY_KITS['spa-esthetic']!,
  MEDICAL_HEALTH: INDUSTRY_KITS.medical!,
  EDUCATION: INDUSTRY_KITS.school!,
  ARCHITECTURE_CONSTRUCTION: INDUSTRY_KITS.construction!,
  TOURISM_CULTURE: INDUSTRY_KITS.travel!,
  FOOD_BEVERAGE: INDUSTRY_KITS.cafe!,
  BUSINESS_PROFESSIONAL: INDUSTRY_KITS.consulting!,
  CREATOR: INDUSTRY_KITS.designer!,
  INDUSTRY_LOGISTICS: INDUSTRY_KITS.logistics!,
  ENTERTAINMENT_MEDIA: INDUSTRY_KITS.event!,
}

/** Every icon name the kits can draw, sorted: what scripts/picture-icons.ts extracts. */
export function kitIconNames(): string[] {
  const names = new Set<string>(AVATAR_PEOPLE)
  for (const k of Object.values(INDUSTRY_KITS)) {
    for (const group of k.subjects) for (const name of group) names.add(name)
    if (k.pro) names.add(k.pro)
  }
  return [...names].sort()
}
