// Issue 20 (docs/decisions/066): member areas — pages and collections locked to signed-in members,
// to members of paid plans, or to a password. What the server, the site and the config area share.

/** Ids of membership plans, as the memberships module makes them (checked before they reach markup). */
export const PLAN_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** Ids of pages (they name the unlock cookie). */
export const PAGE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The lock of a page, as the owner sets it; a password is kept hashed and never answered. */
export type LockRule =
  | { kind: 'members' }
  | { kind: 'plans'; planIds: string[] }
  | { kind: 'password'; hint?: string };

export type LockKind = LockRule['kind'];

/** The visitor-facing words of the member-area screens (PAGE-014, PAGE-015). */
export const MEMBER_AREA_TEXT = {
  locked: 'This page is locked',
  membersOnly: 'Available only to site members',
  signIn: 'Sign in',
  join: 'Join',
  seePlans: 'See membership plans',
  protectedHeading: 'This page is password protected',
  protectedText: 'Enter the password to open it.',
  password: 'Password',
  unlock: 'Open the page',
  unlocking: 'Checking…',
  wrongPassword: 'That password is not right. Try again.',
  deniedHeading: 'Your membership does not include this page',
  deniedText: 'This page is for members of another plan.',
  nav: 'Member area',
  account: 'Account',
  signOut: 'Sign out',
} as const;

/** The name of the cookie that opens one password-protected page (HttpOnly, signed, path-scoped). */
export function unlockCookieName(pageId: string): string {
  return `folio_unlock_${pageId}`;
}

/** Cookies that make a page personal: never served from, nor stored in, the HTML cache. */
export const ACCESS_COOKIE_PATTERN = /(?:^|;\s*)(?:folio_member|folio_unlock_[A-Za-z0-9_-]+)=/;

/** What a lock screen shows (kind 'lock-screen', 'protected-content' or 'access-denied'). */
export interface MemberAreaScreen {
  kind: 'lock-screen' | 'protected-content' | 'access-denied';
  pageId: string;
  pageTitle: string;
  /** Kind 'lock-screen': where "Join" leads (the sign-up dialog, or the member pricing page). */
  joinHref: string | null;
  /** Whether the site lets visitors make accounts (else "Sign in" alone). */
  canJoin: boolean;
}

/** PAGE-016: the member-area navigation of a signed-in member. */
export interface MemberNav {
  email: string;
  links: { title: string; href: string; isCurrent: boolean }[];
}
