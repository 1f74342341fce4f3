// Issue 20 part 3 (decision 069): the owner's donations through the query layer.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api-client.ts';

export interface DonationRowView {
  id: string;
  pageId: string;
  campaign: string;
  amountCents: number;
  currencyCode: string;
  frequency: 'once' | 'monthly';
  donorName: string;
  email: string;
  note: string;
  paidAt: string | null;
  nextChargeAt: string | null;
}

export interface DonationsAnswer {
  currencyCode: string;
  totalRaisedCents: number;
  donationCount: number;
  monthlyCount: number;
  campaigns: {
    pageId: string;
    campaign: string;
    currencyCode: string;
    totalCents: number;
    count: number;
    monthlyCount: number;
    pageExists: boolean;
  }[];
  donations: DonationRowView[];
}

export const donationsKeys = { all: ['donations'] as const };

export const useDonations = () =>
  useQuery({
    queryKey: donationsKeys.all,
    queryFn: () => apiRequest<DonationsAnswer>('/api/config/donations'),
  });
