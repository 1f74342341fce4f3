// Every block of published sites: one line each. Adding a block touches its folder and this list.
import { chartPropsCut } from '@folio/core/chart-block';
import { donationBlockProblem } from '@folio/core/donations';
import { marqueeProblem } from '@folio/core/marquee-block';
import { restaurantBookingProblem } from '@folio/core/restaurant-booking-block';
import { imageProblem, sectionProblem } from '@folio/core/shape-mask';
import { socialFollowProblem, socialLinksProblem } from '@folio/core/social-blocks';
import { summaryProblem } from '@folio/core/summary-block';
import { headingProblem } from '@folio/core/text-shrink';
import type { ComponentType } from 'react';
import { Accordion } from './Accordion/Accordion.tsx';
import { accordionDefaults, accordionFields } from './Accordion/fields.ts';
import { Button } from './Button/Button.tsx';
import { buttonDefaults, buttonFields } from './Button/fields.ts';
import { Chart } from './Chart/Chart.tsx';
import { chartDefaults, chartFields } from './Chart/fields.tsx';
import { Columns } from './Columns/Columns.tsx';
import { columnsDefaults, columnsFields } from './Columns/fields.ts';
import { Donation } from './Donation/Donation.tsx';
import { donationDefaults, donationFields } from './Donation/fields.ts';
import { Form, type FormProps, formIslandProps } from './Form/Form.tsx';
import { formDefaults, formFields, withFieldIds } from './Form/fields.tsx';
import { galleryDefaults, galleryFieldNames, galleryFields } from './Gallery/fields.ts';
import { Gallery } from './Gallery/Gallery.tsx';
import { headingDefaults, headingFields } from './Heading/fields.ts';
import { Heading } from './Heading/Heading.tsx';
import { imageDefaults, imageFields } from './Image/fields.ts';
import { Image } from './Image/Image.tsx';
import { mapDefaults, mapFields } from './Map/fields.ts';
import { MapBlock } from './Map/Map.tsx';
import { marqueeDefaults, marqueeFields } from './Marquee/fields.ts';
import { Marquee } from './Marquee/Marquee.tsx';
import { newsletterDefaults, newsletterFields } from './Newsletter/fields.ts';
import { Newsletter, newsletterIslandProps } from './Newsletter/Newsletter.tsx';
import { productListDefaults, productListFields } from './ProductList/fields.ts';
import { ProductList } from './ProductList/ProductList.tsx';
import { restaurantBookingDefaults, restaurantBookingFields } from './RestaurantBooking/fields.ts';
import { RestaurantBooking } from './RestaurantBooking/RestaurantBooking.tsx';
import { searchDefaults, searchFields } from './Search/fields.ts';
import { Search } from './Search/Search.tsx';
import { sectionDefaults, sectionFields } from './Section/fields.ts';
import { Section } from './Section/Section.tsx';
import { socialFollowDefaults, socialFollowFields } from './SocialFollow/fields.ts';
import { SocialFollow } from './SocialFollow/SocialFollow.tsx';
import { socialLinksDefaults, socialLinksFields } from './SocialLinks/fields.ts';
import { SocialLinks } from './SocialLinks/SocialLinks.tsx';
import { spacerDefaults, spacerFields } from './Spacer/fields.ts';
import { Spacer } from './Spacer/Spacer.tsx';
import { summaryDefaults, summaryFields } from './Summary/fields.ts';
import { Summary } from './Summary/Summary.tsx';
import { textDefaults, textFields } from './Text/fields.ts';
import { Text } from './Text/Text.tsx';
import { videoDefaults, videoFields } from './Video/fields.ts';
import { Video, videoIslandProps } from './Video/Video.tsx';

export interface BlockDefinition {
  label: string;
  // biome-ignore lint/suspicious/noExplicitAny: each block has its own props; the registry holds them all.
  component: ComponentType<any>;
  // biome-ignore lint/suspicious/noExplicitAny: Puck's field map of that block.
  fields: Record<string, any>;
  defaultProps: object;
  /** Hydrates in the browser from its own chunk (see islands/client.ts). */
  isIsland?: boolean;
  /** Props holding link or image addresses, checked when saved. */
  urlProps?: string[];
  /**
   * Props holding owner-written HTML that runs as script on the published page (FORM-025). Only
   * a site admin may add or change them (issue 14 item 5), and the page's Content-Security-Policy
   * admits exactly their scripts (apps/server/src/render/content-security-policy.ts).
   */
  scriptHtmlProps?: string[];
  /** The props sent to the browser, when not all of them may be (default: all but Puck's helpers). */
  // biome-ignore lint/suspicious/noExplicitAny: the block's own props.
  islandProps?: (props: any) => unknown;
  /** The fields the editor shows for these props (default: all of them). */
  // biome-ignore lint/suspicious/noExplicitAny: the block's own props.
  visibleFields?: (props: any) => string[];
  /**
   * What is wrong with the props as sent, or null: checked on save before anything is cleaned, so a
   * value out of range is refused with this message rather than cut to fit.
   */
  validate?: (props: Record<string, unknown>) => string | null;
  /** Normalises the props in the editor and on save (e.g. stable ids for list items). */
  // biome-ignore lint/suspicious/noExplicitAny: the block's own props.
  normalize?: (props: any) => any;
}

