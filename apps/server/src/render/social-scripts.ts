// Issue 19 (docs/decisions/054): the outside scripts of the social blocks, decided on the server
// for each page: the follow-button scripts of the networks its Social follow blocks use (PAGE-038),
// and the comment-count script on a blog's pages when the site has a comments shortname (PAGE-037).
// A page with neither names none, and its Content-Security-Policy admits none.
import {
  COMMENT_COUNT_SCRIPT_URL,
  commentCountScriptUrl,
  SOCIAL_FOLLOW_FRAME_ORIGINS,
  SOCIAL_FOLLOW_SCRIPTS,
  type SocialFollowNetwork,
} from '@folio/core/social-blocks';
import { httpsOrHttpOrigin } from './content-security-policy.ts';

export interface SocialScriptsOptions {
  /** Each network's follow-button script (SOCIAL_FOLLOW_SCRIPT_*); the networks' own without. */
  follow?: Record<SocialFollowNetwork, string>;
  /** The comment-count script with `{shortname}` (COMMENT_COUNT_SCRIPT_URL); Disqus's without. */
  commentCount?: string;
}

export interface PageSocialScripts {
  /** For the page context: the follow scripts of the page's networks; absent when none. */
  socialFollowScripts?: Partial<Record<SocialFollowNetwork, string>>;
  /** PAGE-037: the comment-count script for the page's head, or null. */
  commentCountScript: string | null;
  /** For the page's CSP: the scripts' origins, and the origins the follow buttons frame. */
  scriptOrigins: string[];
  frameOrigins: string[];
}

export function pageSocialScripts(input: {
  options: SocialScriptsOptions | undefined;
  /** The networks of the page's Social follow blocks (pageContentSources). */
  followNetworks: SocialFollowNetwork[] | undefined;
  /** The page shows a blog's comment counts (its list or one of its posts). */
  showsCommentCounts: boolean;
  /** The site profile's comments shortname ('' is none). */
  commentsShortname: string;
}): PageSocialScripts {
  const scriptOrigins: string[] = [];
  const frameOrigins: string[] = [];
  let socialFollowScripts: PageSocialScripts['socialFollowScripts'];
  for (const network of input.followNetworks ?? []) {
    const src = input.options?.follow?.[network] ?? SOCIAL_FOLLOW_SCRIPTS[network];
    socialFollowScripts = { ...socialFollowScripts, [network]: src };
    const origin = httpsOrHttpOrigin(src);
    if (origin) scriptOrigins.push(origin);
    if (origin) frameOrigins.push(origin);
    frameOrigins.push(...SOCIAL_FOLLOW_FRAME_ORIGINS[network]);
  }
  const commentCountScript = input.showsCommentCounts
    ? commentCountScriptUrl(input.commentsShortname, input.options?.commentCount ?? COMMENT_COUNT_SCRIPT_URL)
    : null;
  const countOrigin = commentCountScript ? httpsOrHttpOrigin(commentCountScript) : null;
  if (countOrigin) scriptOrigins.push(countOrigin);
  return {
    ...(socialFollowScripts ? { socialFollowScripts } : {}),
    commentCountScript,
    scriptOrigins,
    frameOrigins,
  };
}
