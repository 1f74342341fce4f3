// The templates' pictures, drawn at seed time like the demo's (sample-images.ts): nothing is
// downloaded. Each is an SVG from a seeded random source turned into a JPEG (or a PNG for the
// icons) by sharp, cached on disk after the first seed, so every copy gets the same pictures.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { type SampleImage, type Spec, seeded } from '../sample-images.ts';

export type ImageSpec = Spec;

const CACHE_VERSION = 'templates-v1';

/** Draws (or reads from the cache) each spec; PNG for names ending in .png, JPEG otherwise. */
export async function drawImages(specs: ImageSpec[], seed: number): Promise<SampleImage[]> {
  const key = createHash('sha256')
    .update(CACHE_VERSION)
    .update(String(seed))
    .update(specs.map((s) => `${s.fileName}${s.width}x${s.height}`).join())
    .digest('hex')
    .slice(0, 12);
  const dir = join(tmpdir(), `folio-template-images-${key}`);
  mkdirSync(dir, { recursive: true });
  const out: SampleImage[] = [];
  // One at a time: the machine may be small, and sharp already uses every core for one image.
  for (const [i, spec] of specs.entries()) {
    const file = join(dir, spec.fileName);
    let data: Buffer;
    if (existsSync(file)) {
      data = readFileSync(file);
    } else {
      const svg = spec.draw(spec.width, spec.height, seeded(seed + i * 7919));
      const image = sharp(Buffer.from(svg));
      data = spec.fileName.endsWith('.png')
        ? await image.png({ compressionLevel: 9 }).toBuffer()
        : await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
      writeFileSync(`${file}.tmp${process.pid}`, data);
      renameSync(`${file}.tmp${process.pid}`, file);
    }
    out.push({ fileName: spec.fileName, caption: spec.caption, alt: spec.alt, data });
  }
  return out;
}

/** A square site icon: a rounded tile in the brand colour with a simple mark (no text, no fonts). */
export function siteIcon(colors: { tile: string; mark: string }, mark: 'arch' | 'sun' | 'leaf' | 'lens') {
  return (w: number, h: number) => {
    const marks = {
      arch: `<path d="M${w * 0.3} ${h * 0.78} L${w * 0.3} ${h * 0.48} A${w * 0.2} ${w * 0.2} 0 0 1 ${w * 0.7} ${h * 0.48} L${w * 0.7} ${h * 0.78} Z" fill="${colors.mark}"/>`,
      sun: `<circle cx="${w / 2}" cy="${h * 0.56}" r="${w * 0.2}" fill="${colors.mark}"/><rect x="${w * 0.18}" y="${h * 0.7}" width="${w * 0.64}" height="${h * 0.08}" fill="${colors.tile}"/>`,
      leaf: `<path d="M${w * 0.25} ${h * 0.75} C${w * 0.25} ${h * 0.35} ${w * 0.5} ${h * 0.22} ${w * 0.78} ${h * 0.22} C${w * 0.78} ${h * 0.55} ${w * 0.6} ${h * 0.75} ${w * 0.25} ${h * 0.75} Z" fill="${colors.mark}"/>`,
      lens: `<circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.26}" fill="none" stroke="${colors.mark}" stroke-width="${w * 0.08}"/><circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.08}" fill="${colors.mark}"/>`,
    };
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" rx="${w * 0.18}" fill="${colors.tile}"/>${marks[mark]}</svg>`;
  };
}

/**
 * A map placeholder (the café's "find us"): streets, a river, a park and a pin, in quiet colours.
 * A picture, not a map service: no visitor's browser calls a third party for it.
 */
export function streetMap(colors: {
  land: string;
  street: string;
  water: string;
  park: string;
  pin: string;
}) {
  return (w: number, h: number, random: () => number) => {
    const streets: string[] = [];
    for (let i = 0; i < 9; i++) {
      const y = (h / 9) * i + random() * 40;
      const tilt = (random() - 0.5) * 120;
      streets.push(
        `<path d="M0 ${y.toFixed(0)} L${w} ${(y + tilt).toFixed(0)}" stroke="${colors.street}" stroke-width="${i % 3 === 0 ? 22 : 10}"/>`,
      );
    }
    for (let i = 0; i < 12; i++) {
      const x = (w / 12) * i + random() * 50;
      const tilt = (random() - 0.5) * 140;
      streets.push(
        `<path d="M${x.toFixed(0)} 0 L${(x + tilt).toFixed(0)} ${h}" stroke="${colors.street}" stroke-width="${i % 4 === 1 ? 22 : 10}"/>`,
      );
    }
    const px = w * 0.56;
    const py = h * 0.46;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="${colors.land}"/>
<rect x="${w * 0.12}" y="${h * 0.12}" width="${w * 0.22}" height="${h * 0.26}" rx="18" fill="${colors.park}"/>
<rect x="${w * 0.7}" y="${h * 0.62}" width="${w * 0.18}" height="${h * 0.2}" rx="18" fill="${colors.park}"/>
${streets.join('\n')}
<path d="M0 ${h * 0.82} C${w * 0.25} ${h * 0.7} ${w * 0.45} ${h * 0.98} ${w * 0.7} ${h * 0.86} S${w} ${h * 0.78} ${w} ${h * 0.8} L${w} ${h} L0 ${h} Z" fill="${colors.water}"/>
<circle cx="${px}" cy="${py + 70}" r="40" fill="#000" opacity="0.12"/>
<path d="M${px} ${py + 66} C${px - 24} ${py + 30} ${px - 46} ${py + 8} ${px - 46} ${py - 20} A46 46 0 0 1 ${px + 46} ${py - 20} C${px + 46} ${py + 8} ${px + 24} ${py + 30} ${px} ${py + 66} Z" fill="${colors.pin}"/>
<circle cx="${px}" cy="${py - 20}" r="17" fill="${colors.land}"/>
</svg>`;
  };
}
