import { apiRequest } from '../../../api-client.ts';

interface RoleFields {
  role: number;
  roleName: string;
  roleLabel: string;
}

export interface Member extends RoleFields {
  accountId: string;
  email: string;
  isYou: boolean;
}

export interface Invitation extends RoleFields {
  id: string;
  email: string;
  invitedAt: string;
  /** When the emailed link last went out; null for invitations made before links existed. */
  sentAt: string | null;
  expiresAt: string | null;
  isExpired: boolean;
  /** On invite only: false when the role changed but no new email went out (one a minute). */
  isEmailSent?: boolean;
}

export interface Access {
  members: Member[];
  invitations: Invitation[];
  roles: { role: number; label: string }[];
}

export const fetchAccess = () => apiRequest<Access>('/api/config/permissions');
export const invite = (email: string, role: number) =>
  apiRequest<{ invitation: Invitation }>('/api/config/permissions/invitations', {
    method: 'POST',
    body: { email, role },
  });
export const changeInvitation = (id: string, role: number) =>
  apiRequest<{ invitation: Invitation }>(`/api/config/permissions/invitations/${id}`, {
    method: 'PATCH',
    body: { role },
  });
export const resendInvitation = (id: string) =>
  apiRequest<{ invitation: Invitation }>(`/api/config/permissions/invitations/${id}/resend`, {
    method: 'POST',
  });
export const cancelInvitation = (id: string) =>
  apiRequest<void>(`/api/config/permissions/invitations/${id}`, { method: 'DELETE' });
export const changeMember = (accountId: string, role: number) =>
  apiRequest<Access>(`/api/config/permissions/members/${accountId}`, { method: 'PATCH', body: { role } });
export const removeMember = (accountId: string) =>
  apiRequest<void>(`/api/config/permissions/members/${accountId}`, { method: 'DELETE' });
