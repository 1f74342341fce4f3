// The visitors' gift-card balance check (issue 20 section 4, decision 065): a code in, its balance out.
import { Island } from '../../islands/Island.tsx';
import shared from '../Cart/store-page.module.css';
import { GiftCardBalanceView } from './GiftCardBalanceView.tsx';

export function GiftCardBalancePage() {
  return (
    <Island name="GiftCardBalance" props={{}}>
      <section className={shared.page}>
        <h1 className={shared.heading}>Check a gift card balance</h1>
        <div data-gift-balance-root="">
          <GiftCardBalanceView />
        </div>
      </section>
    </Island>
  );
}
