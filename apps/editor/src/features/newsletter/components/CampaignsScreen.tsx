// Issue 17 (docs/decisions/040): "Email campaigns" — the site's newsletter drafts, e.g. made from a
// blog post by the blog-published modal (EDIT-009). Open one, edit its subject, preview text and
// words, or delete it. Sending is not built yet, and the screen says so; there is no send button.
import { type FormEvent, useRef, useState } from 'react';
import { Link, Route, Switch, useLocation } from 'wouter';
import app from '../../../app/app.module.css';
import { Frame } from '../../../app/Frame.tsx';
import {
  type Campaign,
  type CampaignBlock,
  campaignMessageOf,
  useCampaign,
  useCampaigns,
  useDeleteCampaign,
  useUpdateCampaign,
} from '../api/campaigns.ts';
import styles from './campaigns.module.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function SendingLater() {
  return (
    <p className={styles.later} role="note">
      Sending is coming later. For now, prepare drafts here; they wait for you until sending is available.
    </p>
  );
}

export function CampaignsScreen({ canEdit }: { canEdit: boolean }) {
  return (
    <Frame title="Email campaigns" titleId="campaigns-title" dialogClassName={undefined} layout="scroll">
      <Switch>
        <Route path="/:id">{(params) => <CampaignEditor id={params.id} canEdit={canEdit} />}</Route>
        <Route>
          <CampaignList />
        </Route>
      </Switch>
    </Frame>
  );
}

