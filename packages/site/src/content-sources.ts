// The origins outside the site that a published page's blocks load from, for the page's
// Content-Security-Policy (apps/server/src/render/content-security-policy.ts): the players its
// Video blocks and gallery video slides frame, and images given by an outside address.
import { restaurantSettingsOf } from '@folio/core/restaurant-booking-block';
import { type SocialFollowNetwork, socialFollowSettingsOf } from '@folio/core/social-blocks';
import { parseVideoEmbed } from '@folio/core/video-embed';
import type { GalleryCollections } from './blocks/Gallery/gallery-context.ts';
import { eachBlock } from './page-blocks.ts';
import type { PageData } from './page-data.ts';

export interface ContentSources {
  frameOrigins: string[];
  imageOrigins: string[];
  /** Issue 19 (decision 049): the page has a Restaurant booking block with a restaurant id. */
  hasRestaurantBooking?: boolean;
  /** Issue 19 (PAGE-038, decision 054): the networks of the page's Social follow blocks with an account. */
  socialFollowNetworks?: SocialFollowNetwork[];
  /** Issue 19 (decision 052): the page has a Map block. */
  hasMap?: boolean;
}

/** The https origin of an absolute address; null for a relative, data: or other address. */
function httpsOrigin(address: unknown): string | null {
  if (typeof address !== 'string' || !/^https:\/\//i.test(address.trim())) return null;
  try {
    return new URL(address.trim()).origin;
  } catch {
    return null;
  }
}

function playerOrigin(pasted: unknown): string | null {
  if (typeof pasted !== 'string' || !pasted.trim()) return null;
  const embed = parseVideoEmbed(pasted);
  return embed.type === 'invalid' ? null : httpsOrigin(embed.src);
}

export function pageContentSources(data: PageData, galleries: GalleryCollections = {}): ContentSources {
  const frames = new Set<string>();
  const images = new Set<string>();
  const add = (set: Set<string>, origin: string | null) => origin && set.add(origin);
  let hasRestaurantBooking = false;
  const followNetworks = new Set<SocialFollowNetwork>();
  let hasMap = false;
  for (const block of eachBlock(data)) {
    const props = (block.props ?? {}) as Record<string, unknown>;
    if (block.type === 'Video') {
      add(frames, playerOrigin(props.embed));
      add(images, httpsOrigin(props.featuredImage));
    } else if (block.type === 'SocialFollow') {
      const follow = socialFollowSettingsOf(props);
      if (follow.account) followNetworks.add(follow.network);
    } else if (block.type === 'Map') {
      hasMap = true;
    } else if (block.type === 'RestaurantBooking') {
      if (restaurantSettingsOf(props).restaurantId) hasRestaurantBooking = true;
    } else if (block.type === 'Image') {
      add(images, httpsOrigin(props.src));
    } else if (block.type === 'Gallery' && typeof props.collectionId === 'string') {
      for (const item of galleries[props.collectionId]?.items ?? []) {
        if (item.type === 'video') add(frames, playerOrigin(item.videoUrl));
        add(images, httpsOrigin(item.src));
      }
    }
  }
  return {
    frameOrigins: [...frames].sort(),
    imageOrigins: [...images].sort(),
    ...(hasRestaurantBooking ? { hasRestaurantBooking } : {}),
    ...(followNetworks.size > 0 ? { socialFollowNetworks: [...followNetworks].sort() } : {}),
    ...(hasMap ? { hasMap } : {}),
  };
}
