// Who has access to a site: members (accounts with a website role) and pending invitations. An
// invitation is an emailed single-use link (issue 14 item 3): only its SHA-256 is stored, it expires
// after 7 days, and it becomes a role only when the person it was sent to opens it, signed in with
// a confirmed account of that same email address, and accepts.
import { ROLE_LABELS, WebsiteRole, type WebsiteRoleNumber, websiteRoleName } from '@folio/core';
import type { Db } from '@folio/db';
import { AppError, conflict, forbidden, invalid, notFound } from '../../errors.ts';
import * as auth from '../auth/service.ts';
import * as email from '../email/service.ts';
import * as q from './queries.ts';

const MAX_PENDING_INVITATIONS = 100;
const INVITATION_DAYS = 7;
/** An invitation's email goes out at most once a minute, whatever is clicked. */
const RESEND_AFTER_SECONDS = 60;

function describeRole(role: number) {
  return {
    role,
    roleName: websiteRoleName(role) ?? 'unknown',
    roleLabel: ROLE_LABELS[role as WebsiteRoleNumber] ?? `Role ${role}`,
  };
}

function describeInvitation(row: q.InvitationRow, now = Date.now()) {
  return {
    id: row.id,
    email: row.email,
    invitedAt: row.createdAt,
    sentAt: row.sentAt,
    expiresAt: row.expiresAt,
    isExpired: !row.expiresAt || row.expiresAt.getTime() <= now,
    ...describeRole(row.role),
  };
}

export async function listAccess(db: Db, websiteId: string, viewerAccountId: string) {
  const [members, invitations] = await Promise.all([
    auth.listMembers(db, websiteId),
    q.listInvitations(db, websiteId),
  ]);
  return {
    members: members.map((m) => ({
      accountId: m.accountId,
      email: m.email,
      since: m.since,
      isYou: m.accountId === viewerAccountId,
      ...describeRole(m.role),
    })),
    invitations: invitations.map((i) => describeInvitation(i)),
    roles: Object.values(WebsiteRole).map((role) => ({ role, label: ROLE_LABELS[role] })),
  };
}

/** Where an invitation's email comes from and points to. */
export interface InvitationSender {
  siteTitle: string;
  inviterEmail: string;
  platformOrigin: string;
}

function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

function invitationEmail(
  input: InvitationSender & { email: string; role: number; token: string; expiresAt: Date },
) {
  const site = oneLine(input.siteTitle);
  return {
    subject: `You are invited to work on ${site}`,
    text: `Hello,

${input.inviterEmail} invited you to work on the Folio site ${site} as ${describeRole(input.role).roleLabel}.

Open this link to accept the invitation:

${input.platformOrigin}/invitations/${input.token}

You will sign in (or create a Folio account) with this email address, ${input.email}, confirm the address if it is new, and then accept. The link works once and until ${input.expiresAt.toUTCString()}.

If you did not expect this invitation, ignore this email.
`,
  };
}

function newLink(now: Date) {
  const { token, tokenHash } = auth.newLinkToken();
  return {
    token,
    link: { tokenHash, sentAt: now, expiresAt: new Date(now.getTime() + INVITATION_DAYS * 24 * 3600 * 1000) },
  };
}

function secondsUntilResend(row: q.InvitationRow | undefined, now: Date): number {
  if (!row?.sentAt || !row.tokenHash) return 0;
  return Math.max(0, Math.ceil(RESEND_AFTER_SECONDS - (now.getTime() - row.sentAt.getTime()) / 1000));
}

/**
 * Invites an email with a role and sends the link through the outbox, in one transaction. Inviting
 * an email again changes the role; it sends a new link (the old one stops working) unless the last
 * one went out less than a minute ago.
 */
export async function invite(
  db: Db,
  input: { websiteId: string; email: string; role: number; invitedBy: string; sender: InvitationSender },
) {
  if (await auth.findMemberByEmail(db, input.websiteId, input.email)) {
    throw conflict(
      `${input.email} already has access to this site. Change their role instead.`,
      'already_member',
    );
  }
  const existing = await q.findInvitationByEmail(db, input.websiteId, input.email);
  if (!existing && (await q.countInvitations(db, input.websiteId)) >= MAX_PENDING_INVITATIONS) {
    throw invalid(
      `A site can have at most ${MAX_PENDING_INVITATIONS} pending invitations. Cancel some first.`,
      'too_many_invitations',
    );
  }
  const now = new Date();
  const shouldSend = secondsUntilResend(existing, now) === 0;
  const row = await db.transaction(async (tx) => {
    const { token, link } = newLink(now);
    const saved = await q.upsertInvitation(tx as unknown as Db, {
      websiteId: input.websiteId,
      email: input.email,
      role: input.role,
      invitedBy: input.invitedBy,
      ...(shouldSend ? { link } : {}),
    });
    if (shouldSend)
      await sendInvitationLink(tx as unknown as Db, { saved, sender: input.sender, token, link });
    return saved;
  });
  return { ...describeInvitation(row), isEmailSent: shouldSend };
}