function CampaignList() {
  const campaigns = useCampaigns();
  return (
    <div className={styles.screen}>
      <p className={styles.lead}>
        Drafts of emails to your newsletter subscribers. After publishing a blog post, choose “Create a draft
        in email campaigns” to start one from it.
      </p>
      <SendingLater />
      {campaigns.isError ? (
        <p className={app.error} role="alert">
          {campaignMessageOf(campaigns.error)}
        </p>
      ) : null}
      {campaigns.isPending ? <p className={styles.muted}>Loading…</p> : null}
      {campaigns.data && campaigns.data.length === 0 ? <p className={styles.empty}>No drafts yet.</p> : null}
      {campaigns.data && campaigns.data.length > 0 ? (
        <ul className={styles.list} aria-label="Drafts">
          {campaigns.data.map((c) => (
            <li key={c.id} className={styles.row}>
              <div className={styles.rowText}>
                <Link href={`/${c.id}`} className={styles.subject}>
                  {c.subject}
                </Link>
                {c.preheader ? <p className={styles.preheader}>{c.preheader}</p> : null}
                <p className={styles.muted}>
                  <span className={styles.badge}>Draft</span> Edited{' '}
                  <time dateTime={c.updatedAt}>{when(c.updatedAt)}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function CampaignEditor({ id, canEdit }: { id: string; canEdit: boolean }) {
  const campaign = useCampaign(id);
  return (
    <div className={styles.screen}>
      <p className={styles.crumbs}>
        <Link href="/">Email campaigns</Link> / Draft
      </p>
      {campaign.isError ? (
        <p className={app.error} role="alert">
          {campaignMessageOf(campaign.error)}
        </p>
      ) : campaign.data ? (
        <LoadedCampaign key={campaign.data.id} campaign={campaign.data} canEdit={canEdit} />
      ) : (
        <p className={styles.muted}>Loading…</p>
      )}
    </div>
  );
}

function LoadedCampaign({ campaign, canEdit }: { campaign: Campaign; canEdit: boolean }) {
  const [subject, setSubject] = useState(campaign.subject);
  const [preheader, setPreheader] = useState(campaign.preheader);
  const [blocks, setBlocks] = useState<CampaignBlock[]>(campaign.blocks);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateCampaign(campaign.id);
  const remove = useDeleteCampaign();
  const dialog = useRef<HTMLDialogElement>(null);
  const [, navigate] = useLocation();

  const change = (index: number, block: CampaignBlock) =>
    setBlocks((list) => list.map((b, i) => (i === index ? block : b)));

  async function save(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setNotice('');
    try {
      await update.mutateAsync({ subject: subject.trim(), preheader: preheader.trim(), blocks });
      setNotice('Draft saved');
    } catch (e) {
      setProblem(campaignMessageOf(e));
    }
  }

  return (
    <>
      <SendingLater />
      <form className={styles.form} onSubmit={save} aria-label="Campaign draft">
        <fieldset disabled={!canEdit} className={styles.plain}>
          <label className={app.label} htmlFor="campaign-subject">
            Subject
          </label>
          <input
            id="campaign-subject"
            className={app.input}
            value={subject}
            maxLength={200}
            required
            onChange={(e) => setSubject(e.target.value)}
          />
          <label className={app.label} htmlFor="campaign-preheader">
            Preview text
          </label>
          <input
            id="campaign-preheader"
            className={app.input}
            value={preheader}
            maxLength={200}
            aria-describedby="campaign-preheader-hint"
            onChange={(e) => setPreheader(e.target.value)}
          />
          <p id="campaign-preheader-hint" className={styles.hint}>
            Shown after the subject in most inboxes.
          </p>
          <fieldset className={styles.email}>
            <legend className={app.label}>Email</legend>
            {blocks.map((block, index) => (
              <BlockField
                // Blocks are not reordered here: the position is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed list
                key={index}
                index={index}
                block={block}
                onChange={(b) => change(index, b)}
              />
            ))}
          </fieldset>
          {problem ? (
            <p className={app.error} role="alert">
              {problem}
            </p>
          ) : null}
          <p className={app.notice} role="status">
            {notice}
          </p>
          {canEdit ? (
            <div className={styles.actions}>
              <button type="submit" className={app.primarySmall} disabled={update.isPending}>
                Save draft
              </button>
              <button type="button" className={styles.deleteLink} onClick={() => dialog.current?.showModal()}>
                Delete draft
              </button>
            </div>
          ) : null}
        </fieldset>
      </form>
      <p className={styles.muted}>
        Created <time dateTime={campaign.createdAt}>{when(campaign.createdAt)}</time>
      </p>
      <dialog ref={dialog} className={app.dialog} aria-labelledby="delete-campaign-title">
        <h2 id="delete-campaign-title" className={app.dialogTitle}>
          Delete this draft?
        </h2>
        <p className={app.dialogText}>“{campaign.subject}” is removed. This cannot be undone.</p>
        <div className={app.row}>
          <button
            type="button"
            className={app.danger}
            onClick={async () => {
              await remove.mutateAsync(campaign.id);
              dialog.current?.close();
              navigate('/');
            }}
          >
            Delete draft
          </button>
          <button type="button" className={app.quiet} onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </dialog>
    </>
  );
}

function BlockField({
  index,
  block,
  onChange,
}: {
  index: number;
  block: CampaignBlock;
  onChange: (block: CampaignBlock) => void;
}) {
  const id = `campaign-block-${index}`;
  switch (block.kind) {
    case 'heading':
      return (
        <div className={styles.block}>
          <label className={app.label} htmlFor={id}>
            Heading
          </label>
          <input
            id={id}
            className={`${app.input} ${styles.headingInput}`}
            value={block.text}
            maxLength={200}
            onChange={(e) => onChange({ ...block, text: e.target.value })}
          />
        </div>
      );
    case 'text':
      return (
        <div className={styles.block}>
          <label className={app.label} htmlFor={id}>
            Text
          </label>
          <textarea
            id={id}
            className={`${app.input} ${styles.textarea}`}
            rows={4}
            maxLength={5000}
            value={block.text}
            onChange={(e) => onChange({ ...block, text: e.target.value })}
          />
        </div>
      );
    case 'image':
      return (
        <figure className={styles.image}>
          <img src={block.url} alt={block.alt} />
          {block.alt ? <figcaption className={styles.hint}>{block.alt}</figcaption> : null}
        </figure>
      );
    case 'button':
      return (
        <div className={styles.block}>
          <label className={app.label} htmlFor={id}>
            Button
          </label>
          <input
            id={id}
            className={app.input}
            value={block.label}
            maxLength={80}
            required
            onChange={(e) => onChange({ ...block, label: e.target.value })}
          />
          <p className={styles.hint}>
            Links to{' '}
            <a href={block.url} target="_blank" rel="noreferrer">
              {block.url}
            </a>
          </p>
        </div>
      );
  }
}
