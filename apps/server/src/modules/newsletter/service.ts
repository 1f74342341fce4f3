// Newsletter subscribers of a site: signing up (from forms' SaveFormSubmission, inside its
// transaction), the unsubscribe link (PAGE-013) and the owner's list with its CSV export.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@folio/db';
import { invalid, notFound } from '../../errors.ts';
import { toCsv } from '../../plugins/csv.ts';
import * as email from '../email/service.ts';
import * as q from './queries.ts';
import { type CampaignBlock, type CampaignView, campaignPatch } from './schema.ts';

export type { CampaignBlock, CampaignView } from './schema.ts';
/** The answer with one campaign (the collections module's EDIT-009 route answers it too). */
export { campaignAnswer } from './schema.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A sign-up: the address joins the site's list and a welcome with its unsubscribe link is queued,
 * both in the caller's transaction (forms records the submission key's use in it first, so a
 * refused key stores nothing and sends nothing). Answers the subscriber's id.
 */
export async function subscribe(
  tx: Db,
  input: {
    websiteId: string;
    siteTitle: string;
    formId: string;
    email: string;
    name: string;
    /** The site's address as the visitor used it: the base of the unsubscribe link. */
    baseUrl: string;
  },
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const link = `${input.baseUrl}/newsletter/unsubscribe?token=${token}`;
  const id = await q.upsertSubscriber(tx, {
    websiteId: input.websiteId,
    formId: input.formId,
    email: input.email,
    name: input.name,
    unsubscribeTokenHash: hashToken(token),
  });
  await email.enqueue(tx, {
    websiteId: input.websiteId,
    to: input.email,
    subject: `You are subscribed to ${input.siteTitle}`,
    text: `${input.name ? `Hello ${input.name},\n\n` : ''}Thank you for signing up to news from ${input.siteTitle}.\n\nTo stop receiving these emails, open this link:\n${link}\n`,
  });
  return id;
}

/** PAGE-013: the link's token unsubscribes its address; answers the address. */
export async function unsubscribe(db: Db, websiteId: string, token: string): Promise<string> {
  const address = await q.unsubscribe(db, websiteId, hashToken(token));
  if (!address)
    throw notFound(
      'This unsubscribe link is not valid. Use the latest link in your email.',
      'no_such_subscriber',
    );
  return address;
}

/** One page of the owner's list (searched by address or name), with the list's counts. */
export async function listSubscribers(
  db: Db,
  input: { websiteId: string; q?: string; limit: number; offset: number },
) {
  const [subscribers, counts] = await Promise.all([
    q.listSubscribers(db, input),
    q.countSubscribers(db, input.websiteId, input.q),
  ]);
  return { total: counts.total, subscribed: counts.subscribed, subscribers };
}

/** The whole list as a CSV file. */
export async function subscribersCsv(db: Db, websiteId: string): Promise<string> {
  const rows = await q.listSubscribers(db, { websiteId, limit: 100_000, offset: 0 });
  return toCsv(
    ['Email', 'Name', 'Status', 'Signed up', 'Unsubscribed'],
    rows.map((r) => [
      r.email,
      r.name,
      r.status,
      r.createdAt.toISOString(),
      r.unsubscribedAt ? r.unsubscribedAt.toISOString() : '',
    ]),
  );
}

export async function removeSubscriber(db: Db, websiteId: string, id: string): Promise<void> {
  if (!(await q.deleteSubscriber(db, websiteId, id)))
    throw notFound('That subscriber is no longer on the list.', 'subscriber_not_found');
}

// Campaigns (issue 17): drafts only. Sending is a later issue; nothing here sends mail.

function campaignViewOf(row: q.CampaignRow): CampaignView {
  return {
    id: row.id,
    status: row.status,
    subject: row.subject,
    preheader: row.preheader,
    blocks: row.blocks as unknown as CampaignBlock[],
    sourceItemId: row.sourceItemId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function checked(input: { subject?: unknown; preheader?: unknown; blocks?: unknown }) {
  const parsed = campaignPatch.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(`${issue.path.join('.') || 'campaign'} ${issue.message}`, 'invalid_campaign');
  }
  return parsed.data;
}

/**
 * A new campaign draft (EDIT-009: the blog-published modal's "Create a draft in email campaigns"
 * calls this with the post's title, excerpt, image and link). Answers the draft.
 */
export async function createCampaignDraft(
  db: Db,
  input: {
    websiteId: string;
    accountId: string | null;
    subject: string;
    preheader: string;
    blocks: CampaignBlock[];
    sourceItemId?: string | null;
  },
): Promise<CampaignView> {
  const content = checked({ subject: input.subject, preheader: input.preheader, blocks: input.blocks });
  const row = await q.insertCampaign(db, {
    websiteId: input.websiteId,
    subject: content.subject ?? input.subject,
    preheader: content.preheader ?? '',
    blocks: content.blocks ?? [],
    sourceItemId: input.sourceItemId ?? null,
    createdBy: input.accountId,
  });
  return campaignViewOf(row);
}

export async function listCampaigns(db: Db, websiteId: string): Promise<CampaignView[]> {
  return (await q.listCampaigns(db, websiteId)).map(campaignViewOf);
}

const campaignNotFound = () =>
  notFound('That campaign does not exist. It may have been deleted.', 'campaign_not_found');

export async function getCampaign(db: Db, websiteId: string, id: string): Promise<CampaignView> {
  const row = await q.findCampaign(db, websiteId, id);
  if (!row) throw campaignNotFound();
  return campaignViewOf(row);
}

export async function updateCampaign(
  db: Db,
  websiteId: string,
  id: string,
  patch: { subject?: string; preheader?: string; blocks?: CampaignBlock[] },
): Promise<CampaignView> {
  const row = await q.updateCampaign(db, websiteId, id, checked(patch));
  if (!row) throw campaignNotFound();
  return campaignViewOf(row);
}

export async function removeCampaign(db: Db, websiteId: string, id: string): Promise<void> {
  if (!(await q.deleteCampaign(db, websiteId, id))) throw campaignNotFound();
}
