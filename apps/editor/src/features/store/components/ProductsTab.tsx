import type { ProductView } from '@folio/core/store-api';
import { useState } from 'react';
import app from '../../../app/app.module.css';
import { useProducts } from '../api/queries.ts';
import { messageOf } from '../api/store.ts';
import { priceLabel, type StoreUnits, stockLabel } from '../product-form.ts';
import { ProductEditor } from './ProductEditor.tsx';
import { ErrorAlert, Notice, RowButton, StoreTable } from './parts.tsx';
import styles from './store.module.css';

const TYPE_WORDS: Record<ProductView['productType'], string> = {
  physical: 'Physical',
  digital: 'Digital',
  service: 'Service',
};

/** The catalogue: every product with its price and stock, and the editor for one of them. */
export function ProductsTab({
  units,
  isActive,
  onDirtyChange,
}: {
  units: StoreUnits;
  isActive: boolean;
  onDirtyChange: (isDirty: boolean) => void;
}) {
  const [editing, setEditing] = useState<ProductView | 'new' | null>(null);
  const [notice, setNotice] = useState('');
  // Read again each time the list shows (the tab opens, or the editor closes).
  const query = useProducts(isActive && editing === null);
  const products = query.data ?? null;

  if (editing) {
    return (
      <ProductEditor
        key={editing === 'new' ? 'new' : editing.id}
        product={editing === 'new' ? null : editing}
        units={units}
        onDirtyChange={onDirtyChange}
        onDone={(message) => {
          onDirtyChange(false);
          setNotice(message ?? '');
          setEditing(null);
        }}
      />
    );
  }

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {products ? `${products.length} ${products.length === 1 ? 'product' : 'products'}` : 'Loading…'}
        </p>
        <button className={app.primarySmall} type="button" onClick={() => setEditing('new')}>
          New product
        </button>
      </div>
      <ErrorAlert text={query.error ? messageOf(query.error) : null} />
      <Notice text={notice} />
      {products?.length ? (
        <StoreTable columns={['Product', 'Type', 'Price', 'Stock', 'Visible']}>
          {products.map((p) => {
            const stock = stockLabel(p.variants);
            return (
              <tr key={p.id}>
                <td>
                  <span className={styles.productCell}>
                    {p.images[0] ? (
                      <img className={styles.thumb} src={p.images[0]} alt="" loading="lazy" />
                    ) : (
                      <span className={styles.thumb} aria-hidden="true" />
                    )}
                    <span>
                      <span className={styles.strong}>{p.title}</span>
                      {p.variants.length > 1 ? (
                        <span className={styles.meta}> · {p.variants.length} variants</span>
                      ) : null}
                    </span>
                  </span>
                </td>
                <td>{TYPE_WORDS[p.productType]}</td>
                <td>{priceLabel(p.variants, units.currencyCode)}</td>
                <td className={stock === 'Sold out' ? styles.soldOut : undefined}>{stock}</td>
                <td>{p.isVisible ? 'Visible' : 'Hidden'}</td>
                <td className={app.cellActions}>
                  <RowButton
                    label={`Edit ${p.title}`}
                    onClick={() => {
                      setNotice('');
                      setEditing(p);
                    }}
                  >
                    Edit
                  </RowButton>
                </td>
              </tr>
            );
          })}
        </StoreTable>
      ) : products ? (
        <p className={app.dialogText}>
          No products yet. Add one with “New product”; visible products appear in the site’s shop.
        </p>
      ) : null}
    </>
  );
}
