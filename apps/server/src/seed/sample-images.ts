// The demo's gallery images, drawn at seed time (nothing is downloaded): quiet landscapes of
// layered hills under a graded sky, and "material studies" of arches, plinths and vessels in the
// studio's plaster and clay colours. Each is an SVG made from a seeded random source, turned into
// a JPEG by sharp, so every demo gets the same pictures. They are cached on disk after the first
// seed, since drawing them takes a second or two.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

export interface SampleImage {
  fileName: string;
  caption: string;
  alt: string;
  data: Buffer;
}

export interface Spec {
  fileName: string;
  caption: string;
  alt: string;
  width: number;
  height: number;
  draw: (w: number, h: number, random: () => number) => string;
}

/** mulberry32: a small seeded random source, so the pictures are the same on every machine. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => Number.parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => Number.parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A ridge line across the width: midpoint displacement, then drawn with smooth curves. */
function ridge(w: number, base: number, amplitude: number, roughness: number, random: () => number): string {
  let points = [base + (random() - 0.5) * amplitude, base + (random() - 0.5) * amplitude];
  let spread = amplitude;
  for (let level = 0; level < 6; level++) {
    const next: number[] = [];
    for (let i = 0; i < points.length - 1; i++) {
      next.push(points[i]!, (points[i]! + points[i + 1]!) / 2 + (random() - 0.5) * spread);
    }
    next.push(points[points.length - 1]!);
    points = next;
    spread *= roughness;
  }
  const step = w / (points.length - 1);
  let d = `M0 ${points[0]!.toFixed(1)}`;
  for (let i = 1; i < points.length; i++) {
    const x0 = (i - 1) * step;
    const x1 = i * step;
    d += ` Q${(x0 + step / 2).toFixed(1)} ${points[i - 1]!.toFixed(1)} ${((x0 + x1) / 2).toFixed(1)} ${((points[i - 1]! + points[i]!) / 2).toFixed(1)}`;
  }
  return `${d} L${w} ${points[points.length - 1]!.toFixed(1)} L${w} 99999 L0 99999 Z`;
}

interface LandscapePalette {
  sky: [string, string, string];
  sun: string;
  far: string;
  near: string;
  sunAt: [number, number];
  layers: number;
}

