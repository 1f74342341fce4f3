import styles from './Image.module.css';

export interface ImageProps {
  src: string;
  alt: string;
  caption: string;
}

/** The spec's image widths (2500 … 100); the server resizes to these on request. */
export const IMAGE_WIDTHS = [2500, 1500, 1000, 750, 500, 300, 100] as const;

export function imageSrcSet(src: string): string | undefined {
  if (!src || /\.svg(\?|$)/i.test(src) || src.startsWith('data:')) return undefined;
  const joiner = src.includes('?') ? '&' : '?';
  return IMAGE_WIDTHS.map((w) => `${src}${joiner}format=${w}w ${w}w`).join(', ');
}

export function Image({ src, alt, caption }: ImageProps) {
  if (!src) return <div className={styles.placeholder}>Choose an image</div>;
  return (
    <figure className={styles.figure}>
      <img
        className={styles.image}
        src={src}
        srcSet={imageSrcSet(src)}
        sizes="(max-width: 800px) 100vw, 1100px"
        alt={alt}
        loading="lazy"
        decoding="async"
      />
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
