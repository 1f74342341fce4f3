import { editorConfig, scriptHtmlPropsByBlock } from '@folio/site/editor';
import type { CustomField } from '@puckeditor/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCKED_SCRIPT_HTML_NOTE, withScriptHtmlLocked } from './locked-script-html.tsx';

describe('script-running HTML in the editor', () => {
  it('issue 14 item 5 FORM-025: a non-admin sees a Form’s post-submit HTML read-only, with the reason', () => {
    expect(scriptHtmlPropsByBlock()).toEqual({ Form: ['postSubmitHtml'] });
    const locked = withScriptHtmlLocked(editorConfig, scriptHtmlPropsByBlock());
    const field = locked.components.Form!.fields!.postSubmitHtml as CustomField<string>;
    expect(field.type).toBe('custom');
    const html = '<script>track()</script>';
    render(
      <>
        {field.render({
          value: html,
          onChange: () => {
            throw new Error('a locked field never changes');
          },
          id: 'post-submit',
          name: 'postSubmitHtml',
          field,
          readOnly: false,
        } as never)}
      </>,
    );
    const box = screen.getByRole('textbox', { name: /post-submit HTML/ }) as HTMLTextAreaElement;
    expect(box.readOnly).toBe(true);
    expect(box.value).toBe(html);
    expect(box.getAttribute('aria-describedby')).toBe('post-submit-note');
    expect(screen.getByText(LOCKED_SCRIPT_HTML_NOTE)).toBeTruthy();
    // The other Form fields, and the unlocked config, are untouched.
    expect(locked.components.Form!.fields!.title).toBe(editorConfig.components.Form!.fields!.title);
    expect(editorConfig.components.Form!.fields!.postSubmitHtml!.type).toBe('textarea');
  });
});
