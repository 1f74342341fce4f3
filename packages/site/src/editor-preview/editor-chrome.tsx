// The page editor's preview of the site around a page (issue 16 parts 1 and 3): the very header
// and footer visitors get, from the settings the config area fetched (PreviewChromeContext), and
// the footer's own small Puck config (its blocks, edited in a second Puck editor). Editor only:
// nothing here reaches a published page.
import type { FooterBlock } from '@folio/core/header-footer';
import type { MobileInfoBarContent } from '@folio/core/mobile-info-bar';
import type { SocialLinksSettings } from '@folio/core/social-blocks';
import type { ComponentConfig, Config, Fields } from '@puckeditor/core';
import { createContext, type ReactNode, useContext } from 'react';
import { socialLinksFields } from '../blocks/SocialLinks/fields.ts';
import { type SocialAccount, SocialAccountsContext } from '../blocks/SocialLinks/social-accounts-context.ts';
import { MobileInfoBar } from '../layout/MobileInfoBar.tsx';
import documentStyles from '../layout/SiteDocument.module.css';
import {
  FooterBusinessInfo,
  type FooterContent,
  FooterFrame,
  FooterLinks,
  FooterNewsletter,
  FooterSiteContext,
  FooterSiteTitle,
  FooterSocial,
  FooterText,
  SiteFooter,
} from '../layout/SiteFooter.tsx';
import {
  type HeaderOptions,
  type ResolvedNavItem,
  SiteHeader,
  type SiteLogo,
} from '../layout/SiteHeader.tsx';
import styles from './editor-chrome.module.css';

export interface PreviewChrome {
  title: string;
  logo: SiteLogo | null;
  navigation: ResolvedNavItem[];
  header: HeaderOptions;
  hasStore: boolean;
  hasMemberAccounts: boolean;
  footer: FooterContent;
  /** UI-098: the bar at the bottom of small screens, as visitors get it at the preview's width. */
  mobileInfoBar?: MobileInfoBarContent | null;
  /** The header or footer was clicked (or chosen with the keyboard): open its editor. */
  onEdit?: (part: 'header' | 'footer') => void;
}

const NO_ACCOUNTS: SocialAccount[] = [];
/** The Social links block's look fields, each optional in a footer block (decision 054). */
const socialLookFields = socialLinksFields as unknown as Fields<Partial<SocialLinksSettings>>;

/** What the preview shows around the page; null (still loading) shows the page alone. */
export const PreviewChromeContext = createContext<PreviewChrome | null>(null);

/**
 * A header or footer in the preview: a click anywhere on it edits it (its links do not navigate
 * away from the editor), and a real button says so for keyboard and screen-reader users.
 */
function EditablePart({
  part,
  onEdit,
  children,
}: {
  part: 'header' | 'footer';
  onEdit?: (part: 'header' | 'footer') => void;
  children: ReactNode;
}) {
  if (!onEdit)
    // Someone who only looks: the links still do not take the preview away from the page.
    return (
      <div
        onClickCapture={(event) => {
          if ((event.target as Element).closest('a')) event.preventDefault();
        }}
        // The footer's newsletter sign-up is not sent from the preview.
        onSubmitCapture={(event) => event.preventDefault()}
      >
        {children}
      </div>
    );
  const label = part === 'header' ? 'Edit header' : 'Edit footer';
  return (
    <div
      className={styles.editable}
      data-preview-part={part}
      onSubmitCapture={(event) => event.preventDefault()}
      onClickCapture={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onEdit(part);
      }}
    >
      {children}
      <button type="button" className={styles.editButton} onClick={() => onEdit(part)}>
        {label}
      </button>
    </div>
  );
}

/**
 * Puck's root render in the editor: the site's header, the page's blocks, the site's footer. The
 * element tree keeps its shape while the header and footer load (they take the places kept empty
 * for them), so their arrival does not make React build the page's blocks a second time.
 */
export function PreviewFrame({ children }: { children: ReactNode }) {
  const chrome = useContext(PreviewChromeContext);
  return (
    <div className={chrome ? styles.page : undefined}>
      {chrome ? (
        <EditablePart part="header" onEdit={chrome.onEdit}>
          <SiteHeader
            siteTitle={chrome.title}
            logo={chrome.logo}
            navigation={chrome.navigation}
            hasMemberAccounts={chrome.hasMemberAccounts}
            hasStore={chrome.hasStore}
            options={chrome.header}
          />
        </EditablePart>
      ) : null}
      <main className={chrome ? `${documentStyles.main} ${styles.main}` : documentStyles.main}>
        {/* Issue 19: the page's Social links blocks show the site's accounts, as published. */}
        <SocialAccountsContext.Provider value={chrome?.footer.social ?? NO_ACCOUNTS}>
          {children}
        </SocialAccountsContext.Provider>
      </main>
      {chrome ? (
        <EditablePart part="footer" onEdit={chrome.onEdit}>
          <SiteFooter siteTitle={chrome.title} year={new Date().getFullYear()} content={chrome.footer} />
        </EditablePart>
      ) : null}
      {chrome?.mobileInfoBar ? (
        <EditablePart part="footer">
          <MobileInfoBar content={chrome.mobileInfoBar} />
        </EditablePart>
      ) : null}
    </div>
  );
}

