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

/** A Gallery block with the demo's defaults and the given design (design, slidesPerRow …). */
export const gallery = (id: string, collectionId: string, props: Record<string, unknown>) => ({
  type: 'Gallery',
  props: {
    id,
    collectionId,
    imageAspectRatio: 'Auto',
    listImageSize: 50,
    'meta-position': 'below',
    lightbox: true,
    lightboxTheme: 'dark',
    transition: 'fade',
    thumbnails: false,
    loop: false,
    autoplay: false,
    'autoplay-duration': 5,
    'active-alignment': 'center',
    historyHash: false,
    ...props,
  },
});

/** The demo contact form (FORM issue): fixed field ids so submissions of every demo copy line up. */
export const contactForm = (id: string) => ({
  type: 'Form',
  props: {
    id,
    title: 'Send us a message',
    fields: [
      { id: 'c0ffee000000000000000001', type: 'name', title: 'Name', required: true },
      { id: 'c0ffee000000000000000002', type: 'email', title: 'Email', required: true },
      {
        id: 'c0ffee000000000000000003',
        type: 'select',
        title: 'Subject',
        required: true,
        placeholder: 'Choose a subject',
        options: 'A new project\nA question about our work\nPress\nSomething else',
      },
      {
        id: 'c0ffee000000000000000004',
        type: 'textarea',
        title: 'Message',
        required: true,
        maxLength: 500,
        description: 'A few lines about your space and what you would like to change.',
      },
    ],
    submitButtonText: 'Send message',
    successMessage: 'Thank you — your message has reached the studio. We reply within two working days.',
    successRedirectUrl: '',
    notificationEmails: 'owner@demo.test',
    captcha: false,
    disableValidation: false,
  },
});

/** The demo home page's newsletter sign-up (FORM issue: try a form and a newsletter at once). */
export const newsletter = (id: string) => ({
  type: 'Newsletter',
  props: {
    id,
    title: 'Letters from the studio',
    description: 'A short note each season: finished rooms, materials we love, and open studio days.',
    buttonText: 'Subscribe',
    successMessage: 'Thank you — the next letter is on its way to you.',
    askName: false,
  },
});
