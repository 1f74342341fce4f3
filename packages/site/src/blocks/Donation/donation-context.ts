import { createContext } from 'react';

/**
 * Issue 20 (SHOP-005): the id of the published page being rendered, which the Donation block's
 * button names (`donatePageId`). Null where there is no page (the footer, a preview without one).
 */
export const DonationPageContext = createContext<string | null>(null);