const headingField = { type: 'text' as const, label: 'Heading (optional)' };

type FooterProps<T extends FooterBlock['type']> = Omit<Extract<FooterBlock, { type: T }>['props'], 'id'>;

const footerComponents: {
  [K in FooterBlock['type']]: ComponentConfig<FooterProps<K>>;
} = {
  SiteTitle: {
    label: 'Site title',
    fields: {
      showDescription: {
        type: 'radio',
        label: 'The site description under it',
        options: [
          { label: 'Show', value: true },
          { label: 'Hide', value: false },
        ],
      },
    },
    defaultProps: { showDescription: true },
    render: ({ showDescription }) => <FooterSiteTitle showDescription={showDescription} />,
  },
  FooterText: {
    label: 'Text',
    fields: { text: { type: 'richtext', label: 'Text' } },
    defaultProps: { text: '<p>A few words about you.</p>' },
    render: ({ text }) => <FooterText text={text} />,
  },
  FooterLinks: {
    label: 'Links',
    fields: {
      heading: headingField,
      links: {
        type: 'array',
        label: 'Links',
        arrayFields: {
          label: { type: 'text', label: 'Label' },
          url: { type: 'text', label: 'Address (https://, mailto:, tel: or #anchor)' },
          newTab: {
            type: 'radio',
            label: 'Opens in a new tab',
            options: [
              { label: 'No', value: false },
              { label: 'Yes', value: true },
            ],
          },
        },
        defaultItemProps: { label: 'Contact', url: 'mailto:hello@example.com', newTab: false },
        getItemSummary: (item) => item.label || 'Link',
      },
    },
    defaultProps: { heading: '', links: [] },
    render: ({ heading, links }) => <FooterLinks heading={heading} links={links ?? []} />,
  },
  SocialIcons: {
    label: 'Social icons',
    // Issue 19 (decision 054): the Social links block's look, in the footer too.
    fields: {
      heading: headingField,
      size: socialLookFields.size,
      shape: socialLookFields.shape,
      colour: socialLookFields.colour,
      newTab: socialLookFields.newTab,
    },
    defaultProps: { heading: 'Follow', size: 'medium', shape: 'outline', colour: 'ink', newTab: false },
    render: ({ heading, size, shape, colour, newTab }) => (
      <div className={styles.hintWrap}>
        <FooterSocial heading={heading} size={size} shape={shape} colour={colour} newTab={newTab} />
        <EmptyHint kind="social" />
      </div>
    ),
  },
  BusinessInfo: {
    label: 'Business information',
    fields: { heading: headingField },
    defaultProps: { heading: 'Visit' },
    render: ({ heading }) => (
      <div className={styles.hintWrap}>
        <FooterBusinessInfo heading={heading} />
        <EmptyHint kind="business" />
      </div>
    ),
  },
  FooterNewsletter: {
    label: 'Newsletter',
    fields: {
      title: { type: 'text', label: 'Heading' },
      description: { type: 'textarea', label: 'Text' },
      askName: {
        type: 'radio',
        label: 'Ask for a name',
        options: [
          { label: 'No', value: false },
          { label: 'Yes', value: true },
        ],
      },
      buttonText: { type: 'text', label: 'Button label' },
      successMessage: { type: 'textarea', label: 'Message after signing up' },
    },
    defaultProps: {
      title: 'Newsletter',
      description: 'News from the studio, a few times a year.',
      askName: false,
      buttonText: 'Sign up',
      successMessage: 'Thank you for signing up.',
    },
    render: ({ id, title, description, askName, buttonText, successMessage }) => (
      <FooterNewsletter
        {...{ id, title, description, askName, buttonText, successMessage }}
        isIsland={false}
      />
    ),
  },
};

/** In the footer editor, a block with nothing to show says where its content comes from. */
function EmptyHint({ kind }: { kind: 'social' | 'business' }) {
  const site = useContext(FooterSiteContext);
  const b = site.business;
  const isEmpty =
    kind === 'social'
      ? site.social.length === 0
      : !b || !(b.name || b.address || b.phone || b.email || b.hours);
  if (!isEmpty) return null;
  return (
    <p className={styles.emptyHint}>
      {kind === 'social'
        ? 'Social icons: add your accounts in Settings.'
        : 'Business information: add it in Settings.'}
    </p>
  );
}

/** What the footer editor's frame needs of the site. */
export interface FooterEditorSite {
  title: string;
  footer: Omit<FooterContent, 'blocks'>;
}

export const FooterEditorSiteContext = createContext<FooterEditorSite>({
  title: '',
  footer: { description: '', social: [], business: null },
});

function FooterEditorRoot({ children }: { children: ReactNode }) {
  const site = useContext(FooterEditorSiteContext);
  return (
    <FooterSiteContext.Provider value={{ title: site.title, ...site.footer }}>
      <div className={styles.footerCanvas}>
        <FooterFrame siteTitle={site.title} year={new Date().getFullYear()}>
          <div className={styles.footerColumns}>{children}</div>
        </FooterFrame>
      </div>
    </FooterSiteContext.Provider>
  );
}

/** The footer's own Puck config: only the footer's block types, laid out as the footer lays them. */
export const footerEditorConfig = {
  components: footerComponents,
  root: { render: FooterEditorRoot },
} as unknown as Config;
