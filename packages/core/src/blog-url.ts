// CORE-033..035: the blog URL format, e.g. "%y/%m/%t": lowercase, dashes between words, and only
// the tokens %y (year), %m (month), %d (day) and %t (title).
export const BLOG_URL_TOKENS = ['%y', '%m', '%d', '%t'] as const;

export function sanitizeBlogUrlFormat(format: string): string {
  return format
    .toLowerCase()
    .replace(/%(?![ymdt])./g, '')
    .replace(/%$/, '')
    .replace(/[\s_.,;:+]+/g, '-')
    .replace(/[^a-z0-9%/-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/\/{2,}/g, '/')
    .replace(/(^|\/)-+|-+(?=\/|$)/g, '$1');
}
