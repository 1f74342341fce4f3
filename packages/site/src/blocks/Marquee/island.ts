// The Marquee's island (issue 19, docs/decisions/047), no React: it measures the server's text,
// adds aria-hidden copies until they fill the region (UI-025: at least 50 wide), and, when the wave
// has an intensity, draws the text along a wave (SVG textPath, UI-026's segment length) that CSS
// moves. It rerenders after resizes with a 1000 ms debounce (UI-027). Text goes in as textContent:
// nothing reaches innerHTML. With prefers-reduced-motion it draws nothing: the text stands still.
import {
  MARQUEE_RERENDER_DEBOUNCE_MS,
  marqueeAmplitude,
  marqueePixelsPerSecond,
  marqueeRegionWidth,
  marqueeSegmentLength,
  marqueeSettingsOf,
  marqueeWavePath,
} from '@folio/core/marquee-block';

const SVG = 'http://www.w3.org/2000/svg';
let pathCount = 0;

/** Calls `run` once calls have stopped for `wait` ms. */
export function debounce(run: () => void, wait: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(run, wait);
  };
}

function isMotionReduced(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function svgElement<K extends keyof SVGElementTagNameMap>(name: K, attributes: Record<string, string>) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  return element;
}

/** The texts of the server's own copy, as a visitor reads them, with separators between. */
function lineOf(copy: HTMLElement): string {
  return Array.from(copy.querySelectorAll('li'), (li) => li.textContent ?? '').join(' • ');
}

function drawWave(
  root: HTMLElement,
  copy: HTMLElement,
  settings: ReturnType<typeof marqueeSettingsOf>,
  width: number,
): void {
  const fontSize = Number.parseFloat(getComputedStyle(copy).fontSize) || 24;
  const amplitude = marqueeAmplitude(settings.waveIntensity);
  const segment = marqueeSegmentLength(settings.waveFrequency);
  const height = Math.ceil(2 * amplitude + fontSize * 1.6);
  const centre = amplitude + fontSize * 1.15;
  const id = `folio-marquee-path-${++pathCount}`;
  const svg = svgElement('svg', {
    width: String(width),
    height: String(height),
    viewBox: `0 0 ${width} ${height}`,
    'aria-hidden': 'true',
    focusable: 'false',
    'data-marquee-svg': '',
  });
  const group = svgElement('g', { 'data-marquee-wave': '', 'data-marquee-move': '' });
  svg.append(group);
  root.append(svg);
  // One segment's arc length and the line's length along it decide how many segments one copy
  // takes; copies start a whole number of segments apart, so the loop joins without a jump.
  const probe = svgElement('path', { d: marqueeWavePath(segment, 1, amplitude, centre) });
  const text = svgElement('text', {});
  const line = lineOf(copy);
  group.append(probe, text);
  // (Where SVG geometry is missing, as in a DOM without layout, a straight-line guess.)
  const arc = (typeof probe.getTotalLength === 'function' && probe.getTotalLength()) || segment;
  const measure = (value: string) => {
    text.textContent = value;
    return (
      (typeof text.getComputedTextLength === 'function' && text.getComputedTextLength()) ||
      value.length * fontSize * 0.55
    );
  };
  const lineLength = measure(line);
  // The line and the separator that follows it, " • ", as long as the gaps between the texts.
  const textLength = measure(`${line} • `);
  probe.remove();
  text.remove();
  const segmentsPerCopy = Math.max(1, Math.ceil(textLength / arc));
  const distance = segmentsPerCopy * segment;
  const copies = Math.ceil(width / distance) + 1;
  group.append(
    svgElement('path', {
      id,
      d: marqueeWavePath(segment, copies * segmentsPerCopy, amplitude, centre),
      fill: 'none',
    }),
  );
  // The line as often as it fits in a copy's stretch, evenly spaced: the gaps stay even.
  const stretch = segmentsPerCopy * arc;
  const repeats = Math.max(1, Math.floor(stretch / textLength));
  const step = stretch / repeats;
  const place = (value: string, offset: number, anchor: 'start' | 'middle') => {
    const each = svgElement('text', { 'text-anchor': anchor });
    const onPath = svgElement('textPath', { href: `#${id}`, startOffset: String(offset) });
    onPath.textContent = value;
    each.append(onPath);
    group.append(each);
  };
  for (let i = 0; i < copies * repeats; i++) {
    place(line, i * step, 'start');
    // The separator after each line sits in the middle of what is left before the next one.
    place('•', i * step + (lineLength + step) / 2, 'middle');
  }
  root.style.setProperty('--marquee-distance', `${distance}px`);
  root.style.setProperty(
    '--marquee-duration',
    `${distance / marqueePixelsPerSecond(settings.animationSpeed)}s`,
  );
  root.dataset.mode = 'wave';
}

export function enhance(element: HTMLElement, props: unknown): void {
  const root = element.querySelector<HTMLElement>('[data-marquee]');
  const track = root?.querySelector<HTMLElement>('[data-marquee-track]');
  const copy = track?.querySelector<HTMLElement>('[data-marquee-copy]');
  if (!root || !track || !copy) return;
  const settings = marqueeSettingsOf((props ?? {}) as Record<string, unknown>);
  let renderedWidth = -1;

  const render = () => {
    root.querySelector('[data-marquee-svg]')?.remove();
    for (const clone of track.querySelectorAll('[data-marquee-clone]')) clone.remove();
    root.style.removeProperty('--marquee-distance');
    const width = marqueeRegionWidth(root.clientWidth);
    renderedWidth = width;
    if (isMotionReduced()) {
      root.dataset.mode = 'still';
      return;
    }
    if (settings.waveIntensity > 0) {
      drawWave(root, copy, settings, width);
      return;
    }
    // Straight: enough copies that the track still fills the region a whole copy along.
    const copyWidth = copy.getBoundingClientRect().width || width;
    const copies = Math.max(2, Math.ceil(width / copyWidth) + 1);
    const template = track.lastElementChild as HTMLElement;
    for (let i = track.children.length; i < copies; i++) {
      const clone = template.cloneNode(true) as HTMLElement;
      clone.setAttribute('data-marquee-clone', '');
      track.append(clone);
    }
    root.style.setProperty('--marquee-distance', `${copyWidth}px`);
    root.style.setProperty(
      '--marquee-duration',
      `${copyWidth / marqueePixelsPerSecond(settings.animationSpeed)}s`,
    );
    root.dataset.mode = 'straight';
  };

  render();
  const later = debounce(render, MARQUEE_RERENDER_DEBOUNCE_MS);
  const onResize = () => {
    if (marqueeRegionWidth(root.clientWidth) !== renderedWidth) later();
  };
  if (typeof ResizeObserver === 'function') new ResizeObserver(onResize).observe(root);
  else addEventListener('resize', onResize);
  if (typeof matchMedia === 'function')
    matchMedia('(prefers-reduced-motion: reduce)').addEventListener?.('change', later);
}
