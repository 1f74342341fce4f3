import type { FormDefinition } from '@folio/core/forms';
import { type NewsletterProps, newsletterDefinition } from '../Newsletter/Newsletter.tsx';
import { type FormProps, formDefinition } from './Form.tsx';

export interface PageForm {
  formId: string;
  name: string;
  definition: FormDefinition;
}

interface BlockLike {
  type?: unknown;
  props?: Record<string, unknown>;
}

/**
 * Every Form and Newsletter block of a page's data, at any depth (slots included), with its
 * definition; given the site's footer (`{content}`, the same shape), its newsletter sign-ups.
 */
export function extractForms(data: unknown): PageForm[] {
  const found: PageForm[] = [];
  const visit = (items: unknown) => {
    if (!Array.isArray(items)) return;
    for (const item of items as BlockLike[]) {
      if (!item || typeof item !== 'object' || !item.props) continue;
      if (item.type === 'Form' && typeof item.props.id === 'string') {
        const props = item.props as unknown as FormProps;
        found.push({ formId: props.id!, name: props.title || 'Form', definition: formDefinition(props) });
      }
      if (
        (item.type === 'Newsletter' || item.type === 'FooterNewsletter') &&
        typeof item.props.id === 'string'
      ) {
        const props = item.props as unknown as NewsletterProps;
        found.push({
          formId: props.id!,
          name: props.title || 'Newsletter',
          definition: newsletterDefinition(props),
        });
      }
      for (const value of Object.values(item.props)) if (Array.isArray(value)) visit(value);
    }
  };
  visit((data as { content?: unknown } | null)?.content);
  return found;
}
