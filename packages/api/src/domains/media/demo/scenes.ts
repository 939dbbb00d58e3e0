/**
 * Believable demo photographs drawn as SVG (mountains, lakes, temples, stupas, terraces,
 * sunsets), each varied by a seeded random source so every run draws the same set. They are
 * rendered to JPEG and go through the real upload pipeline like every photo.
 */
export type SceneKind = 'mountains' | 'lake' | 'temple' | 'stupa' | 'terraces' | 'sunset';
export const sceneKinds: SceneKind[] = ['mountains', 'lake', 'temple', 'stupa', 'terraces', 'sunset'];

export const sceneWidth = 1600;
export const sceneHeight = 1067;

type Random = () => number;

/** mulberry32: small, fast and good enough for drawing. */
export function seededRandom(seed: number): Random {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const skies = [
  ['#0b1d3a', '#3b5b92', '#f2a65a'],
  ['#1e3c72', '#6fa3d8', '#dcefff'],
  ['#2b1055', '#d16ba5', '#ffcf8b'],
  ['#0f2027', '#2c5364', '#a8c0d0'],
  ['#ff7e5f', '#feb47b', '#ffe9c7'],
];

const W = sceneWidth;
const H = sceneHeight;
function pick<T>(random: Random, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function sky(random: Random): { defs: string; body: string; palette: string[] } {
  const palette = pick(random, skies);
  const [top, middle, bottom] = palette;
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${middle}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
  return { defs, body: `<rect width="${W}" height="${H}" fill="url(#sky)"/>`, palette };
}

/** A jagged ridge from left to right, peaking around `height`, with snow on the highest points. */
function ridge(random: Random, base: number, height: number, color: string, snow: boolean): string {
  const points: [number, number][] = [[0, H]];
  let x = 0;
  while (x <= W) {
    points.push([x, base - height * (0.35 + random() * 0.65)]);
    x += 60 + random() * 140;
  }
  points.push([W, base - height * random()], [W, H]);
  const path = points.map(([px, py]) => `${px.toFixed(0)},${py.toFixed(0)}`).join(' ');
  const caps = snow
    ? points
        .filter(([, py]) => py < base - height * 0.8)
        .map(
          ([px, py]) =>
            `<polygon points="${px - 40},${py + 55} ${px},${py} ${px + 40},${py + 55}" fill="#f4f7fb" opacity="0.92"/>`,
        )
        .join('')
    : '';
  return `<polygon points="${path}" fill="${color}"/>${caps}`;
}

function sun(random: Random, y: number, color = '#ffd27a'): string {
  const x = 200 + random() * (W - 400);
  return `<circle cx="${x.toFixed(0)}" cy="${y}" r="${50 + random() * 50}" fill="${color}" opacity="0.9"/>`;
}

function mountains(random: Random): string {
  const s = sky(random);
  return `<defs>${s.defs}</defs>${s.body}${sun(random, 220)}${ridge(random, 760, 520, '#5b6b84', true)}${ridge(random, 900, 300, '#3a4a5e', false)}${ridge(random, 1067, 180, '#1f2a38', false)}`;
}

function lake(random: Random): string {
  const s = sky(random);
  const range = ridge(random, 600, 380, '#4f5f78', true);
  const water = `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.palette[1]}"/><stop offset="1" stop-color="#0d2438"/></linearGradient>`;
  return `<defs>${s.defs}${water}</defs>${s.body}${range}
    <rect y="600" width="${W}" height="${H - 600}" fill="url(#water)"/>
    <g transform="translate(0 1200) scale(1 -1)" opacity="0.35">${range}</g>
    <rect y="600" width="${W}" height="6" fill="#ffffff" opacity="0.25"/>
    <path d="M ${300 + random() * 800} 820 q 60 -30 140 0 l -20 14 h -100 z" fill="#7a3b1d"/>`;
}

/** A Nyatapola-style pagoda: stacked roofs on a stepped plinth. */
function temple(random: Random): string {
  const s = sky(random);
  const cx = 500 + random() * 600;
  const tiers = 3 + Math.floor(random() * 3);
  let shapes = '';
  for (let i = 0; i < 5; i += 1)
    shapes += `<rect x="${cx - 260 + i * 40}" y="${1000 - i * 40}" width="${520 - i * 80}" height="40" fill="#8a5a3c"/>`;
  let y = 800;
  for (let i = 0; i < tiers; i += 1) {
    const width = 380 - i * 60;
    shapes += `<rect x="${cx - width / 3}" y="${y}" width="${(width * 2) / 3}" height="70" fill="#6b2f1a"/>`;
    shapes += `<polygon points="${cx - width / 2},${y} ${cx},${y - 90} ${cx + width / 2},${y}" fill="#3b2417"/>`;
    y -= 130;
  }
  shapes += `<rect x="${cx - 6}" y="${y - 10}" width="12" height="60" fill="#d4a017"/>`;
  return `<defs>${s.defs}</defs>${s.body}${sun(random, 260)}${ridge(random, 1067, 200, '#2d2a32', false)}${shapes}`;
}

/** A stupa (Boudhanath, Swayambhu) with prayer flags. */
function stupa(random: Random): string {
  const s = sky(random);
  const cx = 550 + random() * 500;
  const flagColors = ['#1f6fd1', '#f5f5f5', '#d62828', '#2a9d3c', '#f4c20d'];
  let flags = '';
  for (const side of [-1, 1]) {
    for (let i = 0; i < 14; i += 1) {
      const x = cx + side * (60 + i * 48);
      const y = 420 + i * 34 + (random() - 0.5) * 10;
      flags += `<rect x="${x}" y="${y}" width="30" height="22" fill="${flagColors[i % 5]}" transform="rotate(${side * 18} ${x} ${y})"/>`;
    }
  }
  return `<defs>${s.defs}</defs>${s.body}${ridge(random, 1067, 260, '#3d4a3c', false)}
    <rect x="${cx - 420}" y="930" width="840" height="60" fill="#e9e4d8"/>
    <path d="M ${cx - 330} 935 A 330 250 0 0 1 ${cx + 330} 935 Z" fill="#f6f3ea"/>
    <rect x="${cx - 70}" y="620" width="140" height="90" fill="#d9b44a"/>
    <circle cx="${cx - 30}" cy="665" r="10" fill="#22323f"/><circle cx="${cx + 30}" cy="665" r="10" fill="#22323f"/>
    <polygon points="${cx - 55},620 ${cx},330 ${cx + 55},620" fill="#d4a017"/>${flags}`;
}

/** Rice terraces in the hills: stacked curved bands of green. */
function terraces(random: Random): string {
  const s = sky(random);
  const greens = ['#4c7a2a', '#5e8f33', '#6fa23d', '#7fb347', '#3d6b22'];
  let bands = '';
  for (let i = 0; i < 9; i += 1) {
    const y = 420 + i * 75;
    const bend = 40 + random() * 60;
    bands += `<path d="M 0 ${y} Q ${W / 2} ${y - bend} ${W} ${y + (random() - 0.5) * 40} V ${H} H 0 Z" fill="${greens[i % greens.length]}"/>`;
    bands += `<path d="M 0 ${y} Q ${W / 2} ${y - bend} ${W} ${y}" stroke="#2f4f1a" stroke-width="4" fill="none" opacity="0.5"/>`;
  }
  return `<defs>${s.defs}</defs>${s.body}${ridge(random, 460, 220, '#6d7f95', true)}${bands}`;
}

function sunset(random: Random): string {
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2d1b4e"/><stop offset="0.5" stop-color="#e2553f"/><stop offset="1" stop-color="#ffc46b"/></linearGradient>`;
  return `<defs>${defs}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>${sun(random, 640, '#fff1b8')}
    ${ridge(random, 820, 260, '#4a2340', false)}${ridge(random, 960, 160, '#2b1428', false)}${ridge(random, 1067, 90, '#170b16', false)}`;
}

const painters: Record<SceneKind, (random: Random) => string> = { mountains, lake, temple, stupa, terraces, sunset };

export function sceneSvg(kind: SceneKind, seed: number): string {
  const body = painters[kind](seededRandom(seed));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}