export const blocks = {
  Heading: {
    label: 'Heading',
    component: Heading,
    fields: headingFields,
    defaultProps: headingDefaults,
    validate: headingProblem,
  },
  Text: { label: 'Text', component: Text, fields: textFields, defaultProps: textDefaults },
  Image: {
    label: 'Image',
    component: Image,
    fields: imageFields,
    defaultProps: imageDefaults,
    urlProps: ['src'],
    validate: imageProblem,
  },
  Button: {
    label: 'Button',
    component: Button,
    fields: buttonFields,
    defaultProps: buttonDefaults,
    urlProps: ['clickthroughUrl'],
  },
  Spacer: { label: 'Spacer', component: Spacer, fields: spacerFields, defaultProps: spacerDefaults },
  Columns: { label: 'Columns', component: Columns, fields: columnsFields, defaultProps: columnsDefaults },
  Section: {
    label: 'Section',
    component: Section,
    fields: sectionFields,
    defaultProps: sectionDefaults,
    validate: sectionProblem,
  },
  Accordion: {
    label: 'Accordion',
    component: Accordion,
    fields: accordionFields,
    defaultProps: accordionDefaults,
    isIsland: true,
  },
  Form: {
    label: 'Form',
    component: Form,
    fields: formFields,
    defaultProps: formDefaults,
    isIsland: true,
    islandProps: formIslandProps,
    normalize: (props: FormProps) => ({ ...props, fields: withFieldIds(props.fields) }),
    urlProps: ['successRedirectUrl'],
    scriptHtmlProps: ['postSubmitHtml'],
  },
  Video: {
    label: 'Video',
    component: Video,
    fields: videoFields,
    defaultProps: videoDefaults,
    isIsland: true,
    islandProps: videoIslandProps,
    urlProps: ['featuredImage'],
  },
  // Renders its own island: the slides and block data travel in the markup (GAL-002, GAL-013).
  Gallery: {
    label: 'Gallery',
    component: Gallery,
    fields: galleryFields,
    defaultProps: galleryDefaults,
    visibleFields: galleryFieldNames,
  },
  Newsletter: {
    label: 'Newsletter',
    component: Newsletter,
    fields: newsletterFields,
    defaultProps: newsletterDefaults,
    isIsland: true,
    islandProps: newsletterIslandProps,
  },
  // Its island (quick view) is rendered by the block itself: it needs the catalogue, not the props.
  ProductList: {
    label: 'Product list',
    component: ProductList,
    fields: productListFields,
    defaultProps: productListDefaults,
  },
  // Issue 17: a box that goes to the site's /search page (a plain form, no island).
  Search: { label: 'Search', component: Search, fields: searchFields, defaultProps: searchDefaults },
  // Issue 17 part 2: a collection's latest items; the carousel renders its own small island.
  Summary: {
    label: 'Summary',
    component: Summary,
    fields: summaryFields,
    defaultProps: summaryDefaults,
    validate: summaryProblem,
  },
  // Issue 19: moving text; renders its own small island (docs/decisions/047).
  Marquee: {
    label: 'Marquee',
    component: Marquee,
    fields: marqueeFields,
    defaultProps: marqueeDefaults,
    validate: marqueeProblem,
  },
  // Issue 19: OpenTable's booking widget over a plain link (docs/decisions/049).
  RestaurantBooking: {
    label: 'Restaurant booking',
    component: RestaurantBooking,
    fields: restaurantBookingFields,
    defaultProps: restaurantBookingDefaults,
    validate: restaurantBookingProblem,
  },
  // Issue 19: a chart or table from pasted or uploaded CSV, drawn on the server (docs/decisions/055).
  Chart: {
    label: 'Chart',
    component: Chart,
    fields: chartFields,
    defaultProps: chartDefaults,
    normalize: chartPropsCut,
  },
  // Issue 19: the site's social accounts as icons, no JavaScript (docs/decisions/054).
  SocialLinks: {
    label: 'Social links',
    component: SocialLinks,
    fields: socialLinksFields,
    defaultProps: socialLinksDefaults,
    validate: socialLinksProblem,
  },
  // Issue 19, PAGE-038: a network's follow button over a plain link (docs/decisions/054).
  SocialFollow: {
    label: 'Social follow',
    component: SocialFollow,
    fields: socialFollowFields,
    defaultProps: socialFollowDefaults,
    validate: socialFollowProblem,
  },
  // Issue 19: a map with a marker over the address and a link (docs/decisions/052).
  Map: {
    label: 'Map',
    component: MapBlock,
    fields: mapFields,
    defaultProps: mapDefaults,
  },
  // Issue 20: a donation campaign; a plain form to the donate page (docs/decisions/069).
  Donation: {
    label: 'Donation',
    component: Donation,
    fields: donationFields,
    defaultProps: donationDefaults,
    validate: donationBlockProblem,
  },
} satisfies Record<string, BlockDefinition>;

export type BlockName = keyof typeof blocks;

export const blockCategories = {
  text: { title: 'Text', components: ['Heading', 'Text', 'Button', 'Marquee'] },
  social: { title: 'Social', components: ['SocialLinks', 'SocialFollow'] },
  collections: { title: 'Collections', components: ['Summary'] },
  media: { title: 'Media', components: ['Image', 'Gallery', 'Video', 'Map', 'Chart'] },
  layout: { title: 'Layout', components: ['Section', 'Columns', 'Spacer', 'Accordion'] },
  forms: { title: 'Forms', components: ['Form', 'Newsletter', 'Search', 'RestaurantBooking'] },
  store: { title: 'Store', components: ['ProductList', 'Donation'] },
};
