import { Permission } from '@folio/core/permissions';
import { type KeyboardEvent, useRef, useState } from 'react';
import app from '../../../app/app.module.css';
import { Frame } from '../../../app/Frame.tsx';
import shell from '../../../app/library-dialog.module.css';
import { GiftCardsTab } from '../../gift-cards/GiftCardsTab.tsx';
import { useStoreSettings } from '../api/queries.ts';
import { messageOf } from '../api/store.ts';
import type { StoreUnits } from '../product-form.ts';
import { InventoryTab } from './InventoryTab.tsx';
import { OrdersTab } from './OrdersTab.tsx';
import { ProductsTab } from './ProductsTab.tsx';
import { ReviewsTab } from './ReviewsTab.tsx';
import { SalesTab } from './SalesTab.tsx';
import { SettingsTab } from './SettingsTab.tsx';
import { SubscriptionsTab } from './SubscriptionsTab.tsx';
import styles from './store.module.css';

const TABS = [
  { id: 'products', label: 'Products', permission: Permission.commerceInventory },
  { id: 'inventory', label: 'Inventory', permission: Permission.commerceInventory },
  { id: 'reviews', label: 'Reviews', permission: Permission.commerceInventory },
  { id: 'orders', label: 'Orders', permission: Permission.commerceOrders },
  { id: 'sales', label: 'Sales', permission: Permission.commerceOrders },
  { id: 'gift-cards', label: 'Gift cards', permission: Permission.commerceOrders },
  { id: 'subscriptions', label: 'Subscriptions', permission: Permission.commerceOrders },
  { id: 'settings', label: 'Settings', permission: Permission.commerceSettings },
] as const;
type TabId = (typeof TABS)[number]['id'];

// Only the settings call says which currency and unit the store uses; every role that manages
// products also holds commerceSettings, so the fallback is for a custom role only.
const FALLBACK_UNITS: StoreUnits = { currencyCode: 'USD', measurementSystem: 'IMPERIAL' };

/** "Store": products, inventory, reviews, orders, sales and settings, each tab shown to whoever may use it. */
export function StoreDialog({
  permissions,
  onClose,
}: {
  permissions: readonly number[];
  /** Absent: the Store screen of the shell. */
  onClose?: () => void;
}) {
  const tabs = TABS.filter((t) => permissions.includes(t.permission));
  const [active, setActive] = useState<TabId | undefined>(tabs[0]?.id);
  const [visited, setVisited] = useState<ReadonlySet<TabId>>(() => new Set(active ? [active] : []));
  const hasUnsavedWork = useRef(false);
  const canSettings = permissions.includes(Permission.commerceSettings);
  const settingsQuery = useStoreSettings(canSettings);
  const settings = settingsQuery.data ?? null;
  const settingsError = settingsQuery.error ? messageOf(settingsQuery.error) : null;

  const units: StoreUnits = settings
    ? { currencyCode: settings.storeCurrency, measurementSystem: settings.settings.measurementSystem }
    : FALLBACK_UNITS;
  const isReady = !canSettings || settings !== null || settingsError !== null;

  function choose(id: TabId) {
    setActive(id);
    setVisited((set) => new Set(set).add(id));
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    choose(next.id);
    document.getElementById(`store-tab-${next.id}`)?.focus();
  }

  const confirmLeaving = () =>
    !hasUnsavedWork.current ||
    window.confirm('The product you are editing has changes that are not saved. Close anyway?');

  return (
    <Frame
      title="Store"
      titleId="store-title"
      dialogClassName={`${app.wideDialog} ${shell.dialog}`}
      layout="fill"
      canLeave={confirmLeaving}
      onClose={onClose}
    >
      {tabs.length === 0 ? (
        <p className={app.dialogText}>Your role on this site does not include the store.</p>
      ) : (
        <div role="tablist" aria-label="Store sections" className={styles.tabs}>
          {tabs.map((tab, index) => (
            <button
              key={tab.id}
              id={`store-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={tab.id === active}
              aria-controls={`store-panel-${tab.id}`}
              tabIndex={tab.id === active ? 0 : -1}
              className={tab.id === active ? styles.tabSelected : styles.tab}
              onClick={() => choose(tab.id)}
              onKeyDown={(e) => onTabKey(e, index)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      )}
      {settingsError ? (
        <p role="alert" className={app.error}>
          {settingsError}
        </p>
      ) : null}
      {!isReady ? <p className={app.dialogText}>Loading…</p> : null}
      {isReady
        ? tabs
            .filter((tab) => visited.has(tab.id))
            .map((tab) => (
              <section
                key={tab.id}
                id={`store-panel-${tab.id}`}
                role="tabpanel"
                aria-labelledby={`store-tab-${tab.id}`}
                hidden={tab.id !== active}
                className={styles.panel}
              >
                {tab.id === 'products' ? (
                  <ProductsTab
                    units={units}
                    isActive={active === 'products'}
                    onDirtyChange={(isDirty) => {
                      hasUnsavedWork.current = isDirty;
                    }}
                  />
                ) : null}
                {tab.id === 'inventory' ? <InventoryTab isActive={active === 'inventory'} /> : null}
                {tab.id === 'reviews' ? <ReviewsTab isActive={active === 'reviews'} /> : null}
                {tab.id === 'orders' ? <OrdersTab isActive={active === 'orders'} /> : null}
                {tab.id === 'sales' ? <SalesTab isActive={active === 'sales'} /> : null}
                {tab.id === 'gift-cards' ? <GiftCardsTab isActive={active === 'gift-cards'} /> : null}
                {tab.id === 'subscriptions' ? (
                  <SubscriptionsTab isActive={active === 'subscriptions'} />
                ) : null}
                {tab.id === 'settings' && settings ? <SettingsTab view={settings} /> : null}
              </section>
            ))
        : null}
    </Frame>
  );
}