/** Puts the email with an invitation's new link in the outbox, in the transaction that saved the link. */
function sendInvitationLink(
  tx: Db,
  input: {
    saved: { websiteId: string; email: string; role: number };
    sender: InvitationSender;
    token: string;
    link: { expiresAt: Date };
  },
) {
  const { saved, token, link } = input;
  return email.enqueue(tx, {
    websiteId: saved.websiteId,
    to: saved.email,
    ...invitationEmail({
      ...input.sender,
      email: saved.email,
      role: saved.role,
      token,
      expiresAt: link.expiresAt,
    }),
  });
}

/** Sends a pending invitation again with a new link; at most once a minute (429 otherwise). */
export async function resendInvitation(
  db: Db,
  input: { websiteId: string; id: string; sender: InvitationSender },
) {
  const existing = await q.findInvitation(db, input.websiteId, input.id);
  if (!existing) throw notFound('That invitation no longer exists.', 'invitation_not_found');
  const now = new Date();
  const wait = secondsUntilResend(existing, now);
  if (wait > 0) {
    throw new AppError({
      kind: 'rate_limited',
      code: 'rate_limited',
      message: `The invitation to ${existing.email} was just sent. You can send it again in ${wait} seconds.`,
      extra: { retryAfter: wait },
    });
  }
  const row = await db.transaction(async (tx) => {
    const { token, link } = newLink(now);
    const saved = await q.setInvitationLink(tx as unknown as Db, {
      websiteId: input.websiteId,
      id: input.id,
      ...link,
    });
    if (!saved) throw notFound('That invitation no longer exists.', 'invitation_not_found');
    await sendInvitationLink(tx as unknown as Db, { saved, sender: input.sender, token, link });
    return saved;
  });
  return describeInvitation(row);
}

export async function changeInvitation(db: Db, websiteId: string, id: string, role: number) {
  const row = await q.updateInvitationRole(db, websiteId, id, role);
  if (!row) throw notFound('That invitation no longer exists.', 'invitation_not_found');
  return describeInvitation(row);
}

export async function cancelInvitation(db: Db, websiteId: string, id: string) {
  if (!(await q.deleteInvitation(db, websiteId, id)))
    throw notFound('That invitation no longer exists.', 'invitation_not_found');
}

const NO_LONGER_VALID =
  'This invitation link is no longer valid: it was already used, cancelled, or replaced by a newer one. Ask for a new invitation.';

/** What the invitation page shows for a link: the invitation, or why the link does not work. */
export async function invitationForLink(db: Db, tokenHash: string) {
  const row = await q.findInvitationByToken(db, tokenHash);
  if (!row) return { status: 'unknown' as const, message: NO_LONGER_VALID };
  const invitation = { ...describeInvitation(row), websiteId: row.websiteId };
  if (invitation.isExpired)
    return {
      status: 'expired' as const,
      invitation,
      message: 'This invitation has expired. Ask whoever invited you to send it again.',
    };
  return { status: 'valid' as const, invitation };
}

/**
 * Accepts an invitation through its link. The account must be the invited address, confirmed:
 * holding the link alone is not enough, nor is signing up with the address.
 */
export async function acceptInvitation(
  db: Db,
  input: { tokenHash: string; account: { id: string; email: string; isEmailVerified: boolean } },
) {
  const row = await q.acceptInvitation(db, {
    tokenHash: input.tokenHash,
    accountId: input.account.id,
    grant: (tx, found) =>
      auth.grantRoleOnce(tx, { accountId: input.account.id, websiteId: found.websiteId, role: found.role }),
    check: (found) => {
      if (!found.expiresAt || found.expiresAt.getTime() <= Date.now())
        throw new AppError({
          kind: 'gone',
          code: 'invitation_expired',
          message: 'This invitation has expired. Ask whoever invited you to send it again.',
        });
      if (found.email !== input.account.email.toLowerCase())
        throw forbidden(
          `This invitation is for ${found.email}, and you are signed in as ${input.account.email}. Sign in with ${found.email} to accept it.`,
          'invitation_for_another_email',
        );
      if (!input.account.isEmailVerified)
        throw forbidden(
          'Confirm your email address first: open the link in the email we sent you, then accept the invitation.',
          'email_unverified',
        );
    },
  });
  if (!row) throw notFound(NO_LONGER_VALID, 'invitation_not_found');
  return { websiteId: row.websiteId, ...describeRole(row.role) };
}

/** Changes a member's role, or removes the member with role null; a site always keeps an admin. */
export async function changeMember(
  db: Db,
  input: { websiteId: string; accountId: string; role: number | null },
) {
  const outcome = await auth.changeMember(db, input);
  if (outcome === 'not_found')
    throw notFound('That person no longer has access to this site.', 'member_not_found');
  if (outcome === 'last_admin') {
    throw conflict(
      'A site needs at least one administrator. Make someone else an administrator first.',
      'last_admin',
    );
  }
}
