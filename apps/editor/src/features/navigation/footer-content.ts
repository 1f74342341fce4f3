// The footer editor's Puck data back to the stored footer blocks (@folio/core/header-footer).
import type { FooterBlock } from '@folio/core/header-footer';
import type { Data } from '@puckeditor/core';

/** Puck's data back to the stored shape: each block's own props only (Puck may add helpers). */
export function footerContentOf(data: Data): FooterBlock[] {
  return data.content.map((item) => {
    const { id, ...props } = item.props as Record<string, unknown> & { id: string };
    switch (item.type) {
      case 'SiteTitle':
        return { type: 'SiteTitle', props: { id, showDescription: props.showDescription !== false } };
      case 'FooterText':
        return { type: 'FooterText', props: { id, text: String(props.text ?? '') } };
      case 'FooterLinks':
        return {
          type: 'FooterLinks',
          props: {
            id,
            heading: String(props.heading ?? ''),
            links: ((props.links as { label?: string; url?: string; newTab?: boolean }[]) ?? []).map(
              (link) => ({
                label: link.label ?? '',
                url: link.url ?? '',
                newTab: link.newTab === true,
              }),
            ),
          },
        };
      case 'FooterNewsletter':
        return {
          type: 'FooterNewsletter',
          props: {
            id,
            title: String(props.title ?? ''),
            description: String(props.description ?? ''),
            buttonText: String(props.buttonText ?? ''),
            successMessage: String(props.successMessage ?? ''),
            askName: props.askName === true,
          },
        };
      case 'SocialIcons': {
        // Issue 19 (decision 054): the Social links look, kept only when set.
        const look = Object.fromEntries(
          ['size', 'shape', 'colour', 'newTab']
            .filter((key) => props[key] !== undefined && props[key] !== '')
            .map((key) => [key, props[key]]),
        );
        return {
          type: 'SocialIcons',
          props: { id, heading: String(props.heading ?? ''), ...look },
        } as FooterBlock;
      }
      default:
        return {
          type: item.type as 'BusinessInfo',
          props: { id, heading: String(props.heading ?? '') },
        };
    }
  });
}