export function landscape(palette: LandscapePalette) {
  return (w: number, h: number, random: () => number) => {
    const [sx, sy] = palette.sunAt;
    const layers: string[] = [];
    for (let i = 0; i < palette.layers; i++) {
      const t = i / (palette.layers - 1);
      const base = h * (0.42 + 0.5 * t ** 1.15);
      const amplitude = h * (0.22 - 0.12 * t);
      const color = mix(palette.far, palette.near, t);
      layers.push(`<path d="${ridge(w, base, amplitude, 0.52, random)}" fill="${color}"/>`);
      if (i < palette.layers - 1) {
        // Haze between the layers: the further, the paler.
        layers.push(
          `<rect x="0" y="${(base - amplitude * 0.2).toFixed(0)}" width="${w}" height="${(h * 0.18).toFixed(0)}" fill="url(#mist)" opacity="${(0.55 - 0.35 * t).toFixed(2)}"/>`,
        );
      }
    }
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="0.55" stop-color="${palette.sky[1]}"/><stop offset="1" stop-color="${palette.sky[2]}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${palette.sun}" stop-opacity="0.85"/><stop offset="0.25" stop-color="${palette.sun}" stop-opacity="0.35"/><stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient>
<linearGradient id="mist" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[2]}" stop-opacity="0"/><stop offset="0.5" stop-color="${palette.sky[2]}" stop-opacity="0.9"/><stop offset="1" stop-color="${palette.sky[2]}" stop-opacity="0"/></linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${(w * sx).toFixed(0)}" cy="${(h * sy).toFixed(0)}" r="${(Math.max(w, h) * 0.42).toFixed(0)}" fill="url(#glow)"/>
<circle cx="${(w * sx).toFixed(0)}" cy="${(h * sy).toFixed(0)}" r="${(Math.min(w, h) * 0.055).toFixed(0)}" fill="${palette.sun}"/>
${layers.join('\n')}
</svg>`;
  };
}

interface StudyPalette {
  wall: string;
  floor: string;
  arch: string;
  disc: string;
  vessel: string;
  shadow: string;
}

export function study(palette: StudyPalette, variant: number) {
  return (w: number, h: number, random: () => number) => {
    const floorY = h * (0.7 + random() * 0.08);
    const archW = w * (0.34 + random() * 0.12);
    const archX = w * (variant % 2 ? 0.14 : 0.5) + random() * w * 0.06;
    const archTop = h * (0.16 + random() * 0.08);
    const r = archW / 2;
    const disc = Math.min(w, h) * (0.1 + random() * 0.06);
    const discX = variant % 2 ? w * 0.72 : w * 0.26;
    const discY = h * (0.22 + random() * 0.1);
    const plinthW = w * 0.26;
    const plinthX = variant % 2 ? w * 0.58 : w * 0.16;
    const plinthH = h * 0.16;
    const vx = plinthX + plinthW / 2;
    const vy = floorY - plinthH;
    const vh = h * (0.16 + random() * 0.06);
    const vw = vh * 0.42;
    const vessel = `M${vx - vw * 0.22} ${vy} C${vx - vw * 0.9} ${vy - vh * 0.25} ${vx - vw * 0.75} ${vy - vh * 0.75} ${vx - vw * 0.16} ${vy - vh * 0.86} L${vx - vw * 0.16} ${vy - vh} L${vx + vw * 0.16} ${vy - vh} L${vx + vw * 0.16} ${vy - vh * 0.86} C${vx + vw * 0.75} ${vy - vh * 0.75} ${vx + vw * 0.9} ${vy - vh * 0.25} ${vx + vw * 0.22} ${vy} Z`;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(palette.wall, '#ffffff', 0.18)}"/><stop offset="1" stop-color="${mix(palette.wall, '#000000', 0.06)}"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.floor}"/><stop offset="1" stop-color="${mix(palette.floor, '#000000', 0.12)}"/></linearGradient>
<linearGradient id="light" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#wall)"/>
<path d="M${archX} ${floorY} L${archX} ${archTop + r} A${r} ${r} 0 0 1 ${archX + archW} ${archTop + r} L${archX + archW} ${floorY} Z" fill="${palette.arch}"/>
<polygon points="${w * 0.05},0 ${w * 0.3},0 ${w * 0.75},${floorY} ${w * 0.5},${floorY}" fill="url(#light)"/>
<circle cx="${discX}" cy="${discY}" r="${disc}" fill="${palette.disc}"/>
<rect x="0" y="${floorY}" width="${w}" height="${h - floorY}" fill="url(#floor)"/>
<polygon points="${plinthX + plinthW},${floorY} ${plinthX + plinthW + w * 0.2},${floorY} ${plinthX + plinthW + w * 0.06},${h} ${plinthX + plinthW - w * 0.1},${h}" fill="${palette.shadow}" opacity="0.18"/>
<rect x="${plinthX}" y="${vy}" width="${plinthW}" height="${plinthH}" fill="${mix(palette.wall, '#ffffff', 0.35)}"/>
<rect x="${plinthX + plinthW * 0.82}" y="${vy}" width="${plinthW * 0.18}" height="${plinthH}" fill="${palette.shadow}" opacity="0.12"/>
<path d="${vessel}" fill="${palette.vessel}"/>
</svg>`;
  };
}

