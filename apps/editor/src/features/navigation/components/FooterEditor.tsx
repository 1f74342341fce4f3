// The footer, edited like a page (issue 16 part 3): a second, small Puck editor whose blocks are the
// footer's (site title, text, links, social icons, business information; @folio/site/editor's
// footerEditorConfig), opened by clicking the footer in the page editor's preview. A second editor
// rather than a slot of the page: the footer belongs to the site, not to the page being edited, and
// is saved through its own call (EDIT-029) with the header as saved. The server checks the blocks
// against the same schema and sanitises the text.
import type { HeaderFooter } from '@folio/core/header-footer';
import { type FooterEditorSite, FooterEditorSiteContext, footerEditorConfig } from '@folio/site/editor';
import { type Data, Puck, useGetPuck } from '@puckeditor/core';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api-client.ts';
import app from '../../../app/app.module.css';
import { useSaveHeaderFooter } from '../api/queries.ts';
import { footerContentOf } from '../footer-content.ts';
import styles from './footer-editor.module.css';

function SaveFooterButton({ onSave, isBusy }: { onSave: (data: Data) => void; isBusy: boolean }) {
  const getPuck = useGetPuck();
  return (
    <button
      type="button"
      className={app.publish}
      disabled={isBusy}
      onClick={() => onSave(getPuck().appState.data)}
    >
      {isBusy ? 'Saving…' : 'Save footer'}
    </button>
  );
}

export function FooterEditor({
  saved,
  site,
  onClose,
}: {
  saved: HeaderFooter;
  site: FooterEditorSite;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const save = useSaveHeaderFooter();
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);
  const [data] = useState<Data>(() => ({
    root: { props: {} },
    content: saved.footer.content as Data['content'],
  }));
  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const onSave = async (edited: Data) => {
    setMessage(null);
    try {
      await save.mutateAsync({ header: saved.header, footer: { content: footerContentOf(edited) } });
      setMessage({ text: 'Footer saved. Visitors see it now.', isError: false });
    } catch (e) {
      setMessage({
        text: e instanceof ApiError ? e.message : 'Unable to save. Try again.',
        isError: true,
      });
    }
  };

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="footer-editor-title" onClose={onClose}>
      <div className={styles.head}>
        <h2 id="footer-editor-title" className={app.dialogTitle}>
          Footer
        </h2>
        <p className={styles.hint}>
          Shown on every page. Drag blocks from the left; choose one to change it on the right.
        </p>
        <p className={message?.isError ? app.error : app.notice} role={message?.isError ? 'alert' : 'status'}>
          {message?.text ?? ''}
        </p>
        <button className={app.secondarySmall} type="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      <div className={styles.editor}>
        <FooterEditorSiteContext.Provider value={site}>
          <Puck
            config={footerEditorConfig}
            data={data}
            headerTitle="Footer"
            iframe={{ enabled: false }}
            height="100%"
            overrides={{
              headerActions: () => <SaveFooterButton onSave={onSave} isBusy={save.isPending} />,
            }}
          />
        </FooterEditorSiteContext.Provider>
      </div>
    </dialog>
  );
}
