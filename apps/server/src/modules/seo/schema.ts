import { z } from 'zod';

/** /_icon/:key/:file: the icon key (a media id, or default-<initial>) and a size of ICON_SIZES. */
export const iconParams = z.object({
  key: z.string().regex(/^(?:[0-9a-f]{24}|default-[a-z0-9])$/),
  file: z.enum(['32.png', '180.png', '192.png']),
});