const SPECS: Spec[] = [
  {
    fileName: 'first-light.jpg',
    caption: 'First light over Hallin Ridge',
    alt: 'Layered blue hills at dawn under a pale gold sky',
    width: 2000,
    height: 1333,
    draw: landscape({
      sky: ['#f4d9b8', '#f7e6cf', '#fbf1e4'],
      sun: '#fff3d6',
      far: '#c9cdd8',
      near: '#3a4a63',
      sunAt: [0.68, 0.36],
      layers: 5,
    }),
  },
  {
    fileName: 'blue-hour.jpg',
    caption: 'Blue hour, Lake Orrin',
    alt: 'Deep blue mountain layers fading into evening mist',
    width: 2000,
    height: 1125,
    draw: landscape({
      sky: ['#1f2f4d', '#4e6a8f', '#a9bfd6'],
      sun: '#e8eef5',
      far: '#8fa6c2',
      near: '#141f33',
      sunAt: [0.3, 0.42],
      layers: 5,
    }),
  },
  {
    fileName: 'ochre-valley.jpg',
    caption: 'Ochre valley in late summer',
    alt: 'Warm ochre and rust hills under a hazy orange sky',
    width: 2000,
    height: 1333,
    draw: landscape({
      sky: ['#e79b5b', '#f2c08a', '#f8e1c0'],
      sun: '#fff0d0',
      far: '#e3b28a',
      near: '#5b2c1e',
      sunAt: [0.5, 0.5],
      layers: 4,
    }),
  },
  {
    fileName: 'pine-fog.jpg',
    caption: 'Pines in the morning fog',
    alt: 'Dark green ridges disappearing into white fog',
    width: 1400,
    height: 1750,
    draw: landscape({
      sky: ['#dfe6e1', '#eef1ee', '#f6f7f4'],
      sun: '#ffffff',
      far: '#c6d2c9',
      near: '#1f3a2e',
      sunAt: [0.6, 0.22],
      layers: 6,
    }),
  },
  {
    fileName: 'desert-dusk.jpg',
    caption: 'Dusk over the salt flats',
    alt: 'Violet and rose dunes beneath a fading pink sky',
    width: 2000,
    height: 1000,
    draw: landscape({
      sky: ['#6b5b8e', '#c98aa0', '#f2c7b4'],
      sun: '#ffe2cf',
      far: '#d9a3ad',
      near: '#3d2a47',
      sunAt: [0.52, 0.58],
      layers: 4,
    }),
  },
  {
    fileName: 'north-shore.jpg',
    caption: 'North shore, after the rain',
    alt: 'Grey-green headlands under a silver sky',
    width: 1600,
    height: 1600,
    draw: landscape({
      sky: ['#9aa7a6', '#c7cfcb', '#e6e9e4'],
      sun: '#f7f7f2',
      far: '#aeb9b3',
      near: '#2c3a36',
      sunAt: [0.25, 0.3],
      layers: 5,
    }),
  },
  {
    fileName: 'high-meadow.jpg',
    caption: 'High meadow in June',
    alt: 'Soft green hills under a clear pale blue sky',
    width: 2000,
    height: 1333,
    draw: landscape({
      sky: ['#a8c6de', '#cfe0ea', '#eef3ee'],
      sun: '#fffbe8',
      far: '#b9cdb8',
      near: '#3e5a35',
      sunAt: [0.8, 0.25],
      layers: 5,
    }),
  },
  {
    fileName: 'ember-sky.jpg',
    caption: 'Ember sky, Calder Moor',
    alt: 'Black hills against a deep red and amber sunset',
    width: 1400,
    height: 1750,
    draw: landscape({
      sky: ['#7a2a2a', '#d0643a', '#f5b36b'],
      sun: '#ffe6b0',
      far: '#b0553d',
      near: '#1c1212',
      sunAt: [0.45, 0.55],
      layers: 5,
    }),
  },
  {
    fileName: 'moonrise.jpg',
    caption: 'Moonrise over the terraces',
    alt: 'Indigo ridges with a small bright moon',
    width: 2000,
    height: 1125,
    draw: landscape({
      sky: ['#0f1526', '#28365a', '#5a6d94'],
      sun: '#f2f0e6',
      far: '#4a5a80',
      near: '#0a0e1a',
      sunAt: [0.72, 0.28],
      layers: 5,
    }),
  },
  {
    fileName: 'winter-quiet.jpg',
    caption: 'Winter quiet',
    alt: 'Pale lavender and white snow-covered hills',
    width: 1600,
    height: 1200,
    draw: landscape({
      sky: ['#d7d6e4', '#e8e7ef', '#f6f5f8'],
      sun: '#ffffff',
      far: '#d0cfdf',
      near: '#6b6a85',
      sunAt: [0.4, 0.3],
      layers: 5,
    }),
  },
  {
    fileName: 'terracotta-arch.jpg',
    caption: 'Study I: terracotta arch',
    alt: 'A terracotta arch on a plaster wall, a cream vessel on a plinth',
    width: 1400,
    height: 1750,
    draw: study(
      {
        wall: '#e9dfd2',
        floor: '#cdbba6',
        arch: '#c0704c',
        disc: '#e2b24f',
        vessel: '#f4efe6',
        shadow: '#3b2a20',
      },
      0,
    ),
  },
  {
    fileName: 'sage-niche.jpg',
    caption: 'Study II: sage niche',
    alt: 'A sage green arch with an ochre sun and a dark vase',
    width: 1600,
    height: 1600,
    draw: study(
      {
        wall: '#efe9df',
        floor: '#d8cdbd',
        arch: '#9bab8f',
        disc: '#d99a4e',
        vessel: '#3e3a35',
        shadow: '#2a2a22',
      },
      1,
    ),
  },
  {
    fileName: 'clay-and-lime.jpg',
    caption: 'Study III: clay and lime',
    alt: 'A pale lime-washed wall with a clay arch and a round mirror',
    width: 1400,
    height: 1750,
    draw: study(
      {
        wall: '#f1ede4',
        floor: '#c9b59c',
        arch: '#d9b99a',
        disc: '#f7f3ea',
        vessel: '#a8553a',
        shadow: '#4a3526',
      },
      2,
    ),
  },
  {
    fileName: 'indigo-hall.jpg',
    caption: 'Study IV: indigo hall',
    alt: 'A deep indigo arch with a pale pink disc and a white vessel',
    width: 1600,
    height: 1200,
    draw: study(
      {
        wall: '#e6e1dc',
        floor: '#bfb3a8',
        arch: '#34406b',
        disc: '#eab8a8',
        vessel: '#f5f2ec',
        shadow: '#1e2235',
      },
      3,
    ),
  },
  {
    fileName: 'olive-room.jpg',
    caption: 'Study V: olive room',
    alt: 'An olive arch, a mustard sun and a terracotta jar',
    width: 1600,
    height: 1600,
    draw: study(
      {
        wall: '#ede6d6',
        floor: '#cfc2a5',
        arch: '#7d7a4b',
        disc: '#e0b545',
        vessel: '#b8623f',
        shadow: '#2f2a1d',
      },
      4,
    ),
  },
  {
    fileName: 'rose-plaster.jpg',
    caption: 'Study VI: rose plaster',
    alt: 'A dusty rose arch with a cream disc and a charcoal vessel',
    width: 1400,
    height: 1750,
    draw: study(
      {
        wall: '#f2e6e0',
        floor: '#d6c1b6',
        arch: '#c99a92',
        disc: '#f6ecdc',
        vessel: '#34302d',
        shadow: '#3a2622',
      },
      5,
    ),
  },
  {
    fileName: 'film-still.jpg',
    caption: 'A walk up Hallin Ridge (film)',
    alt: 'Still from a short film: misty ridges at sunrise',
    width: 1920,
    height: 1080,
    draw: landscape({
      sky: ['#e8c3a0', '#f0d9c0', '#f6ece0'],
      sun: '#fff4e0',
      far: '#c4b8b0',
      near: '#2f3340',
      sunAt: [0.55, 0.45],
      layers: 5,
    }),
  },
];

const CACHE_VERSION = 'v1';

function cacheDir(): string {
  const key = createHash('sha256')
    .update(CACHE_VERSION)
    .update(SPECS.map((s) => `${s.fileName}${s.width}x${s.height}`).join())
    .digest('hex')
    .slice(0, 12);
  return join(tmpdir(), `folio-sample-images-${key}`);
}

/** The demo's sample images, drawn once per machine and then read from the cache. */
export async function sampleImages(): Promise<SampleImage[]> {
  const dir = cacheDir();
  mkdirSync(dir, { recursive: true });
  return Promise.all(
    SPECS.map(async (spec, i) => {
      const file = join(dir, spec.fileName);
      let data: Buffer;
      if (existsSync(file)) {
        data = readFileSync(file);
      } else {
        const svg = spec.draw(spec.width, spec.height, seeded(1000 + i * 7919));
        data = await sharp(Buffer.from(svg)).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
        writeFileSync(`${file}.tmp${process.pid}`, data);
        // Renamed into place, so a seed running beside this one never reads half a file.
        renameSync(`${file}.tmp${process.pid}`, file);
      }
      return { fileName: spec.fileName, caption: spec.caption, alt: spec.alt, data };
    }),
  );
}
