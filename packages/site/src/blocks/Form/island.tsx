// The form's island: no React, only the submission flow on the server-rendered form.
import { enhanceForm, type FormIslandProps } from './submit-flow.ts';

export function hydrate(element: HTMLElement, props: FormIslandProps) {
  try {
    enhanceForm(element, props);
  } catch (error) {
    // FORM-029: a form that could not be set up is reported on the console only.
    console.error('Form could not be rendered', error);
  }
}
