// Small factories for template page data, one per block.
export const heading = (id: string, text: string, level: 'h1' | 'h2' | 'h3' = 'h2', align = 'left') => ({
  type: 'Heading',
  props: { id, text, level, align },
});
export const text = (id: string, html: string) => ({ type: 'Text', props: { id, content: html } });
export const image = (id: string, file: string, alt: string, caption = '') => ({
  type: 'Image',
  props: { id, src: `/s/demo/${file}`, alt, caption },
});
export const spacer = (id: string, height: number) => ({ type: 'Spacer', props: { id, height } });
export const button = (
  id: string,
  buttonText: string,
  clickthroughUrl: string,
  alignment = 'left',
  size = 'medium',
) => ({
  type: 'Button',
  props: { id, buttonText, clickthroughUrl, alignment, size, newWindow: false },
});
