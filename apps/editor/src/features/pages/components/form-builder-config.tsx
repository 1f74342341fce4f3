// Issue 19 (EDIT-042, docs/decisions/056): the Form block's builder in the page editor: a
// Paragraph field's "Longest answer" is shown by TextareaMaxLengthField, behind the site's
// form-textarea-maxlength toggle.
import type { ArrayField, Config } from '@puckeditor/core';
import { TextareaMaxLengthField } from './TextareaMaxLengthField.tsx';

export function withTextareaMaxLength(config: Config): Config {
  const form = config.components.Form;
  const list = form?.fields?.fields as ArrayField | undefined;
  if (!form || list?.type !== 'array') return config;
  return {
    ...config,
    components: {
      ...config.components,
      Form: {
        ...form,
        fields: {
          ...form.fields,
          fields: {
            ...list,
            arrayFields: {
              ...list.arrayFields,
              maxLength: {
                type: 'custom',
                label: 'Longest answer',
                render: ({ name, value, onChange, readOnly }) => (
                  <TextareaMaxLengthField name={name} value={value} readOnly={readOnly} onChange={onChange} />
                ),
              },
            },
          },
        },
      },
    },
  };
}
