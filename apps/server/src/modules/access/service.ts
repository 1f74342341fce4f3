// Who has access to a site: members (accounts with a website role) and pending invitations by email.
import { ROLE_LABELS, WebsiteRole, type WebsiteRoleNumber, websiteRoleName } from '@folio/core';
import type { Db } from '@folio/db';
import { conflict, invalid, notFound } from '../../errors.ts';
import * as q from './queries.ts';

export { acceptInvitations } from './queries.ts';

const MAX_PENDING_INVITATIONS = 100;

function describeRole(role: number) {
  return {
    role,
    roleName: websiteRoleName(role) ?? 'unknown',
    roleLabel: ROLE_LABELS[role as WebsiteRoleNumber] ?? `Role ${role}`,
  };
}

export async function listAccess(db: Db, websiteId: string, viewerAccountId: string) {
  const [members, invitations] = await Promise.all([
    q.listMembers(db, websiteId),
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
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      invitedAt: i.createdAt,
      ...describeRole(i.role),
    })),
    roles: Object.values(WebsiteRole).map((role) => ({ role, label: ROLE_LABELS[role] })),
  };
}

export async function invite(
  db: Db,
  input: { websiteId: string; email: string; role: number; invitedBy: string },
) {
  if (await q.findMemberByEmail(db, input.websiteId, input.email)) {
    throw conflict(
      `${input.email} already has access to this site. Change their role instead.`,
      'already_member',
    );
  }
  if ((await q.countInvitations(db, input.websiteId)) >= MAX_PENDING_INVITATIONS) {
    throw invalid(
      `A site can have at most ${MAX_PENDING_INVITATIONS} pending invitations. Cancel some first.`,
      'too_many_invitations',
    );
  }
  const row = await q.upsertInvitation(db, input);
  return { id: row.id, email: row.email, invitedAt: row.createdAt, ...describeRole(row.role) };
}

export async function changeInvitation(db: Db, websiteId: string, id: string, role: number) {
  const row = await q.updateInvitationRole(db, websiteId, id, role);
  if (!row) throw notFound('That invitation no longer exists.', 'invitation_not_found');
  return { id: row.id, email: row.email, invitedAt: row.createdAt, ...describeRole(row.role) };
}

export async function cancelInvitation(db: Db, websiteId: string, id: string) {
  if (!(await q.deleteInvitation(db, websiteId, id)))
    throw notFound('That invitation no longer exists.', 'invitation_not_found');
}

/** Changes a member's role, or removes the member with role null; a site always keeps an admin. */
export async function changeMember(
  db: Db,
  input: { websiteId: string; accountId: string; role: number | null },
) {
  const outcome = await q.changeMember(db, input);
  if (outcome === 'not_found')
    throw notFound('That person no longer has access to this site.', 'member_not_found');
  if (outcome === 'last_admin') {
    throw conflict(
      'A site needs at least one administrator. Make someone else an administrator first.',
      'last_admin',
    );
  }
}
