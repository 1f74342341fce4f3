import { apiRequest } from '../../../api-client.ts';

export interface Me {
  account: { id: string; email: string };
  role: number | null;
  roleName: string | null;
  canEdit: boolean;
  permissions: number[];
}

export const fetchMe = () => apiRequest<Me>('/api/auth/me');
export const signIn = (email: string, password: string) =>
  apiRequest<Me>('/api/auth/Login', { method: 'POST', body: { email, password } });
export const signOut = () => apiRequest<void>('/api/auth/Logout', { method: 'POST' });
export const fetchSignInOptions = () =>
  apiRequest<{ signUpUrl: string; resetUrl: string }>('/api/auth/options');
