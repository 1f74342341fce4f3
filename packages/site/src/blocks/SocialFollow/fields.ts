import {
  SOCIAL_FOLLOW_DEFAULTS,
  SOCIAL_FOLLOW_NETWORK_NAMES,
  SOCIAL_FOLLOW_NETWORKS,
  type SocialFollowSettings,
} from '@folio/core/social-blocks';
import type { Fields } from '@puckeditor/core';

/** Issue 19 (PAGE-038, docs/decisions/054): the network and the account to follow. */
export const socialFollowFields: Fields<SocialFollowSettings> = {
  network: {
    type: 'radio',
    label: 'Network',
    options: SOCIAL_FOLLOW_NETWORKS.map((n) => ({ label: SOCIAL_FOLLOW_NETWORK_NAMES[n], value: n })),
  },
  account: { type: 'text', label: 'Account (X handle, Pinterest username or YouTube channel id)' },
};

export const socialFollowDefaults: SocialFollowSettings = { ...SOCIAL_FOLLOW_DEFAULTS };
